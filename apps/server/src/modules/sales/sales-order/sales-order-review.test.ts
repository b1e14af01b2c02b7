import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D } from '@partdesk/shared/core/money';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createLedgerFixture } from '../../../test/ledger-fixture.js';
import { salesOrder } from './sales-order.table.js';
import { orderKit } from './test/order-kit.js';

/**
 * Decision 0033: submit, the sales chain by amount in CNY, the GP-floor margin step, the purchase side,
 * reject → 7 → resubmit, segregation, counters, the queue summaries, and approval reserving own lots.
 */
let t: TestApp;
let k: ReturnType<typeof orderKit>;
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  k = orderKit(t);
});
afterAll(() => t.close());

/** A big order: 10 000 × 1.25 USD + 13 % ≈ 14 125 USD ≈ 100 000 CNY, above the finance step's 50 000. */
const big = [{ Mpn: 'ZZSO-BIG', Brand: 'ST', Quantity: 10000, UnitPrice: '1.250000' }];

describe('sales order review chain', () => {
  it('a small order: team leader → manager → purchasing (no finance) → approved; status follows the step', async () => {
    const o = await k.f.salesOrder();
    const before = (await k.counts('sales.leader')).SaleOrderAuditCount ?? 0;
    const s = await k.submit(o.id);
    expect(s.body.Code, s.body.Message).toBe(0);
    expect(s.body.Data.Status).toBe(2);
    expect((await k.counts('sales.leader')).SaleOrderAuditCount).toBe(before + 1);
    // The salesperson may not submit twice (not editable any more).
    const again = await k.submit(o.id);
    expect(again.status).toBe(400);
    expect(again.body.Data).toMatchObject({ Field: 'Status' });
    // A team leader cannot decide the manager's step; the purchase head has no sales queue step.
    expect((await k.decide('salesOrder', o.id, 'sales.leader')).body.Code).toBe(0);
    expect((await k.detail(o.id)).status).toBe(3);
    expect((await k.decide('salesOrder', o.id, 'sales.leader')).status).toBe(403);
    expect((await k.decide('salesOrder', o.id, 'sales.manager')).body.Code).toBe(0);
    // No finance step below 50 000 CNY: straight to the purchase side.
    expect((await k.detail(o.id)).status).toBe(5);
    expect(await k.pendingTypes(o.id)).toEqual([{ doc_type: 'salesOrderPurchase', step_no: 1 }]);
    expect((await k.counts('purchase.head')).PurchaseSaleOrderAuditCount).toBeGreaterThan(0);
    expect((await k.decide('salesOrderPurchase', o.id, 'buyer')).status).toBe(403);
    expect((await k.decide('salesOrderPurchase', o.id, 'purchase.head')).body.Code).toBe(0);
    const d = await k.detail(o.id);
    expect(d.status).toBe(6);
    // No own stock of these parts: out of stock, not notifiable.
    expect(d).toMatchObject({ inBoundStatus: 4, NotifyStatus: 1 });
    expect(await k.ledgersClean()).toEqual([]);
  });

  it('a big order (≥ 50 000 CNY) goes through finance (status 4) before purchasing', async () => {
    const o = await k.f.salesOrder({ lines: big });
    await k.submit(o.id);
    await k.decide('salesOrder', o.id, 'sales.leader');
    await k.decide('salesOrder', o.id, 'sales.manager');
    expect((await k.detail(o.id)).status).toBe(4);
    expect((await k.counts('accountant')).SaleOrderAuditCount).toBeGreaterThan(0);
    // Its queue row says the amount in CNY the chain was decided by.
    const q = await t.call<{
      Records: {
        DocId: number;
        Amount: string;
        Currency: string;
        Summary: { Currency: string; Facts: { Label: string; Value: string }[] };
      }[];
    }>('POST', '/merchant/review/salesOrder/Query', {
      token: await k.f.token('accountant'),
      body: { DocNo: o.no },
    });
    const row = q.body.Data.Records[0]!;
    // A USD order: the amount column is its total in USD (never its CNY amount labelled USD); the
    // CNY amount the chain went by is a fact of the summary.
    const [o2] = await t.db.select().from(salesOrder).where(eq(salesOrder.id, o.id));
    expect([row.Amount, row.Currency]).toEqual([o2!.total, 'USD']);
    const cny = row.Summary.Facts.find((x) => x.Label === 'resources.review.AmountCny')!.Value;
    expect(cny).toBe(new D(o2!.total).mul(o2!.rate).toFixed(2));
    expect(Number(cny)).toBeGreaterThanOrEqual(50000);
    expect((await k.decide('salesOrder', o.id, 'accountant')).body.Code).toBe(0);
    expect((await k.detail(o.id)).status).toBe(5);
    await k.decide('salesOrderPurchase', o.id, 'purchase.head');
    expect((await k.detail(o.id)).status).toBe(6);
  });

  it('an order below the GP floor gets the margin step (director/manager) after the chain, its queue row says why', async () => {
    const o = await k.f.salesOrder();
    // belowGpFloor and gpPercent are engineer B's (landed-cost margin); set here as its computation would.
    await t.db.execute(
      sql`update sales_order set below_gp_floor = true, gp_percent = 4.5 where id = ${o.id}`,
    );
    await k.submit(o.id);
    await k.decide('salesOrder', o.id, 'sales.leader');
    await k.decide('salesOrder', o.id, 'sales.manager');
    expect((await k.detail(o.id)).status).toBe(3);
    expect(await k.pendingTypes(o.id)).toEqual([{ doc_type: 'salesOrderMargin', step_no: 1 }]);
    const q = await t.call<{
      Records: { DocNo: string; Summary: { Reason: { Key: string; Params: Record<string, string> } } }[];
    }>('POST', '/merchant/review/salesOrderMargin/Query', {
      token: await k.f.token('sales.director'),
      body: { DocNo: o.no },
    });
    expect(q.body.Data.Records[0]!.Summary.Reason).toEqual({
      Key: 'resources.review.reasonBelowGpFloor',
      Params: { percent: '4.50' },
    });
    expect((await k.counts('sales.director')).SaleOrderMarginAuditCount).toBeGreaterThan(0);
    // A team leader is not a margin reviewer.
    expect((await k.decide('salesOrderMargin', o.id, 'sales.leader')).status).toBe(403);
    expect((await k.decide('salesOrderMargin', o.id, 'sales.director')).body.Code).toBe(0);
    expect((await k.detail(o.id)).status).toBe(5);
    await k.decide('salesOrderPurchase', o.id, 'purchase.head');
    expect((await k.detail(o.id)).status).toBe(6);
  });

  it('a rejection at any step → 7 (counted for the salesperson), resubmitted into the chain from the start', async () => {
    const rejectedBefore = (await k.counts('sales.rep')).RejectedSaleOrderCount ?? 0;
    const a = await k.f.salesOrder();
    await k.submit(a.id);
    const r = await k.decide('salesOrder', a.id, 'sales.leader', 'reject');
    expect(r.body.Code, r.body.Message).toBe(0);
    expect((await k.detail(a.id)).status).toBe(7);
    const b = await k.f.salesOrder();
    await k.submit(b.id);
    await k.decide('salesOrder', b.id, 'sales.leader');
    await k.decide('salesOrder', b.id, 'sales.manager');
    await k.decide('salesOrderPurchase', b.id, 'purchase.head', 'reject');
    expect((await k.detail(b.id)).status).toBe(7);
    expect((await k.counts('sales.rep')).RejectedSaleOrderCount).toBe(rejectedBefore + 2);
    // Resubmit: back to the team leader.
    const s = await k.submit(b.id);
    expect(s.body.Data.Status).toBe(2);
    expect(await k.pendingTypes(b.id)).toEqual([{ doc_type: 'salesOrder', step_no: 1 }]);
    await k.approveAll(b.id);
    expect((await k.detail(b.id)).status).toBe(6);
    expect((await k.counts('sales.rep')).RejectedSaleOrderCount).toBe(rejectedBefore + 1);
  });

  it('nobody decides their own order; a stale Version is refused', async () => {
    const o = await k.f.salesOrder({ as: 'sales.leader' });
    const stale = await k.put(o.id, 'submit', { Version: o.version + 5 }, 'sales.leader');
    expect(stale.status).toBe(409);
    expect((await k.detail(o.id)).status).toBe(0);
    await k.submit(o.id, 'sales.leader');
    const own = await k.decide('salesOrder', o.id, 'sales.leader');
    expect(own.status).toBe(403);
    expect((await k.detail(o.id)).status).toBe(2);
    expect((await k.decide('salesOrder', o.id, 'sales.supervisor')).body.Code).toBe(0);
  });
});

