import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDictLine } from '../lookups/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Page<T> = { Records: T[]; TotalCount: number };
type Line = { Id: number; DictValue: string; DictText: string; IsSystem: boolean };
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
const line = { DictValue: 'zz-new', DictText: '新值', DictTextEn: 'New value', Sort: 99 };

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
    await trio('PUT', url, { ...line, DictText: '改' });
    const upd = await t.call<Line>('PUT', url, { token: admin, body: { ...line, DictText: '改过' } });
    expect(upd.body.Data.DictText).toBe('改过');
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

  it('kit lists: dictionaries by filter, lines of one dictionary; whitelists and export', async () => {
    const sys = await t.call<Page<{ Code: string; IsSystem: boolean; Lines: number }>>(
      'POST',
      '/merchant/setup/dict/Query',
      { token: admin, body: { IsSystem: true, Code: 'Currency' } },
    );
    expect(sys.body.Data.Records.map((r) => r.Code)).toEqual(['Currency']);
    expect(sys.body.Data.Records[0]!.Lines).toBeGreaterThan(0);
    const bad = await t.call('POST', '/merchant/setup/dict/Query', { token: admin, body: { Nope: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.Data).toEqual({ Field: 'Nope' });

    await trio('POST', '/merchant/setup/dict/line/Query', { DictCode: 'Currency' });
    const lines = await t.call<Page<Line>>('POST', '/merchant/setup/dict/line/Query', {
      token: admin,
      body: { DictCode: 'CustomerType', IsSystem: false },
    });
    expect(lines.body.Data.Records.map((r) => r.DictValue)).toEqual(['zz-new']);
    const all = await t.call<Page<Line>>('POST', '/merchant/setup/dict/line/Query', {
      token: admin,
      body: { DictCode: 'CustomerType', sortField: 'DictValue', sortOrder: 'desc' },
    });
    expect(all.body.Data.TotalCount).toBeGreaterThan(1);
    expect(all.body.Data.Records[0]!.DictValue).toBe('zz-new');

    const noFilter = await t.call('POST', '/merchant/setup/dict/Export', { token: admin, body: {} });
    expect(noFilter.status).toBe(400);
    const xlsx = await t.app.inject({
      method: 'POST',
      url: '/merchant/setup/dict/Export',
      headers: { token: admin },
      payload: { IsSystem: true, ExportId: 'd1' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(Number(xlsx.headers['x-total-count'])).toBeGreaterThan(5);
  });

  it('a system line cannot be deleted; an added one can', async () => {
    const [sysLine] = await t.db.select().from(sysDictLine).where(eq(sysDictLine.isSystem, true)).limit(1);
    const refused = await t.call('PUT', '/merchant/common/delete', {
      token: admin,
      query: { type: 'dictLine', id: sysLine!.id },
    });
    expect(refused.status).toBe(400);
    expect(await t.db.select().from(sysDictLine).where(eq(sysDictLine.id, sysLine!.id))).toHaveLength(1);
    const [added] = await t.db.select().from(sysDictLine).where(eq(sysDictLine.value, 'zz-new'));
    // The kit's batch delete: one system line in the batch refuses all of it.
    const url = '/merchant/setup/dict/line/delete';
    await trio('PUT', url, { Ids: [added!.id] });
    const mixed = await t.call('PUT', url, { token: admin, body: { Ids: [added!.id, sysLine!.id] } });
    expect(mixed.status).toBe(400);
    expect(await t.db.select().from(sysDictLine).where(eq(sysDictLine.id, added!.id))).toHaveLength(1);
    const none = await t.call('PUT', url, { token: admin, body: { Ids: [] } });
    expect(none.status).toBe(400);
    const gone = await t.call<{ Deleted: number }>('PUT', url, { token: admin, body: { Ids: [added!.id] } });
    expect(gone.body.Data.Deleted).toBe(1);
    expect(await t.db.select().from(sysDictLine).where(eq(sysDictLine.id, added!.id))).toHaveLength(0);
    const lines = await t.call<Page<{ DictValue: string }>>('GET', '/common/GetDictLineByCode', {
      token: rep,
      query: { code: 'CustomerType' },
    });
    expect(lines.body.Data.Records.map((r) => r.DictValue)).not.toContain('zz-new');
  });
});
