import { COST_PARAM_DELETE_TYPE } from '@partdesk/shared/sales/margin/cost-param.codes';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, salesOrderBody } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { checkLedgers } from '../../../test/ledgers.js';
import { baseCountry } from '../../lookups/index.js';
import { salesOrder, salesOrderLine } from '../sales-order/sales-order.table.js';
import { salesCostParam } from './cost-param.table.js';

/** Landed-cost parameters, GP floors, the margin written on create, and who sees cost (decision 0032). */
let t: TestApp;
let f: ReturnType<typeof factories>;
const tok: Record<string, string> = {};
const URL = '/merchant/sale/costparam';
let de = 0;
beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  for (const a of ['admin', 'sales.rep', 'sales.leader']) tok[a] = await f.token(a);
  de = (await t.db.select().from(baseCountry).where(eq(baseCountry.code, 'DE')))[0]!.id;
});
afterAll(() => t.close());

const paramCount = async () => (await t.db.select({ n: count() }).from(salesCostParam))[0]!.n;
const param = (body: Record<string, unknown>) => ({
  TenantId: 2,
  CountryId: de,
  FreightPercent: '2',
  FreightFixed: '0',
  BankFeePercent: '1',
  BankFeeFixed: '0',
  DutyPercent: '5',
  InspectionFixed: '0',
  Currency: 'USD',
  ...body,
});

