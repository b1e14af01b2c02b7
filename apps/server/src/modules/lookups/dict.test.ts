import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { invalidateLookups } from './cache.js';
import { sysDictLine } from './dict.table.js';
import { DICT_SEEDS } from './seed-dicts.js';
import { expectGuarded, noRoleToken, type Page } from './test-kit.js';

type Line = { Id: number; DictText: string; DictValue: string };
let t: TestApp;
let rep: string;
let noRole: string;
beforeAll(async () => {
  t = await createTestApp();
  rep = await t.login('sales.rep');
  noRole = await noRoleToken(t);
});
afterAll(() => t.close());

const SPEC_CODES = [
  'Currency',
  'CompanyStatus',
  'CustomerType',
  'UserStatus',
  'CompanyLevel',
  'ClearingForm',
  'RegisteSource',
  'OrderStatus',
  'ProductStatus',
  'FileType',
  'LeadTimeUnit',
  'MSL',
  'Language',
  'CustomerProp',
  'BusinessCustomerType',
];

describe('GET /common/GetDictLineByCode', () => {
  it('is guarded: −100 without a token, 403 without a menu', async () => {
    await expectGuarded(
      t,
      { method: 'GET', url: '/common/GetDictLineByCode', query: { code: 'MSL' } },
      noRole,
    );
  });

  it('answers every dictionary code of the spec with seeded lines', async () => {
    for (const code of SPEC_CODES) {
      const res = await t.call<Page<Line>>('GET', '/common/GetDictLineByCode', {
        token: rep,
        query: { code },
      });
      expect(res.body.Code, code).toBe(0);
      const seed = DICT_SEEDS.find((d) => d.code === code)!;
      expect(
        res.body.Data.Records.map((r) => r.DictValue),
        code,
      ).toEqual(seed.lines.map((l) => l[0]));
      expect(res.body.Data.TotalCount).toBe(seed.lines.length);
    }
  });

  it('switches DictText with the request language', async () => {
    const zh = await t.call<Page<Line>>('GET', '/common/GetDictLineByCode', {
      token: rep,
      query: { code: 'RegisteSource' },
    });
    const en = await t.call<Page<Line>>('GET', '/common/GetDictLineByCode', {
      token: rep,
      query: { code: 'RegisteSource' },
      lang: 'en-US',
    });
    expect(zh.body.Data.Records.map((r) => r.DictText)).toEqual([
      '商城分销',
      '线下分销',
      '老客户',
      '合作伙伴',
      '个人开发',
    ]);
    expect(en.body.Data.Records.map((r) => r.DictText)).toEqual([
      'Mall distribution',
      'Offline distribution',
      'Regular customer',
      'Partner',
      'Personal development',
    ]);
    const msl = await t.call<Page<Line>>('GET', '/common/GetDictLineByCode', {
      token: rep,
      query: { code: 'msl' },
      lang: 'en-US',
    });
    expect(msl.body.Data.Records.map((r) => r.DictValue)).toEqual(['1', '2', '2a', '3', '4', '5', '5a', '6']);
    expect(msl.body.Data.Records[0]!.DictText).toBe('MSL 1 (unlimited floor life)');
  });

  it('leaves out disabled lines (a writer invalidates the cache)', async () => {
    await t.db
      .update(sysDictLine)
      .set({ enabled: false })
      .where(and(eq(sysDictLine.dictCode, 'LeadTimeUnit'), eq(sysDictLine.value, 'week')));
    invalidateLookups(t.app.ctx.db, 'dict:');
    const res = await t.call<Page<Line>>('GET', '/common/GetDictLineByCode', {
      token: rep,
      query: { code: 'LeadTimeUnit' },
    });
    expect(res.body.Data.Records.map((r) => [r.DictValue, r.DictText])).toEqual([['day', '天']]);
  });

  it('refuses an unknown or missing code with a 400 naming the field', async () => {
    const unknown = await t.call('GET', '/common/GetDictLineByCode', {
      token: rep,
      query: { code: 'Nope' },
      lang: 'en-US',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      Code: 400,
      Message: 'Unknown Dictionary code: Nope',
      Data: { Field: 'code' },
    });
    const zh = await t.call('GET', '/common/GetDictLineByCode', { token: rep, query: { code: 'Nope' } });
    expect(zh.body.Message).toBe('未知的字典编码：Nope');
    const missing = await t.call('GET', '/common/GetDictLineByCode', { token: rep, lang: 'en-US' });
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toBe('Dictionary code is required');
  });
});

describe('dictionary-backed /merchant/common lookups', () => {
  const cases: [string, string, string][] = [
    ['productquality', '全新原装', 'New original'],
    ['customerprop', '国内客户', 'Domestic (mainland China)'],
    ['customerorigin', '商城分销', 'Mall distribution'],
    ['customertype', '终端工厂', 'End manufacturer (OEM)'],
  ];
  for (const [path, zhText, enText] of cases) {
    it(`GET /merchant/common/${path}: trio and language`, async () => {
      await expectGuarded(t, { method: 'GET', url: `/merchant/common/${path}` }, noRole);
      const zh = await t.call<Page<Line>>('GET', `/merchant/common/${path}`, { token: rep });
      expect(zh.body.Code).toBe(0);
      expect(zh.body.Data.Records[0]).toMatchObject({
        DictValue: '1',
        DictText: zhText,
        Id: expect.any(Number),
      });
      const en = await t.call<Page<Line>>('GET', `/merchant/common/${path}`, { token: rep, lang: 'en-US' });
      expect(en.body.Data.Records[0]!.DictText).toBe(enText);
    });
  }

  it('GET /merchant/common/bomorigin: trio, DicItemId and Title', async () => {
    await expectGuarded(t, { method: 'GET', url: '/merchant/common/bomorigin' }, noRole);
    const zh = await t.call<Page<{ DicItemId: number; Title: string }>>('GET', '/merchant/common/bomorigin', {
      token: rep,
    });
    expect(zh.body.Data.Records.map((r) => r.Title)).toContain('客户邮件');
    expect(zh.body.Data.Records[0]!.DicItemId).toEqual(expect.any(Number));
    const en = await t.call<Page<{ Title: string }>>('GET', '/merchant/common/bomorigin', {
      token: rep,
      lang: 'en-US',
    });
    expect(en.body.Data.Records[0]!.Title).toBe('Customer email');
  });
});
