import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewRequest } from '../../../core/reviews/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createLedgerFixture } from '../../../test/ledger-fixture.js';
import { salesOrder, salesOrderLine } from '../sales-order/sales-order.table.js';
import { orderKit } from '../sales-order/test/order-kit.js';

/**
 * Decision 0032 on the stocking exception (decision 0034): `dropLine` changes an order line's quantity,
 * so the same transaction prices the order's landed cost and GP again (applyLandedCost).
 */
let t: TestApp;
let k: ReturnType<typeof orderKit>;
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  k = orderKit(t);
});
afterAll(() => t.close());

const orderRow = async (id: number) =>
  (await t.db.select().from(salesOrder).where(eq(salesOrder.id, id)))[0]!;
const linesOf = (id: number) =>
  t.db
    .select()
    .from(salesOrderLine)
    .where(eq(salesOrderLine.orderId, id))
    .orderBy(asc(salesOrderLine.lineNo));
const pendingOf = async (docId: number) =>
  (
    await t.db
      .select({ id: reviewRequest.id })
      .from(reviewRequest)
      .where(
        and(
          eq(reviewRequest.docType, 'stockingRequest'),
          eq(reviewRequest.docId, docId),
          eq(reviewRequest.status, 'pending'),
        ),
      )
  ).map((r) => r.id);

describe('stocking exception dropLine re-prices the margin', () => {
  it("the dropped line's cost leaves the order's landed cost and GP; the order's GP is the kept line's", async () => {
    const rep = await k.f.token('sales.rep');
    const head = await k.f.token('purchase.head');
    const pq1 = await k.f.purchaseQuote({ body: { CostPrice: '1', Currency: 'USD' } });
    const pq2 = await k.f.purchaseQuote({ body: { CostPrice: '0.05', Currency: 'USD' } });
    const o = await k.f.salesOrder({
      lines: [
        { Mpn: 'STM32-DROPGP', Brand: 'ST', Quantity: 1000, UnitPrice: '1.25', PurchaseQuoteId: pq1.id },
        { Mpn: 'LM358-DROPGP', Brand: 'TI', Quantity: 2000, UnitPrice: '0.12', PurchaseQuoteId: pq2.id },
      ],
    });
    const before = await orderRow(o.id);
    const [b1, b2] = await linesOf(o.id);
    // Both lines are costed: the order's GP is the sum of the two.
    expect(b2!.grossProfit).not.toBeNull();
    expect(Number(before.grossProfit)).toBeCloseTo(Number(b1!.grossProfit) + Number(b2!.grossProfit), 2);

    expect((await k.submit(o.id)).body.Code).toBe(0);
    await k.approveAll(o.id);
    const made = await t.call<{ Id: number }>('POST', '/merchant/sale/stockingrequest', {
      token: rep,
      body: { OrderId: o.id, Lines: [{ OrderLineId: b2!.id, Quantity: 2000 }] },
    });
    expect(made.body.Code, made.body.Message).toBe(0);
    const bh = made.body.Data.Id;
    await t.call('PUT', '/merchant/review/stockingRequest/approve', {
      token: head,
      body: { Ids: await pendingOf(bh), Comment: '' },
    });
    const req = await t.call<{ Lines: { Id: number }[] }>('GET', `/merchant/sale/stockingrequest/${bh}`, {
      token: rep,
    });
    const failed = req.body.Data.Lines[0]!.Id;
    const ab = await t.call('PUT', `/merchant/sale/stockingrequest/${bh}/abolish`, {
      token: head,
      body: { LineIds: [failed], Reason: 'no source' },
    });
    expect(ab.body.Code, ab.body.Message).toBe(0);
    const drop = await t.call('PUT', `/merchant/sale/stockingrequest/${bh}/resolve`, {
      token: rep,
      body: { LineIds: [failed], Action: 'dropLine' },
    });
    expect(drop.body.Code, drop.body.Message).toBe(0);

    const after = await orderRow(o.id);
    const [a1, a2] = await linesOf(o.id);
    expect(a2!.quantity).toBe(0);
    expect(after.amount).toBe('1250.00');
    // Line 2 is priced again at quantity 0: no GP of its own; the order's landed cost and GP are line 1's.
    expect(Number(a2!.grossProfit ?? 0)).toBe(0);
    expect(after.grossProfit).toBe(a1!.grossProfit);
    expect(Number(after.landedCost)).toBeCloseTo(Number(a1!.landedCost) * 1000, 2);
    expect(after.grossProfit).not.toBe(before.grossProfit);
    expect(after.landedCost).not.toBe(before.landedCost);
    expect(await k.ledgersClean()).toEqual([]);
  });
});
