import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { rows } from '../../core/db/index.js';
import { invalidateLookups } from './cache.js';
import { baseCurrency, baseCurrencyRateMonth } from './geo.table.js';
import { snapshotRates } from './seed-system.js';
import { expectGuarded, noRoleToken, type Page } from './test-kit.js';

let t: TestApp;
let rep: string;
let buyer: string;
let noRole: string;
beforeAll(async () => {
  t = await createTestApp();
  rep = await t.login('sales.rep');
  buyer = await t.login('buyer');
  noRole = await noRoleToken(t);
});
afterAll(() => t.close());

const get = <T>(url: string, token: string, query?: Record<string, string | number>, lang?: string) =>
  t.call<Page<T>>('GET', url, { token, query, lang });

describe('currencies and rates', () => {
  type C = { Id: number; Name: string; Title: string; Symbol: string; Rate: string; RateDate: string | null };

  it('GET /merchant/common/currency: the five tenant currencies with rates against CNY', async () => {
    await expectGuarded(t, { method: 'GET', url: '/merchant/common/currency' }, noRole);
    const res = await get<C>('/merchant/common/currency', rep);
    expect(res.body.Data.Records.map((c) => c.Name).sort()).toEqual(['CNY', 'EUR', 'GBP', 'HKD', 'USD']);
    const usd = res.body.Data.Records.find((c) => c.Name === 'USD')!;
    // Today's dated rate (finance's fin_exchange_rate through lookups' provider hook, decision 0025).
    const [today] = rows<{ rate: string; day: string }>(
      await t.db.execute(sql`select rate::text as rate, current_date::text as day from fin_exchange_rate
        where currency = 'USD' and rate_date <= current_date order by rate_date desc, id desc limit 1`),
    );
    expect(usd).toMatchObject({ Symbol: '$', Rate: today!.rate, RateDate: today!.day, Title: '美元' });
    expect(res.body.Data.Records.find((c) => c.Name === 'CNY')).toMatchObject({
      Rate: '1.000000',
      RateDate: null,
    });
    const en = await get<C>('/merchant/common/currency', rep, undefined, 'en-US');
    expect(en.body.Data.Records.find((c) => c.Name === 'USD')!.Title).toBe('US dollar');
  });

  it('a currency without a dated rate shows the lookup reference rate, once the writer invalidates the cache', async () => {
    await t.db
      .insert(baseCurrency)
      .values({ code: 'JPY', name: '日元', nameEn: 'Yen', symbol: '¥', rate: '0.048000' });
    invalidateLookups(t.app.ctx.db, 'company:currency');
    const res = await get<C>('/merchant/common/currency', rep);
    expect(res.body.Data.Records.find((c) => c.Name === 'JPY')).toMatchObject({
      Rate: '0.048000',
      RateDate: null,
    });
    await t.db.delete(baseCurrency).where(eq(baseCurrency.code, 'JPY'));
    invalidateLookups(t.app.ctx.db, 'company:currency');
  });

  it('snapshots the rates once per month', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const seeded = await t.db
      .select()
      .from(baseCurrencyRateMonth)
      .where(eq(baseCurrencyRateMonth.month, month));
    expect(seeded).toHaveLength(5);
    expect(await snapshotRates(t.db, month)).toBe(0);
    const again = await t.db
      .select()
      .from(baseCurrencyRateMonth)
      .where(eq(baseCurrencyRateMonth.month, month));
    expect(again.find((r) => r.code === 'USD')!.rate).toBe('7.120000');
    await t.db.update(baseCurrency).set({ rate: '7.200000' }).where(eq(baseCurrency.code, 'USD'));
    // The job's snapshot takes the rate in force today — the dated one the lookup answers (finance's
    // rates, decision 0025), not the lookup table's reference rate.
    const shown = await get<C>('/merchant/common/currency', rep);
    const usd = shown.body.Data.Records.find((c) => c.Name === 'USD');
    expect(usd?.RateDate, 'the demo dates USD rates up to today').toBeTruthy();
    expect(usd!.Rate).not.toBe('7.200000');
    expect(await snapshotRates(t.app.ctx.db, '2099-01')).toBe(5);
    const next = await t.db
      .select()
      .from(baseCurrencyRateMonth)
      .where(eq(baseCurrencyRateMonth.month, '2099-01'));
    expect(next.find((r) => r.code === 'USD')!.rate).toBe(usd!.Rate);
  });
});

