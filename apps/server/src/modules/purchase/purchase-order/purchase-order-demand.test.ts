import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { type DemandRow, registerDemandSource } from '../demand/purchase-demand.js';
import { purOrder, purOrderLine } from './purchase-order.table.js';
import { poKit } from './test/po-kit.js';

/**
 * Pending order and generate-purchase (issue #15, decision 0037) on a demand source registered by the
 * test (purchase reads demand only through registered sources; sales' stocking-request source is
 * tested in the sales module): rows still to buy, POs grouped by supplier, currency and owner company,
 * the demand row kept line to line, a row fully on open POs not offered again nor taken twice.
 */
let t: TestApp;
let k: ReturnType<typeof poKit>;
let usd: { id: number; name: string };
let cny: { id: number; name: string };
const SOURCE = 'testDemand';
const demand: DemandRow[] = [];
const row = (lineId: number, qty: number, over: Partial<DemandRow> = {}): DemandRow => ({
  sourceType: SOURCE,
  sourceId: 900,
  sourceNo: 'BH-TEST',
  lineId,
  orderId: 70,
  orderNo: 'PI-TEST',
  orderLineId: 7000 + lineId,
  partId: null,
  mpn: `MPN-${lineId}`,
  brand: 'TI',
  package: 'SOIC-8',
  qty,
  requiredDate: '2026-12-31',
  salespersonId: null,
  salesperson: null,
  customerId: null,
  customer: null,
  tenantId: 2,
  since: null,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  k = poKit(t);
  usd = await k.supplierIn('USD');
  cny = await k.supplierIn('CNY');
  demand.push(row(1, 500), row(2, 300), row(3, 100), row(4, 50, { tenantId: 1 }));
  registerDemandSource(t.db, SOURCE, async (_exec, f) =>
    demand.filter((d) => !f.mpn || d.mpn.includes(f.mpn)),
  );
});
afterAll(() => t.close());

type Pending = { LineId: number; Quantity: number; OnOrderQty: number; OpenQty: number; OrderLineId: number };
const pending = async (as = 'buyer') =>
  (
    await t.call<{ Records: Pending[]; TotalCount: number }>(
      'POST',
      '/merchant/purchase/pendingorder/Query',
      {
        token: await k.token(as),
        body: { SourceType: SOURCE, pageSize: 100 },
      },
    )
  ).body;
const generate = async (Rows: Record<string, unknown>[], as = 'buyer') =>
  t.call<{ Orders: { Id: number; No: string }[] }>('POST', '/merchant/purchase/purchaseorder/generate', {
    token: await k.token(as),
    body: { Rows },
    lang: 'en-US',
  });
const r = (LineId: number, SupplierId: number, extra: Record<string, unknown> = {}) => ({
  SourceType: SOURCE,
  LineId,
  SupplierId,
  ...extra,
});

