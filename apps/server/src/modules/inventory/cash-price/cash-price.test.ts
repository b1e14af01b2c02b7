import { CASH_PRICE_DELETE_TYPE } from '@partdesk/shared/inventory/cash-price/cash-price.codes';
import { CASH_PRICE_PERMITS } from '@partdesk/shared/inventory/cash-price/cash-price.resource';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithout } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createLedgerFixture, ledgerFixtureDocument } from '../../../test/ledger-fixture.js';
import { checkLedgers } from '../../../test/ledgers.js';
import { invLot } from '../ledger/stock-ledger.table.js';
import { lot, monthsAgo } from '../test/lots.js';
import { invCashPriceRule } from './cash-price.table.js';

/** Cash price rules over HTTP (decision 0028): access, refusals naming the field, defaulting a lot's price. */
let t: TestApp;
const tok: Record<string, string> = {};
const URL = '/merchant/purchase/cashprice';
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  for (const a of ['sales.rep', 'purchase.head', 'buyer']) tok[a] = await t.login(a);
});
afterAll(() => t.close());

const rules = async () => (await t.db.select({ n: count() }).from(invCashPriceRule))[0]!.n;
const priceOf = async (id: number) =>
  (await t.db.select({ p: invLot.cashPrice }).from(invLot).where(eq(invLot.id, id)))[0]!.p;