describe('company accounts', () => {
  type A = {
    Id: number;
    Code: string;
    TenantId: number;
    Kind: string;
    Name: string;
    Currency: string;
    Region: string;
    Enabled: boolean;
  };

  it('GET /merchant/common/accountsetup: enabled accounts, by tenant, currency and direction', async () => {
    await expectGuarded(t, { method: 'GET', url: '/merchant/common/accountsetup' }, noRole);
    const all = await get<A>('/merchant/common/accountsetup', rep);
    expect(all.body.Data.Records.every((a) => a.Enabled)).toBe(true);
    const regions = all.body.Data.Records.filter((a) => a.Kind === 'wire' && a.Currency === 'USD').map(
      (a) => a.Region,
    );
    expect(regions.sort()).toEqual(['CA', 'HK', 'US']);
    expect(all.body.Data.Records.some((a) => a.Kind === 'paypal')).toBe(true);
    const hk = await get<A>('/merchant/common/accountsetup', rep, { tenantId: 2, currency: 'usd' }, 'en-US');
    expect(hk.body.Data.Records.map((a) => a.Name)).toEqual([
      'Wire: HSBC Hong Kong USD account',
      'PayPal (Hong Kong)',
    ]);
    const paying = await get<A>('/merchant/common/accountsetup', rep, { tenantId: 2, direction: 2 });
    expect(paying.body.Data.Records.map((a) => a.Code)).not.toContain('HK-PAYPAL');
    expect((await get('/merchant/common/accountsetup', rep, { currency: 'dollars' })).status).toBe(400);
  });

  it('GET /merchant/common/accountsetuplist: every account, disabled ones included', async () => {
    await expectGuarded(t, { method: 'GET', url: '/merchant/common/accountsetuplist' }, noRole);
    const res = await get<A>('/merchant/common/accountsetuplist', buyer, { tenantId: 2 });
    expect(res.body.Data.Records.map((a) => a.Code)).toEqual([
      'HK-HSBC-USD',
      'HK-HSBC-HKD',
      'HK-PAYPAL',
      'HK-BOC-EUR',
    ]);
    expect(res.body.Data.Records.find((a) => a.Code === 'HK-BOC-EUR')!.Enabled).toBe(false);
    expect(res.body.Data.Records[0]!.Name).toBe('电汇-香港汇丰美元账户');
  });
});

describe('full reductions and purchasing settings', () => {
  it('GET /merchant/common/getfullredutions: threshold, reduction, currency, active', async () => {
    await expectGuarded(t, { method: 'GET', url: '/merchant/common/getfullredutions' }, noRole);
    type R = { Name: string; Currency: string; Threshold: string; Reduction: string; IsActive: boolean };
    const all = await get<R>('/merchant/common/getfullredutions', rep);
    expect(all.body.Data.TotalCount).toBe(5);
    expect(all.body.Data.Records[0]).toMatchObject({
      Name: '满1000美元减20',
      Currency: 'USD',
      Threshold: '1000.00',
      Reduction: '20.00',
      IsActive: true,
    });
    const usd = await get<R>(
      '/merchant/common/getfullredutions',
      rep,
      { currency: 'USD', active: 'true' },
      'en-US',
    );
    expect(usd.body.Data.Records.map((r) => r.Name)).toEqual([
      'USD 20 off from USD 1,000',
      'USD 150 off from USD 5,000',
    ]);
    const inactive = await get<R>('/merchant/common/getfullredutions', rep, { active: 'false' });
    expect(inactive.body.Data.Records.map((r) => r.Currency)).toEqual(['EUR']);
  });

  it('GET /merchant/common/purchaseinfosetting: key/values of a tenant', async () => {
    await expectGuarded(t, { method: 'GET', url: '/merchant/common/purchaseinfosetting' }, noRole);
    type S = { Key: string; Value: string; Name: string };
    const own = await get<S>('/merchant/common/purchaseinfosetting', buyer);
    const values = Object.fromEntries(own.body.Data.Records.map((s) => [s.Key, s.Value]));
    expect(values).toMatchObject({
      PoReviewThreshold: '50000',
      QuoteValidityDays: '7',
      DefaultPurchaseCurrency: 'CNY',
    });
    const hk = await get<S>('/merchant/common/purchaseinfosetting', buyer, { tenantId: 2 }, 'en-US');
    expect(hk.body.Data.Records.find((s) => s.Key === 'DefaultPurchaseCurrency')).toMatchObject({
      Value: 'HKD',
      Name: 'Default purchase currency',
    });
    const zh = await get<S>('/merchant/common/purchaseinfosetting', buyer, { tenantId: 2 });
    expect(zh.body.Data.Records.find((s) => s.Key === 'DefaultPurchaseCurrency')!.Name).toBe('默认采购币种');
  });
});