describe('pending order and generate-purchase', () => {
  it('lists the demand still to buy; sales cannot; the counter counts the rows', async () => {
    const p = await pending();
    expect(p.Code).toBe(0);
    expect(p.Data.Records.map((x) => [x.LineId, x.OpenQty])).toEqual([
      [1, 500],
      [2, 300],
      [3, 100],
      [4, 50],
    ]);
    expect((await pending('sales.rep')).Code).not.toBe(0);
    expect((await k.todos('buyer')).PendingPurchaseCount).toBeGreaterThanOrEqual(4);
  });

  it('refuses bad ticks naming the row, writing nothing', async () => {
    const before = await k.countPos();
    const cases: [Record<string, unknown>[], string, RegExp][] = [
      [[r(1, usd.id), r(1, cny.id)], 'Rows[1].LineId', /Row 2: the same demand row is ticked twice/],
      [[r(99, usd.id)], 'Rows[0].LineId', /Row 1: this demand is already fully on purchase orders/],
      [[r(1, usd.id, { Quantity: 501 })], 'Rows[0].Quantity', /more than the 500 still to buy/],
      [[r(1, usd.id, { Quantity: 0 })], 'Rows[0].Quantity', /positive whole number/],
      [[r(1, usd.id, { UnitCost: '0.1234567' })], 'Rows[0].UnitCost', /at most 6 decimals/],
      [[r(1, 999_999)], 'Rows[0].SupplierId', /No such supplier/],
      [[r(4, usd.id)], 'Rows[0].LineId', /owner company 1/],
    ];
    for (const [rows, field, msg] of cases) {
      const res = await generate(rows);
      expect(res.status, field).toBe(400);
      expect(res.body.Data, field).toMatchObject({ Field: field });
      expect(res.body.Message, field).toMatch(msg);
    }
    expect(await k.countPos()).toBe(before);
  });

  it('one PO per supplier and currency, to complete, lines keeping their demand; not taken twice', async () => {
    const c0 = (await k.todos('buyer')).PurchaseOrderToCompleteCount ?? 0;
    const res = await generate([
      r(1, usd.id, { UnitCost: '0.25' }),
      r(2, cny.id),
      r(3, usd.id, { Quantity: 60 }),
    ]);
    expect(res.body.Code, res.body.Message).toBe(0);
    const orders = res.body.Data.Orders;
    expect(orders).toHaveLength(2);
    const pos = await t.db
      .select()
      .from(purOrder)
      .where(
        inArray(
          purOrder.id,
          orders.map((o) => o.Id),
        ),
      );
    expect(pos.map((p) => [p.supplierId, p.currency, p.status, p.tenantId]).sort()).toEqual(
      [
        [usd.id, 'USD', 5, 2],
        [cny.id, 'CNY', 5, 2],
      ].sort(),
    );
    const usdPo = pos.find((p) => p.currency === 'USD')!;
    const d = (await k.detail(usdPo.id)).body.Data;
    expect(
      d.Lines.map((l) => [l.Mpn, l.Quantity, l.UnitCost, l.SourceType, l.SourceLineId, l.SalesOrderLineId]),
    ).toEqual([
      ['MPN-1', 500, '0.250000', SOURCE, 1, 7001],
      ['MPN-3', 60, null, SOURCE, 3, 7003],
    ]);
    expect(d.Amount).toBe('125.00');
    // Row 1 and 2 are fully on POs; row 3 has 40 left.
    expect((await pending()).Data.Records.map((x) => [x.LineId, x.OnOrderQty, x.OpenQty])).toEqual([
      [3, 60, 40],
      [4, 0, 50],
    ]);
    const twice = await generate([r(1, usd.id)]);
    expect(twice.body.Data).toMatchObject({ Field: 'Rows[0].LineId' });
    const over = await generate([r(3, usd.id, { Quantity: 41 })]);
    expect(over.body.Message).toMatch(/more than the 40 still to buy/);
    // The to-complete counter = the list with status=5.
    const c1 = (await k.todos('buyer')).PurchaseOrderToCompleteCount;
    expect(c1).toBe(c0 + 2);
    expect((await k.list({ status: [5] })).body.Data.TotalCount).toBe(c1);
    // Completing and submitting: the line without a cost is refused, then priced and submitted.
    const sub = await k.put(usdPo.id, 'submit', { Version: d.Version });
    expect(sub.body.Data).toMatchObject({ Field: 'Lines[1].UnitCost' });
    // A cancelled PO gives its demand back.
    const cnyPo = pos.find((p) => p.currency === 'CNY')!;
    const cancel = await k.put(cnyPo.id, 'cancel', { Version: cnyPo.version, Reason: 'wrong supplier' });
    expect(cancel.body.Code, cancel.body.Message).toBe(0);
    expect((await pending()).Data.Records.map((x) => [x.LineId, x.OpenQty])).toEqual([
      [2, 300],
      [3, 40],
      [4, 50],
    ]);
    const lines = await t.db.select().from(purOrderLine).where(eq(purOrderLine.orderId, cnyPo.id));
    expect(lines.map((l) => l.sourceLineId)).toEqual([2]);
  });
});