describe('landed-cost parameters (sales/parameter-setting)', () => {
  it('no session −100; a salesperson without the screen 403; a sales lead lists the demo rows', async () => {
    expect((await t.call('POST', `${URL}/Query`, { body: {} })).body.Code).toBe(-100);
    const rep = tok['sales.rep']!;
    expect((await t.call('POST', `${URL}/Query`, { token: rep, body: {} })).status).toBe(403);
    expect((await t.call('POST', URL, { token: rep, body: param({}) })).status).toBe(403);
    expect((await t.call('GET', '/merchant/sale/gpfloor', { token: rep })).status).toBe(403);
    const r = await t.call<{ Records: { TenantId: number; CountryId: number | null; Currency: string }[] }>(
      'POST',
      `${URL}/Query`,
      { token: tok['sales.leader']!, body: { pageSize: 50 } },
    );
    expect(r.body.Code).toBe(0);
    expect(r.body.Data.Records).toContainEqual(
      expect.objectContaining({ TenantId: 4, CountryId: null, Currency: 'USD' }),
    );
  });

  it('refuses every broken rule with a translated 400 naming the field; nothing written', async () => {
    const before = await paramCount();
    const cases: [Record<string, unknown>, string][] = [
      [param({ TenantId: 1 }), 'TenantId'],
      [param({ TenantId: 3 }), 'TenantId'],
      [param({ FreightPercent: '100.0001' }), 'FreightPercent'],
      [param({ BankFeePercent: '1.23456' }), 'BankFeePercent'],
      [param({ DutyPercent: '-1' }), 'DutyPercent'],
      [param({ FreightFixed: '-1' }), 'FreightFixed'],
      [param({ BankFeeFixed: '1.234' }), 'BankFeeFixed'],
      [param({ InspectionFixed: 'x' }), 'InspectionFixed'],
      [param({ Currency: 'JPY' }), 'Currency'],
      [param({ CountryId: 999_999 }), 'CountryId'],
      // The demo has an every-country row of company 4 already: one row per company + country.
      [param({ TenantId: 4, CountryId: null }), 'CountryId'],
    ];
    for (const [body, field] of cases) {
      const r = await t.call('POST', URL, { token: tok.admin!, body, lang: 'zh-CN' });
      expect(r.status, field).toBe(400);
      expect(r.body.Code, field).not.toBe(0);
      expect((r.body.Data as { Field: string }).Field, field).toBe(field);
      expect(r.body.Message, field).toMatch(/[\u4e00-\u9fff]/);
    }
    const en = await t.call('POST', URL, {
      token: tok.admin!,
      body: param({ DutyPercent: '5.12345' }),
      lang: 'en-US',
    });
    expect(en.body.Message).toBe('Duty % must be a number from 0 to 100 with at most 4 decimals');
    const dup = await t.call('POST', URL, {
      token: tok.admin!,
      body: param({ TenantId: 4, CountryId: null }),
      lang: 'en-US',
    });
    expect(dup.body.Message).toBe(
      'This company already has a parameter row for every country: edit that row instead',
    );
    expect(await paramCount()).toBe(before);
  });

  it('adds, edits at its version (stale → 409), deletes through the generic delete; sales may not', async () => {
    const lead = tok['sales.leader']!;
    const c = await t.call<{ Id: number; Version: number }>('POST', URL, {
      token: lead,
      body: param({ TenantId: 4, CountryId: de, Remark: ' EU ' }),
    });
    expect(c.body.Code).toBe(0);
    const id = c.body.Data.Id;
    const [row] = await t.db.select().from(salesCostParam).where(eq(salesCostParam.id, id));
    expect(row).toMatchObject({
      freightPercent: '2.0000',
      dutyPercent: '5.0000',
      remark: 'EU',
      currency: 'USD',
    });
    const u = await t.call('PUT', `${URL}/${id}`, {
      token: lead,
      body: param({ TenantId: 4, CountryId: de, FreightFixed: '12.5', Version: c.body.Data.Version }),
    });
    expect(u.body.Code).toBe(0);
    const stale = await t.call('PUT', `${URL}/${id}`, {
      token: lead,
      body: param({ TenantId: 4, CountryId: de, Version: c.body.Data.Version }),
    });
    expect(stale.status).toBe(409);
    const refused = await t.call('PUT', '/merchant/common/delete', {
      token: tok['sales.rep']!,
      query: { type: COST_PARAM_DELETE_TYPE, id },
    });
    expect(refused.status).toBe(403);
    const del = await t.call('PUT', '/merchant/common/delete', {
      token: lead,
      query: { type: COST_PARAM_DELETE_TYPE, id },
    });
    expect(del.body.Code).toBe(0);
    expect(await t.db.select().from(salesCostParam).where(eq(salesCostParam.id, id))).toHaveLength(0);
  });

  it('GP floor per company: 0–100 with ≤ 4 decimals naming FloorPercent, at its version', async () => {
    const lead = tok['sales.leader']!;
    const read = async () =>
      (
        await t.call<{ Records: { TenantId: number; FloorPercent: string | null; Version: number }[] }>(
          'GET',
          '/merchant/sale/gpfloor',
          { token: lead },
        )
      ).body.Data.Records;
    const demo = (await read()).find((r) => r.TenantId === 2)!;
    expect(demo.FloorPercent).toBe('8.0000');
    for (const FloorPercent of ['101', '1.23456', '-2', 'x']) {
      const r = await t.call('PUT', '/merchant/sale/gpfloor/2', {
        token: lead,
        body: { FloorPercent, Version: demo.Version },
      });
      expect(r.status, FloorPercent).toBe(400);
      expect(r.body.Data).toMatchObject({ Field: 'FloorPercent' });
    }
    expect(
      (
        await t.call('PUT', '/merchant/sale/gpfloor/1', {
          token: lead,
          body: { FloorPercent: '5', Version: 0 },
        })
      ).body.Data,
    ).toMatchObject({ Field: 'TenantId' });
    expect((await read()).find((r) => r.TenantId === 2)!.FloorPercent).toBe('8.0000');
    const stale = await t.call('PUT', '/merchant/sale/gpfloor/2', {
      token: lead,
      body: { FloorPercent: '15', Version: demo.Version + 5 },
    });
    expect(stale.status).toBe(409);
  });
});

type Line = Record<string, unknown> & { LineNo: number };
type Detail = Record<string, unknown> & { Lines: Line[] };