describe('approval reserves own lots', () => {
  it('the chosen lot first, then passed-QC lots of the same MPN + brand oldest first; partial allowed; notifiable', async () => {
    const chosen = await k.lot(30, { mpn: 'ZZSO-RSV', brand: 'TI', receivedOn: '2026-03-01' });
    const old = await k.lot(50, { mpn: 'zzso-rsv', brand: 'ti', receivedOn: '2025-06-01' });
    const newer = await k.lot(50, { mpn: 'ZZSO-RSV', brand: 'TI', receivedOn: '2026-02-01' });
    const quarantined = await k.lot(500, { mpn: 'ZZSO-RSV', brand: 'TI', receivedOn: '2024-01-01', qc: 1 });
    const other = await k.lot(500, { mpn: 'ZZSO-RSV', brand: 'ST', receivedOn: '2024-01-01' });
    const partial = await k.lot(7, { mpn: 'ZZSO-PART', brand: 'NXP' });
    const o = await k.f.salesOrder({
      lines: [
        { Mpn: 'ZZSO-RSV', Brand: 'TI', Quantity: 100, UnitPrice: '2', LotId: chosen },
        { Mpn: 'ZZSO-PART', Brand: 'NXP', Quantity: 10, UnitPrice: '3' },
        { Mpn: 'ZZSO-NONE', Brand: 'NXP', Quantity: 5, UnitPrice: '3' },
      ],
    });
    await k.submit(o.id);
    await k.approveAll(o.id);
    const d = await k.detail(o.id);
    expect(d.status).toBe(6);
    const [l1, l2, l3] = d.Lines;
    expect(await k.reservations(o.id)).toEqual([
      { lot_id: chosen, doc_line_id: l1!.Id, qty: 30 },
      { lot_id: old, doc_line_id: l1!.Id, qty: 50 },
      { lot_id: newer, doc_line_id: l1!.Id, qty: 20 },
      { lot_id: partial, doc_line_id: l2!.Id, qty: 7 },
    ]);
    expect(await k.lotReserved(quarantined)).toBe(0);
    expect(await k.lotReserved(other)).toBe(0);
    expect(d.Lines.map((l) => l.ReservedQty)).toEqual([100, 7, 0]);
    // Stocked, partly stocked, out of stock → the order partly stocked; reserved lines notifiable.
    expect(d.Lines.map((l) => [l.StockStatus, l.NotifyStatus])).toEqual([
      [1, 2],
      [2, 2],
      [4, 1],
    ]);
    expect(d).toMatchObject({ inBoundStatus: 2, NotifyStatus: 2 });
    expect(l3!.ReservedQty).toBe(0);
    expect(await k.ledgersClean()).toEqual([]);
  });
});