describe('cash price rules (/purchase/parameterSetting/cashPrice)', () => {
  it('no session → −100; a role without the screen → 403 (sales, buyers); the price setter lists the demo rules', async () => {
    expect((await t.call('POST', `${URL}/Query`, { body: {} })).body.Code).toBe(-100);
    for (const a of ['sales.rep', 'buyer']) {
      expect((await t.call('POST', `${URL}/Query`, { token: tok[a]!, body: {} })).status, a).toBe(403);
      expect((await t.call('POST', URL, { token: tok[a]!, body: { MarkupPercent: '1' } })).status, a).toBe(
        403,
      );
    }
    const other = await accountWithout(t, CASH_PRICE_PERMITS.update);
    expect(
      (await t.call('PUT', `${URL}/1`, { token: other, body: { MarkupPercent: '1', Version: 1 } })).status,
    ).toBe(403);
    const r = await t.call<{ Records: { Brand: string; AgeFrom: number; MarkupPercent: string }[] }>(
      'POST',
      `${URL}/Query`,
      { token: tok['purchase.head']!, body: { pageSize: 100 } },
    );
    expect(r.body.Code).toBe(0);
    expect(r.body.Data.Records).toContainEqual(
      expect.objectContaining({ Brand: '', AgeFrom: 0, AgeTo: 6, MarkupPercent: '25.0000' }),
    );
  });

  it('refuses bad rules with a translated 400 naming the field; nothing written', async () => {
    const before = await rules();
    const cases: [Record<string, unknown>, string][] = [
      [{ Brand: 'NoSuchMaker', MarkupPercent: '10' }, 'Brand'],
      [{ Brand: 'ST', AgeFrom: -1, MarkupPercent: '10' }, 'AgeFrom'],
      [{ Brand: 'ST', AgeFrom: 1.5, MarkupPercent: '10' }, 'AgeFrom'],
      [{ Brand: 'ST', AgeFrom: 6, AgeTo: 6, MarkupPercent: '10' }, 'AgeTo'],
      [{ Brand: 'ST', CostFrom: 'x', MarkupPercent: '10' }, 'CostFrom'],
      [{ Brand: 'ST', CostFrom: '0.1234567', MarkupPercent: '10' }, 'CostFrom'],
      [{ Brand: 'ST', CostFrom: '5', CostTo: '4', MarkupPercent: '10' }, 'CostTo'],
      [{ Brand: 'ST', MarkupPercent: '-1' }, 'MarkupPercent'],
      [{ Brand: 'ST', MarkupPercent: '10.12345' }, 'MarkupPercent'],
      [{ Brand: 'ST', MarkupPercent: '1000.5' }, 'MarkupPercent'],
      // Any brand, 3–9 months: overlaps the demo rules 0–6 and 6–12 (both bands cover a common lot).
      [{ AgeFrom: 3, AgeTo: 9, MarkupPercent: '10' }, 'AgeFrom'],
    ];
    for (const [body, field] of cases) {
      const r = await t.call('POST', URL, { token: tok['purchase.head']!, body, lang: 'zh-CN' });
      expect(r.status, field).toBe(400);
      expect(r.body.Code, field).toBe(400);
      expect((r.body.Data as { Field: string }).Field, field).toBe(field);
      expect(r.body.Message, field).toMatch(/[\u4e00-\u9fff]/);
    }
    const en = await t.call('POST', URL, {
      token: tok['purchase.head']!,
      body: { Brand: 'ST', MarkupPercent: '10.12345' },
      lang: 'en-US',
    });
    expect(en.body.Message).toBe('Markup must be a number from 0 to 1000 with at most 4 decimals');
    expect(await rules()).toBe(before);
  });

  it('a brand rule wins over an any-brand rule; the age and cost bands pick the rule; a given price is kept', async () => {
    const head = tok['purchase.head']!;
    // ST lots of up to 10 CNY cost, any age: 40 %. Cost bands of one brand may sit side by side.
    const st = await t.call<{ Id: number; Version: number }>('POST', URL, {
      token: head,
      body: { Brand: 'st', CostFrom: '0', CostTo: '10', MarkupPercent: '40', Remark: 'ST cheap' },
    });
    expect(st.body.Code).toBe(0);
    expect(
      (await t.call('POST', URL, { token: head, body: { Brand: 'ST', CostFrom: '10', MarkupPercent: '30' } }))
        .body.Code,
    ).toBe(0);
    const [row] = await t.db.select().from(invCashPriceRule).where(eq(invCashPriceRule.id, st.body.Data.Id));
    expect(row).toMatchObject({ brand: 'ST', costTo: '10.000000', markupPercent: '40.0000', ageTo: null });

    const today = await monthsAgo(t, 0);
    // ST, 1 USD × 7 = 7 CNY: the ST rule, 1 × 1.40.
    expect(await priceOf(await lot(t, 10, { brand: 'ST', unitCost: '1', receivedOn: today }))).toBe(
      '1.400000',
    );
    // ST, 2 USD × 7.1 = 14.2 CNY: the ST rule from 10 CNY, 30 %.
    expect(await priceOf(await lot(t, 10, { brand: 'ST', unitCost: '2', rateToCny: '7.1' }))).toBe(
      '2.600000',
    );
    // NXP (no NXP rule), received 8 months ago: any brand 6–12 months, 15 %.
    const aged = await monthsAgo(t, 8);
    expect(await priceOf(await lot(t, 10, { brand: 'NXP', unitCost: '1.5', receivedOn: aged }))).toBe(
      '1.725000',
    );
    // NXP received today: any brand 0–6 months, 25 %; 0.123457 × 1.25 = 0.15432125 → 0.154321 (half-up).
    expect(await priceOf(await lot(t, 10, { brand: 'NXP', unitCost: '0.123457', receivedOn: today }))).toBe(
      '0.154321',
    );
    // Murata through an alias-free name, cheap and young: its own rule, 60 %; 14 months old: any brand 12+, 8 %.
    expect(
      await priceOf(
        await lot(t, 10, {
          brand: 'Murata',
          unitCost: '0.1',
          rateToCny: '1',
          currency: 'CNY',
          receivedOn: today,
        }),
      ),
    ).toBe('0.160000');
    const old = await monthsAgo(t, 14);
    expect(
      await priceOf(
        await lot(t, 10, {
          brand: 'Murata',
          unitCost: '0.1',
          rateToCny: '1',
          currency: 'CNY',
          receivedOn: old,
        }),
      ),
    ).toBe('0.108000');
    // A price the caller gives is kept as it is.
    expect(await priceOf(await lot(t, 10, { brand: 'ST', cashPrice: '9.99' }))).toBe('9.990000');
    expect(await checkLedgers(t, [ledgerFixtureDocument])).toEqual([]);
  });

  it('edits a rule at its version (stale → 409) and deletes it through the generic delete; sales may not', async () => {
    const head = tok['purchase.head']!;
    const c = await t.call<{ Id: number; Version: number }>('POST', URL, {
      token: head,
      body: { Brand: 'Nexperia', AgeFrom: 0, AgeTo: 3, MarkupPercent: '33.5' },
    });
    expect(c.body.Code).toBe(0);
    const id = c.body.Data.Id;
    const u = await t.call('PUT', `${URL}/${id}`, {
      token: head,
      body: { Brand: 'Nexperia', AgeFrom: 0, AgeTo: 4, MarkupPercent: '30', Version: c.body.Data.Version },
    });
    expect(u.body.Code).toBe(0);
    const stale = await t.call('PUT', `${URL}/${id}`, {
      token: head,
      body: { Brand: 'Nexperia', MarkupPercent: '1', Version: c.body.Data.Version },
    });
    expect(stale.status).toBe(409);
    const refused = await t.call('PUT', '/merchant/common/delete', {
      token: tok['sales.rep']!,
      query: { type: CASH_PRICE_DELETE_TYPE, id },
    });
    expect(refused.status).toBe(403);
    const del = await t.call('PUT', '/merchant/common/delete', {
      token: head,
      query: { type: CASH_PRICE_DELETE_TYPE, id },
    });
    expect(del.body.Code).toBe(0);
    expect(await t.db.select().from(invCashPriceRule).where(eq(invCashPriceRule.id, id))).toHaveLength(0);
  });
});
