import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Page<T> = { Records: T[]; TotalCount: number };
type Line = { Id: number; Value: string; Text: string };
let t: TestApp;
let admin: string;
let rep: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  rep = await t.login('sales.rep');
});
afterAll(() => t.close());

async function trio(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const anon = await t.call(method, url, { body });
  expect(anon.body.Code, `${method} ${url} anon`).toBe(-100);
  const denied = await t.call(method, url, { token: rep, body });
  expect(denied.status, `${method} ${url} sales.rep`).toBe(403);
}
const line = { Value: 'zz-new', Text: '新值', TextEn: 'New value', Sort: 99 };

describe('setup dictionaries', () => {
  it('lists dictionaries and lines', async () => {
    await trio('POST', '/merchant/setup/dict/Query', {});
    const list = await t.call<Page<{ Code: string }>>('POST', '/merchant/setup/dict/Query', {
      token: admin,
      body: {},
    });
    expect(list.body.Data.Records.map((r) => r.Code)).toContain('CustomerType');
    await trio('GET', '/merchant/setup/dict/CustomerType/lines');
    const lines = await t.call<Page<Line>>('GET', '/merchant/setup/dict/CustomerType/lines', {
      token: admin,
    });
    expect(lines.body.Data.TotalCount).toBeGreaterThan(0);
    const missing = await t.call('GET', '/merchant/setup/dict/NoSuchDict/lines', { token: admin });
    expect(missing.status).toBe(404);
  });

  it('a line added shows at once in GetDictLineByCode; a duplicate value is refused', async () => {
    const before = await t.call<Page<Line>>('GET', '/common/GetDictLineByCode', {
      token: rep,
      query: { code: 'CustomerType' },
    });
    await trio('POST', '/merchant/setup/dict/CustomerType/line', line);
    const add = await t.call<Line>('POST', '/merchant/setup/dict/CustomerType/line', {
      token: admin,
      body: line,
    });
    expect(add.body.Code).toBe(0);
    const after = await t.call<Page<{ DictValue: string; DictText: string }>>(
      'GET',
      '/common/GetDictLineByCode',
      {
        token: rep,
        query: { code: 'CustomerType' },
      },
    );
    expect(after.body.Data.TotalCount).toBe(before.body.Data.TotalCount + 1);
    expect(after.body.Data.Records.map((r) => r.DictValue)).toContain('zz-new');
    const dup = await t.call('POST', '/merchant/setup/dict/CustomerType/line', { token: admin, body: line });
    expect(dup.status).toBe(409);

    const url = `/merchant/setup/dict/line/${add.body.Data.Id}`;
    await trio('PUT', url, { ...line, Text: '改' });
    const upd = await t.call<Line>('PUT', url, { token: admin, body: { ...line, Text: '改过' } });
    expect(upd.body.Data.Text).toBe('改过');
    const shown = await t.call<Page<{ DictValue: string; DictText: string }>>(
      'GET',
      '/common/GetDictLineByCode',
      {
        token: rep,
        query: { code: 'CustomerType' },
      },
    );
    expect(shown.body.Data.Records.find((r) => r.DictValue === 'zz-new')!.DictText).toBe('改过');
  });
});
