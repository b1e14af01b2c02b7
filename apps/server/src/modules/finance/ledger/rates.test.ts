import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows as resultRows } from '../../../core/db/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import type { PostBy } from './post-entries.js';
import { rateOn, requireRateOn, setRate } from './rates.js';

let t: TestApp;
const by: PostBy = { userId: 1, lang: 'en-US' };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const set = (currency: string, date: string, rate: string) =>
  t.db.transaction((tx) => setRate(tx, by, currency, date, rate));

describe('dated exchange rates (issue #13)', () => {
  it('answers the rate in force on a date: the latest date on or before it, the newest row of that date', async () => {
    await set('GBP', '2020-01-01', '7.7');
    await set('GBP', '2020-01-10', '7.75');
    expect(await rateOn(t.db, 'GBP', '2019-12-31')).toBeNull();
    expect(await rateOn(t.db, 'GBP', '2020-01-01')).toBe('7.700000');
    expect(await rateOn(t.db, 'GBP', '2020-01-09')).toBe('7.700000');
    expect(await rateOn(t.db, 'GBP', '2020-02-29')).toBe('7.750000');
    // A correction of the same date is a new row; the old one stays as history.
    await set('GBP', '2020-01-10', '7.751234');
    expect(await rateOn(t.db, 'GBP', '2020-01-10')).toBe('7.751234');
    expect(await rateOn(t.db, 'CNY', '1999-01-01')).toBe('1.000000');
    await expect(requireRateOn(t.db, 'GBP', '2019-10-01')).rejects.toMatchObject({
      key: 'finance.noRate',
      params: { currency: 'GBP', date: '2019-10-01' },
    });
  });

  it('refuses the base currency, an unknown currency, a rate ≤ 0 or with more than 6 decimals, an invalid date', async () => {
    await expect(set('CNY', '2020-01-01', '1')).rejects.toMatchObject({ key: 'finance.baseRate' });
    await expect(set('USD', '2020-01-01', '0')).rejects.toMatchObject({
      key: 'finance.ratePositive',
      field: 'Rate',
    });
    await expect(set('USD', '2020-01-01', '-7')).rejects.toMatchObject({ field: 'Rate' });
    await expect(set('USD', '2020-01-01', 'seven')).rejects.toMatchObject({
      key: 'errors.fieldInvalid',
      field: 'Rate',
    });
    await expect(set('USD', '2020-01-01', '7.1234567')).rejects.toMatchObject({
      key: 'finance.amountDecimals',
    });
    await expect(set('USD', '2020-13-01', '7.1')).rejects.toMatchObject({ field: 'RateDate' });
    expect(await rateOn(t.db, 'USD', '2020-01-02')).toBeNull();
    await expect(set('XYZ', '2020-01-01', '7.1')).rejects.toMatchObject({
      key: 'errors.fieldInvalid',
      field: 'Currency',
    });
  });
});

describe('demo rates', () => {
  it('every non-base currency has a rate for each of the last 90 days, within 1.5 % of the lookup rate', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const code of ['USD', 'HKD', 'EUR', 'GBP']) {
      const r = await rateOn(t.db, code, today);
      expect(r, code).not.toBeNull();
      expect(Number(r)).toBeGreaterThan(0);
    }
    const days = resultRows<{ n: number; lo: string; hi: string }>(
      await t.db.execute(
        sql`select count(distinct rate_date)::int n, min(r.rate / c.rate)::text lo, max(r.rate / c.rate)::text hi
            from fin_exchange_rate r join base_currency c on c.code = r.currency where r.currency = 'USD'`,
      ),
    )[0]!;
    expect(days.n).toBe(90);
    expect(Number(days.lo)).toBeGreaterThanOrEqual(0.985);
    expect(Number(days.hi)).toBeLessThanOrEqual(1.015);
  });
});
