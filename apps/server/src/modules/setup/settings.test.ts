import { SETTINGS } from '@partdesk/shared/setup/settings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docHistory } from '../../core/documents/document.table.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sysSetting } from './setting.table.js';
import { getSetting } from './settings.service.js';

type Setting = { Key: string; Value: unknown; Default: unknown; Version: number; Title: string; Id: number };
type Page<T> = { Records: T[]; TotalCount: number };
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
const stored = async (key: string) =>
  (await t.db.select().from(sysSetting).where(eq(sysSetting.key, key)))[0]!;
const read = async (key: string) => {
  const res = await t.call<Page<Setting>>('GET', '/merchant/setup/setting', { token: admin });
  return res.body.Data.Records.find((r) => r.Key === key)!;
};
const put = (key: string, body: unknown, lang?: string) =>
  t.call<Setting>('PUT', `/merchant/setup/setting/${key}`, { token: admin, body, lang });

describe('system settings', () => {
  it('lists every registry setting with its seeded default', async () => {
    await trio('GET', '/merchant/setup/setting');
    const res = await t.call<Page<Setting>>('GET', '/merchant/setup/setting', { token: admin });
    expect(res.body.Data.Records.map((r) => r.Key)).toEqual(SETTINGS.map((s) => s.key));
    for (const r of res.body.Data.Records) {
      expect(r.Value, r.Key).toEqual(r.Default);
      expect(r.Version, r.Key).toBe(1);
    }
    expect(await getSetting(t.db, 'poolClaimMonthlyQuota')).toBe(20);
    expect(await getSetting(t.db, 'poolReturnTiers')).toHaveLength(5);
  });

  it('updates a value at its version; getSetting sees it at once; history written', async () => {
    const before = await read('poolClaimMonthlyQuota');
    await trio('PUT', '/merchant/setup/setting/poolClaimMonthlyQuota', {
      Value: 30,
      Version: before.Version,
    });
    const res = await put('poolClaimMonthlyQuota', { Value: 30, Version: before.Version });
    expect(res.body.Code).toBe(0);
    expect(res.body.Data).toMatchObject({ Value: 30, Version: before.Version + 1 });
    expect(await getSetting(t.db, 'poolClaimMonthlyQuota')).toBe(30);
    const history = await t.db
      .select()
      .from(docHistory)
      .where(and(eq(docHistory.docType, 'setting'), eq(docHistory.docId, before.Id)));
    expect(history.at(-1)?.changes).toEqual({ Value: [20, 30] });
    const shown = await t.call<Page<{ Action: string }>>('GET', '/merchant/document/history', {
      token: admin,
      query: { type: 'setting', id: before.Id },
    });
    expect(shown.body.Data.Records.map((r) => r.Action)).toEqual(['update']);

    const stale = await put('poolClaimMonthlyQuota', { Value: 40, Version: before.Version });
    expect(stale.status).toBe(409);
    expect((await stored('poolClaimMonthlyQuota')).value).toBe(30);
    expect(await getSetting(t.db, 'poolClaimMonthlyQuota')).toBe(30);
  });

  it('refuses bad values with 400 naming the setting; nothing changes', async () => {
    const cases: [string, unknown, string][] = [
      ['poolClaimMonthlyQuota', 'lots', '必须是整数'],
      ['poolClaimMonthlyQuota', 2.5, '必须是整数'],
      ['poolClaimMonthlyQuota', 1001, '0 到 1000'],
      ['poolClaimMonthlyQuota', -1, '0 到 1000'],
      ['maxCustomersPerSalesperson', 0, '1 到 100000'],
      ['poolReturnEnabled', 'yes', '是'],
      ['taxRates', [], '至少需要一项'],
      ['taxRates', [9.5], '9.5'],
      ['taxRates', ['13', '13.00'], '重复'],
      ['taxRates', ['101'], '101'],
      ['poolReturnTiers', [{ Months: 5, Share: '10' }], '5'],
      ['poolReturnTiers', [{ Months: 3, Share: '100.5' }], '100.5'],
      ['poolReturnTiers', [{ Months: 3 }], 'undefined'],
      ['exportMaxRows', 999, '1000 到 1000000'],
      ['selfAssessmentDeadlineDay', 29, '1 到 28'],
    ];
    for (const [key, value, text] of cases) {
      const before = await stored(key);
      const res = await put(key, { Value: value, Version: before.version });
      const label = SETTINGS.find((s) => s.key === key)!;
      expect(res.status, `${key} ${JSON.stringify(value)}`).toBe(400);
      expect(res.body.Data).toEqual({ Field: key });
      expect(res.body.Message, key).toContain(text);
      expect(res.body.Message.length, key).toBeGreaterThan(text.length + 2);
      expect(res.body.Message).not.toContain(label.label); // the label is translated, not the key
      const after = await stored(key);
      expect([after.value, after.version]).toEqual([before.value, before.version]);
    }
    const en = await put('exportMaxRows', { Value: 5, Version: 1 }, 'en-US');
    expect(en.body.Message).toBe('Export row limit: must be between 1000 and 1000000');
    const noValue = await put('exportMaxRows', { Version: 1 });
    expect(noValue.status).toBe(400);
    const unknown = await put('noSuchSetting', { Value: 1, Version: 1 });
    expect(unknown.status).toBe(404);
  });

  it('normalises decimals (strings, never floats) and sorts lists', async () => {
    const v = (await stored('taxRates')).version;
    const res = await put('taxRates', { Value: ['13', '9.50', '1', 3], Version: v });
    expect(res.body.Data.Value).toEqual(['1', '3', '9.5', '13']);
    expect(await getSetting(t.db, 'taxRates')).toEqual(['1', '3', '9.5', '13']);
    const tiers = await stored('poolReturnTiers');
    const ok = await put('poolReturnTiers', {
      Value: [
        { Months: 6, Share: '100' },
        { Months: 2, Share: '12.50' },
      ],
      Version: tiers.version,
    });
    expect(ok.body.Data.Value).toEqual([
      { Months: 2, Share: '12.5' },
      { Months: 6, Share: '100' },
    ]);
  });

  it('a batch is all or nothing', async () => {
    await trio('PUT', '/merchant/setup/setting', { Items: [] });
    const quota = await stored('poolClaimMonthlyQuota');
    const enabled = await stored('poolReturnEnabled');
    const bad = await t.call('PUT', '/merchant/setup/setting', {
      token: admin,
      body: {
        Items: [
          { Key: 'poolReturnEnabled', Value: false, Version: enabled.version },
          { Key: 'poolClaimMonthlyQuota', Value: 5000, Version: quota.version },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.Data).toEqual({ Field: 'poolClaimMonthlyQuota' });
    const stale = await t.call('PUT', '/merchant/setup/setting', {
      token: admin,
      body: {
        Items: [
          { Key: 'poolReturnEnabled', Value: false, Version: enabled.version },
          { Key: 'poolClaimMonthlyQuota', Value: 10, Version: quota.version - 1 },
        ],
      },
    });
    expect(stale.status).toBe(409);
    expect((await stored('poolReturnEnabled')).value).toBe(true);
    const empty = await t.call('PUT', '/merchant/setup/setting', { token: admin, body: { Items: [] } });
    expect(empty.status).toBe(400);
    const good = await t.call<Page<Setting>>('PUT', '/merchant/setup/setting', {
      token: admin,
      body: {
        Items: [
          { Key: 'poolReturnEnabled', Value: false, Version: enabled.version },
          { Key: 'poolClaimMonthlyQuota', Value: 10, Version: quota.version },
        ],
      },
    });
    expect(good.body.Data.Records.map((r) => [r.Key, r.Value])).toEqual([
      ['poolClaimMonthlyQuota', 10],
      ['poolReturnEnabled', false],
    ]);
    expect(await getSetting(t.db, 'poolReturnEnabled')).toBe(false);
  });
});
