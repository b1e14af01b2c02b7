import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { docLink } from '../../../core/documents/index.js';
import { reviewRequest } from '../../../core/reviews/index.js';
import { captureNotices } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { inboundKit } from '../../../test/inbound-kit.js';
import { createLedgerFixture } from '../../../test/ledger-fixture.js';
import { orderKit } from '../sales-order/test/order-kit.js';
import { salesOrder, salesOrderLine } from '../sales-order/sales-order.table.js';

/**
 * From sales' stocking request to purchasing's PO (issue #15, decision 0037): an approved stocking
 * request's lines are pending-order rows; the buyer generates a PO from them (lines keep the sales order
 * line, the link stocking line → PO line is recorded); the rows are not offered nor taken again; the
 * purchasing head approves the PO; the ledgers stay clean.
 */
let t: TestApp;
let k: ReturnType<typeof orderKit>;
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  k = orderKit(t);
});
afterAll(() => t.close());

const call = async <T>(method: 'POST' | 'PUT', url: string, as: string, body: unknown) =>
  t.call<T>(method, url, { token: await k.f.token(as), body, lang: 'en-US' });
type Pending = { SourceType: string; LineId: number; OrderLineId: number; OpenQty: number };
const pendingOf = async (orderId: number) =>
  (
    await call<{ Records: Pending[] }>('POST', '/merchant/purchase/pendingorder/Query', 'buyer', {
      OrderId: orderId,
    })
  ).body.Data.Records;