/** A USD order of sales.rep: line 1 costed from a 1 USD purchase quote (1000 × 1.25), line 2 without cost. */
async function costedOrder(body: Record<string, unknown>, as = 'sales.rep') {
  const pq = await f.purchaseQuote({ body: { CostPrice: '1', Currency: 'USD' } });
  const c = await f.customer({ as });
  const res = await t.call<{ Id: number }>('POST', '/merchant/sale/salesorder', {
    token: tok[as]!,
    body: salesOrderBody(
      c.id,
      [
        { Mpn: 'STM32F103C8T6', Brand: 'ST', Quantity: 1000, UnitPrice: '1.25', PurchaseQuoteId: pq.id },
        { Mpn: 'LM358DR', Brand: 'TI', Quantity: 2000, UnitPrice: '0.12' },
      ],
      { Currency: 'USD', ...body },
    ),
  });
  expect(res.body.Code, res.body.Message).toBe(0);
  return res.body.Data.Id;
}

describe('the margin of an order (applyLandedCost on create)', () => {
  it('company + country row: percentages of cost, amount and cost + freight; below the floor flagged', async () => {
    const lead = tok['sales.leader']!;
    expect((await t.call('POST', URL, { token: lead, body: param({}) })).body.Code).toBe(0);
    const floor = (
      await t.call<{ Records: { TenantId: number; Version: number }[] }>('GET', '/merchant/sale/gpfloor', {
        token: lead,
      })
    ).body.Data.Records.find((r) => r.TenantId === 2)!;
    expect(
      (
        await t.call('PUT', '/merchant/sale/gpfloor/2', {
          token: lead,
          body: { FloorPercent: '15', Version: floor.Version },
        })
      ).body.Code,
    ).toBe(0);
    const id = await costedOrder({ TenantId: 2, CountryId: de });
    const lines = await t.db
      .select()
      .from(salesOrderLine)
      .where(eq(salesOrderLine.orderId, id))
      .orderBy(salesOrderLine.lineNo);
    // 1000 + 2 % freight 20 + 1 % of 1250 bank fee 12.5 + 5 % duty of 1020 (51) = 1083.5.
    expect(lines[0]).toMatchObject({ landedCost: '1.083500', grossProfit: '166.50', gpPercent: '13.3200' });
    // The line without cost has no landed cost and stays out of the GP.
    expect(lines[1]).toMatchObject({ landedCost: null, grossProfit: null, gpPercent: null });
    const [o] = await t.db.select().from(salesOrder).where(eq(salesOrder.id, id));
    expect(o).toMatchObject({
      landedCost: '1083.50',
      grossProfit: '166.50',
      gpPercent: '13.3200',
      belowGpFloor: true,
    });
    // An edit prices it again: 1.25 → 1.50 moves the bank fee (1 % of 1500) and lifts it over the floor.
    const d = (await t.call<Detail>('GET', `/merchant/sale/salesorder/${id}`, { token: tok['sales.rep']! }))
      .body.Data;
    const lineBody = (l: Line, price?: string) => ({
      Id: l.Id,
      Mpn: l.Mpn,
      Brand: l.Brand,
      Quantity: l.Quantity,
      UnitPrice: price ?? l.UnitPrice,
      ...(l.PurchaseQuoteId ? { PurchaseQuoteId: l.PurchaseQuoteId } : {}),
    });
    const edit = await t.call('PUT', `/merchant/sale/salesorder/${id}`, {
      token: tok['sales.rep']!,
      body: {
        ...salesOrderBody(d.CustomerId as number, [lineBody(d.Lines[0]!, '1.5'), lineBody(d.Lines[1]!)], {
          TenantId: 2,
          CountryId: de,
          Currency: 'USD',
        }),
        Version: d.Version,
      },
    });
    expect(edit.body.Code, edit.body.Message).toBe(0);
    const [e] = await t.db.select().from(salesOrder).where(eq(salesOrder.id, id));
    // 1000 + 20 + 15 + 51 = 1086 → GP 414 = 27.6 % ≥ 15 %.
    expect(e).toMatchObject({
      landedCost: '1086.00',
      grossProfit: '414.00',
      gpPercent: '27.6000',
      belowGpFloor: false,
    });
    expect(await checkLedgers(t)).toEqual([]);
  });

  it("another country falls back to the company's every-country row (fixed amounts per order)", async () => {
    // Company 4's demo row for every country: freight 2 % + 25 USD, bank fee 0.1 % + 15 USD.
    const id = await costedOrder({ TenantId: 4, CountryId: de });
    const [l] = await t.db
      .select()
      .from(salesOrderLine)
      .where(eq(salesOrderLine.orderId, id))
      .orderBy(salesOrderLine.lineNo);
    // 1000 + 45 + 16.25 = 1061.25 → GP 188.75 = 15.1 %; floor of company 4 is 8 %.
    expect(l).toMatchObject({ landedCost: '1.061250', grossProfit: '188.75', gpPercent: '15.1000' });
    const [o] = await t.db.select().from(salesOrder).where(eq(salesOrder.id, id));
    expect(o).toMatchObject({ landedCost: '1061.25', gpPercent: '15.1000', belowGpFloor: false });
  });

  it('only cost holders receive cost, landed cost, GP and GP %: the server leaves them out for others', async () => {
    const id = await costedOrder({ TenantId: 2, CountryId: de });
    const detail = (token: string) =>
      t.call<Detail>('GET', `/merchant/sale/salesorder/${id}`, { token }).then((r) => r.body.Data);
    const mine = await detail(tok['sales.rep']!);
    for (const k of ['LandedCost', 'GrossProfit', 'GpPercent']) expect(mine, k).not.toHaveProperty(k);
    for (const k of ['CostPrice', 'CostCurrency', 'LandedCost', 'GrossProfit', 'GpPercent'])
      expect(mine.Lines[0], k).not.toHaveProperty(k);
    expect(mine.Lines[0]).toMatchObject({ Mpn: 'STM32F103C8T6', UnitPrice: '1.250000' });
    const admin = await detail(tok.admin!);
    expect(admin).toMatchObject({ LandedCost: '1083.50', GrossProfit: '166.50', BelowGpFloor: true });
    expect(admin.Lines[0]).toMatchObject({ CostPrice: '1.000000', LandedCost: '1.083500' });
    // A sales lead holds the parameter screen, so the permit: their own order comes whole.
    const leads = await costedOrder({ TenantId: 2, CountryId: de }, 'sales.leader');
    const lead = (
      await t.call<Detail>('GET', `/merchant/sale/salesorder/${leads}`, { token: tok['sales.leader']! })
    ).body.Data;
    expect(lead).toMatchObject({ GpPercent: '13.3200' });
    expect(lead.Lines[0]).toMatchObject({ CostPrice: '1.000000', GrossProfit: '166.50' });
    // The margin view: 403 without the permit, the unit breakdown with it; out of scope → 404.
    expect(
      (await t.call('GET', `/merchant/sale/salesorder/${id}/margin`, { token: tok['sales.rep']! })).status,
    ).toBe(403);
    const m = await t.call<Detail & { FloorPercent: string }>(
      'GET',
      `/merchant/sale/salesorder/${id}/margin`,
      {
        token: tok.admin!,
      },
    );
    expect(m.body.Data).toMatchObject({ GpPercent: '13.3200', FloorPercent: '15.0000' });
    expect(m.body.Data.Lines[0]!.Breakdown).toEqual({
      cost: '1.000000',
      freight: '0.020000',
      bankFee: '0.012500',
      duty: '0.051000',
      inspection: '0.000000',
    });
    expect(m.body.Data.Lines[1]!.Breakdown).toBeNull();
    expect(
      (await t.call('GET', '/merchant/sale/salesorder/99999999/margin', { token: tok.admin! })).status,
    ).toBe(404);
  });
});