describe('stocking request → pending order → purchase order', () => {
  it('generates a PO from the approved stocking lines, once, and the head approves it', async () => {
    const o = await k.f.salesOrder({
      lines: [
        { Mpn: 'STM32F103C8T6-PO1', Brand: 'ST', Quantity: 1000, UnitPrice: '1.25' },
        { Mpn: 'LM358DR-PO1', Brand: 'TI', Quantity: 2000, UnitPrice: '0.12' },
      ],
    });
    expect((await k.submit(o.id)).body.Code).toBe(0);
    await k.approveAll(o.id);
    const lines = await t.db.select().from(salesOrderLine).where(eq(salesOrderLine.orderId, o.id));
    const l1 = lines.find((l) => l.lineNo === 1)!;
    const l2 = lines.find((l) => l.lineNo === 2)!;
    const bh = await call<{ Id: number }>('POST', '/merchant/sale/stockingrequest', 'sales.rep', {
      OrderId: o.id,
      Reason: 'no stock',
      Lines: [
        { OrderLineId: l1.id, Quantity: 1000 },
        { OrderLineId: l2.id, Quantity: 2000 },
      ],
    });
    expect(bh.body.Code, bh.body.Message).toBe(0);
    const [req] = await t.db
      .select({ id: reviewRequest.id })
      .from(reviewRequest)
      .where(
        and(
          eq(reviewRequest.docType, 'stockingRequest'),
          eq(reviewRequest.docId, bh.body.Data.Id),
          eq(reviewRequest.status, 'pending'),
        ),
      );
    const ok = await call('PUT', '/merchant/review/stockingRequest/approve', 'purchase.head', {
      Ids: [req!.id],
      Comment: 'buy',
    });
    expect(ok.body.Code, ok.body.Message).toBe(0);

    const pending = await pendingOf(o.id);
    expect(pending.map((p) => [p.SourceType, p.OrderLineId, p.OpenQty])).toEqual([
      ['stockingRequest', l1.id, 1000],
      ['stockingRequest', l2.id, 2000],
    ]);
    const [supplier] = rows<{ id: number }>(
      await t.db.execute(sql`select id from pur_supplier where status = 1 and currency = 'USD' limit 1`),
    );
    const gen = await call<{ Orders: { Id: number; No: string }[] }>(
      'POST',
      '/merchant/purchase/purchaseorder/generate',
      'buyer',
      {
        Rows: pending.map((p) => ({
          SourceType: p.SourceType,
          LineId: p.LineId,
          SupplierId: supplier!.id,
          UnitCost: '0.5',
        })),
      },
    );
    expect(gen.body.Code, gen.body.Message).toBe(0);
    const [po] = gen.body.Data.Orders;
    expect(gen.body.Data.Orders).toHaveLength(1);
    const links = await t.db
      .select()
      .from(docLink)
      .where(and(eq(docLink.targetType, 'purchaseOrder'), eq(docLink.targetId, po!.Id)));
    expect(links.map((l) => [l.sourceType, l.sourceId]).sort()).toEqual([
      ['stockingRequest', bh.body.Data.Id],
      ['stockingRequest', bh.body.Data.Id],
    ]);
    const d = await t.call<{ Version: number; Status: number; Lines: { SalesOrderLineId: number }[] }>(
      'GET',
      `/merchant/purchase/purchaseorder/${po!.Id}`,
      { token: await k.f.token('buyer') },
    );
    expect(d.body.Data.Status).toBe(5);
    expect(d.body.Data.Lines.map((l) => l.SalesOrderLineId)).toEqual([l1.id, l2.id]);
    // Fully on a PO: not offered, not taken twice.
    expect(await pendingOf(o.id)).toEqual([]);
    const again = await call('POST', '/merchant/purchase/purchaseorder/generate', 'buyer', {
      Rows: [{ SourceType: 'stockingRequest', LineId: pending[0]!.LineId, SupplierId: supplier!.id }],
    });
    expect(again.status).toBe(400);
    expect(again.body.Message).toMatch(/already fully on purchase orders/);
    // Submitted and approved by the purchasing head.
    const sub = await call<{ Status: number }>(
      'PUT',
      `/merchant/purchase/purchaseorder/${po!.Id}/submit`,
      'buyer',
      { Version: d.body.Data.Version },
    );
    expect(sub.body.Data.Status).toBe(2);
    expect((await k.decide('purchaseOrder', po!.Id, 'purchase.head')).body.Code).toBe(0);
    expect(await k.ledgersClean()).toEqual([]);
  });

  it('receipt and inspection stock the sales lines: passed → reserved and stocked, failed → unstocked', async () => {
    const ib = inboundKit(t);
    const notices = captureNotices(t);
    const o = await k.f.salesOrder({
      lines: [
        { Mpn: 'STM32F103C8T6-IN1', Brand: 'ST', Quantity: 800, UnitPrice: '1.25' },
        { Mpn: 'LM358DR-IN1', Brand: 'TI', Quantity: 500, UnitPrice: '0.12' },
      ],
    });
    expect((await k.submit(o.id)).body.Code).toBe(0);
    await k.approveAll(o.id);
    const lines = await t.db.select().from(salesOrderLine).where(eq(salesOrderLine.orderId, o.id));
    const l1 = lines.find((l) => l.lineNo === 1)!;
    const l2 = lines.find((l) => l.lineNo === 2)!;
    const bh = await call<{ Id: number }>('POST', '/merchant/sale/stockingrequest', 'sales.rep', {
      OrderId: o.id,
      Reason: 'no stock',
      Lines: [
        { OrderLineId: l1.id, Quantity: 800 },
        { OrderLineId: l2.id, Quantity: 500 },
      ],
    });
    expect(bh.body.Code, bh.body.Message).toBe(0);
    expect((await k.decide('stockingRequest', bh.body.Data.Id, 'purchase.head')).body.Code).toBe(0);
    const pending = await pendingOf(o.id);
    const supplier = await ib.po.supplierIn('USD');
    const gen = await call<{ Orders: { Id: number }[] }>(
      'POST',
      '/merchant/purchase/purchaseorder/generate',
      'buyer',
      {
        Rows: pending.map((p) => ({
          SourceType: p.SourceType,
          LineId: p.LineId,
          SupplierId: supplier.id,
          UnitCost: '0.5',
        })),
      },
    );
    expect(gen.body.Code, gen.body.Message).toBe(0);
    const poId = gen.body.Data.Orders[0]!.Id;
    const po = (await ib.po.detail(poId)).body.Data;
    expect((await ib.po.put(poId, 'submit', { Version: po.Version })).body.Code).toBe(0);
    expect((await ib.po.decide('approve', poId, 'purchase.head')).body.Code).toBe(0);
    // The warehouse receives both lines into quarantine: nothing is stocked yet.
    const [poRow] = rows<{ tenant_id: number }>(
      await t.db.execute(sql`select tenant_id from pur_order where id = ${poId}`),
    );
    const place = await ib.placeOf(poRow!.tenant_id);
    const byLine = new Map(po.Lines.map((l) => [l.SalesOrderLineId, l.Id]));
    const rk = await ib.receive({
      OrderId: poId,
      Lines: [ib.line(byLine.get(l1.id)!, 800, place), ib.line(byLine.get(l2.id)!, 500, place)],
    });
    expect(rk.body.Code, rk.body.Message).toBe(0);
    const grn = await ib.receipt(rk.body.Data.Id);
    const stock = async () =>
      (await t.db.select().from(salesOrderLine).where(eq(salesOrderLine.orderId, o.id)))
        .sort((a, b) => a.lineNo - b.lineNo)
        .map((l) => [l.reservedQty, l.stockStatus]);
    expect(await stock()).toEqual([
      [0, 3],
      [0, 3],
    ]);
    // Line 1 passes: reserved for the sales line, stocked, the salesperson notified; line 2 fails.
    const pass = await ib.inspect({ ReceiptLineId: grn.Lines[0]!.Id, Items: await ib.items() });
    expect(pass.body.Code, pass.body.Message).toBe(0);
    expect((await ib.decide('approve', pass.body.Data.Id, 'purchase.head')).body.Code).toBe(0);
    const fail = await ib.inspect({
      ReceiptLineId: grn.Lines[1]!.Id,
      Items: await ib.items({ 2: { Result: 2, Note: 'marking rubs off' } }),
    });
    expect((await ib.decide('reject', fail.body.Data.Id, 'purchase.head')).body.Code).toBe(0);
    expect(await stock()).toEqual([
      [800, 1],
      [0, 3],
    ]);
    const [head] = await t.db.select().from(salesOrder).where(eq(salesOrder.id, o.id));
    expect(head!.stockStatus).toBe(2);
    const held = rows<{ qty: number }>(
      await t.db.execute(
        sql`select coalesce(sum(qty), 0)::int as qty from inv_reservation where doc_type = 'salesOrder' and doc_line_id = ${l1.id} and lot_id = ${grn.Lines[0]!.LotId}`,
      ),
    );
    expect(held[0]!.qty).toBe(800);
    const stocked = notices.filter(
      (n) => typeof n.message !== 'string' && n.message.Key === 'notices.msg.salesLineStocked',
    );
    expect(stocked).toHaveLength(1);
    expect(stocked[0]!.to).toEqual([head!.ownerId]);
    expect(await k.ledgersClean()).toEqual([]);
  });
});
