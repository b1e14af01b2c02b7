import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { pendingRequestOf } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { inboundKit } from '../../../test/inbound-kit.js';
import { createLedgerFixture } from '../../../test/ledger-fixture.js';
import { orderKit } from '../../../test/order-kit.js';

/**
 * Purchasing's cargo review of a shipment `salescargo-review` (issue #16, decision 0053): purchase-setup's
 * `SalesCargoReview` (off / bought for the order / all) decides whether a ship waits for the purchase
 * leads first (status 10), before the credit check. Every rule broken — bad setting, wrong deciders, the
 * submitter, shipping / repacking while pending — changes nothing; ledgers clean after each scenario.
 */
let t: TestApp;
let k: ReturnType<typeof orderKit>;
let inbound: ReturnType<typeof inboundKit>;
let wh: string;
let courierId: number;
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  k = orderKit(t);
  inbound = inboundKit(t);
  wh = await k.f.token('warehouse');
  courierId = rows<{ id: number }>(
    await t.db.execute(sql`select id from base_express_company where not is_deactivate order by id limit 1`),
  )[0]!.id;
});
afterAll(() => t.close(), 300_000);

const P = '/merchant/logistics/shipment';
type Res = { Id: number; Status: number; Version: number; CargoReview?: boolean; CreditReview?: boolean };
type ReviewState = { Status: string; Comment: string } | null;
type Detail = {
  status: number;
  Version: number;
  CargoReview: number;
  CreditReview: number;
  Reviews: { Cargo: ReviewState; Credit: ReviewState };
  Lines: { Id: number }[];
};
const act = async (id: number, action: string, body: Record<string, unknown>, as?: string) =>
  t.call<Res>('PUT', `${P}/${id}/${action}`, { token: as ? await k.f.token(as) : wh, body, lang: 'en-US' });
const detail = async (id: number) => {
  const r = await t.call<Detail>('GET', `${P}/${id}`, { token: wh });
  expect(r.body.Code, r.body.Message).toBe(0);
  return r.body.Data;
};
const decide = async (id: number, as: string, action: 'approve' | 'reject', Comment = 'ok') =>
  t.call<{ Records: unknown[] }>('PUT', `/merchant/review/shipmentCargo/${action}`, {
    token: await k.f.token(as),
    body: { Ids: [await pendingRequestOf(t, 'shipmentCargo', id)], Comment },
    lang: 'en-US',
  });
const receivables = async (orderId: number) =>
  rows<{ n: number }>(
    await t.db.execute(
      sql`select count(*)::int n from fin_entry where doc_type = 'salesOrder' and doc_id = ${orderId}`,
    ),
  )[0]!.n;

type Setup = { SalesCargoReview: number; Version: number; ReviewThreshold: string } & Record<string, unknown>;
async function setCargo(value: number, as = 'purchase.head') {
  const token = await k.f.token(as);
  const cur = (await t.call<Setup>('GET', '/merchant/purchase/setup', { token })).body.Data;
  const { UpdatedAt: _a, UpdatedByName: _b, ReviewExtraRoles: _c, ...body } = cur;
  return t.call<Setup>('PUT', '/merchant/purchase/setup', {
    token,
    body: { ...body, SalesCargoReview: value },
    lang: 'en-US',
  });
}

let n = 0;
/** An approved order of `qty` pieces at 2 USD, notified in full, customer credit limit `credit`. */
async function notified(qty: number, credit = '100000') {
  const mpn = `ZZCARGO-${n++}`;
  const lot = await k.lot(qty, { mpn, brand: 'TI' });
  const o = await k.f.salesOrder({ lines: [{ Mpn: mpn, Brand: 'TI', Quantity: qty, UnitPrice: '2' }] });
  await t.db.execute(sql`update crm_customer set credit_limit = ${credit} where id = ${o.customerId}`);
  await k.submit(o.id);
  await k.approveAll(o.id);
  const d = await k.detail(o.id);
  const r = await k.put(o.id, 'notify', {
    Version: d.Version,
    Lines: [{ Id: d.Lines[0]!.Id, Quantity: qty }],
  });
  expect(r.body.Code, r.body.Message).toBe(0);
  return { ...o, lot, lineId: d.Lines[0]!.Id };
}

/** A shipment of the order: picked, packed in one box, courier entered (to be shipped). */
async function packed(orderId: number) {
  const c = await t.call<Res>('POST', P, { token: wh, body: { OrderIds: [orderId] } });
  expect(c.body.Code, c.body.Message).toBe(0);
  const id = c.body.Data.Id;
  let v = (await act(id, 'pick', { Version: 1 })).body.Data.Version;
  const d = await detail(id);
  const q = rows<{ quantity: number }>(
    await t.db.execute(sql`select quantity from log_shipment_line where shipment_id = ${id}`),
  )[0]!.quantity;
  const box = {
    Length: '40',
    Width: '30',
    Height: '25',
    GrossWeight: '5',
    NetWeight: '1',
    Lines: [{ LineId: d.Lines[0]!.Id, Quantity: q }],
  };
  const b = await act(id, 'boxes', { Version: v, Boxes: [box] });
  expect(b.body.Code, b.body.Message).toBe(0);
  v = b.body.Data.Version;
  const r = await act(id, 'courier', { Version: v, CourierId: courierId, TrackingNo: `T${id}` });
  expect(r.body.Code, r.body.Message).toBe(0);
  return { id, version: r.body.Data.Version, box };
}

/**
 * Test data: the order's lot as if it came in on a PO line bought for the order line (purchase's demand
 * link, decision 0034): a real approved PO, its line pointed at the sales order line, and a goods
 * received note line that opened the lot.
 */
async function boughtFor(lotId: number, salesOrderId: number, salesOrderLineId: number) {
  const po = await inbound.orderedPo();
  const line = po.lines[0]!;
  await t.db.execute(sql`update pur_order_line set sales_order_id = ${salesOrderId},
    sales_order_line_id = ${salesOrderLineId} where id = ${line.id}`);
  const [r] = rows<{ id: number }>(
    await t.db.execute(sql`insert into pur_receipt (no, tenant_id, order_id, supplier_id, owner_id)
      select 'RK-CARGO-' || ${lotId}, o.tenant_id, o.id, o.supplier_id, o.owner_id from pur_order o
      where o.id = ${po.id} returning id`),
  );
  await t.db.execute(sql`insert into pur_receipt_line (receipt_id, line_no, order_line_id, mpn, quantity,
    warehouse_id, unit_cost, lot_id) values (${r!.id}, 1, ${line.id}, ${line.mpn}, 1, 1, '0.5', ${lotId})`);
  return po;
}

describe('salescargo-review (decision 0053)', { timeout: 300_000 }, () => {
  it('purchase-setup: the setting defaults to off, a bad value is refused naming the field, nothing changed', async () => {
    const token = await k.f.token('purchase.head');
    const before = (await t.call<Setup>('GET', '/merchant/purchase/setup', { token })).body.Data;
    expect(before.SalesCargoReview).toBe(0);
    const bad = await setCargo(7);
    expect(bad.status).toBe(400);
    expect(bad.body.Code).not.toBe(0);
    expect(bad.body.Message).toMatch(/shipment review setting is not valid/);
    expect(bad.body.Data).toMatchObject({ Field: 'SalesCargoReview' });
    const after = (await t.call<Setup>('GET', '/merchant/purchase/setup', { token })).body.Data;
    expect(after).toEqual(before);
    // A buyer (no purchase-setup menu) may not change it.
    expect((await setCargo(2, 'buyer')).body.Code).not.toBe(0);
    // Off: a shipment ships at once, no review.
    const a = await notified(3);
    const s = await packed(a.id);
    const shipped = await act(s.id, 'ship', { Version: s.version });
    expect(shipped.body.Data).toMatchObject({ Status: 6 });
    expect(shipped.body.Data.CargoReview).toBeUndefined();
    expect(await k.ledgersClean()).toEqual([]);
  });

  it('all: ship waits for purchasing; wrong deciders refused; reject → asked again; approve → ships', async () => {
    expect((await setCargo(2)).body.Code).toBe(0);
    const a = await notified(4);
    const s = await packed(a.id);
    const sent = await act(s.id, 'ship', { Version: s.version });
    expect(sent.body.Code, sent.body.Message).toBe(0);
    expect(sent.body.Data).toMatchObject({ Status: 10, CargoReview: true });
    expect(await receivables(a.id)).toBe(0);
    let d = await detail(s.id);
    expect(d.Reviews.Cargo).toMatchObject({ Status: 'pending' });
    expect(await k.ledgersClean()).toEqual([]);
    // While pending: no ship, no boxes, no courier, no print; nothing changed.
    const again = await act(s.id, 'ship', { Version: d.Version });
    expect(again.status).toBe(400);
    expect(again.body.Message).toMatch(/pending purchasing’s review/);
    expect(again.body.Data).toMatchObject({ Field: 'Status' });
    expect((await act(s.id, 'boxes', { Version: d.Version, Boxes: [s.box] })).status).toBe(400);
    expect(
      (await act(s.id, 'courier', { Version: d.Version, CourierId: courierId, TrackingNo: 'X1' })).status,
    ).toBe(400);
    expect((await act(s.id, 'print', { Version: d.Version })).status).toBe(400);
    expect((await detail(s.id)).Version).toBe(d.Version);
    // The purchasing leader's queue and counter show it, with its summary and lines.
    const lead = await k.f.token('purchase.leader');
    const queue = await t.call<{
      Records: {
        DocId: number;
        Summary: { Who: string; Facts: { Label: string; Value: string | null }[]; Reason: unknown };
      }[];
    }>('POST', '/merchant/review/shipmentCargo/Query', { token: lead, body: {} });
    const row = queue.body.Data.Records.find((r) => r.DocId === s.id)!;
    expect(row).toBeTruthy();
    expect(row.Summary.Who).toMatch(/\(/);
    expect(row.Summary.Facts).toContainEqual({ Label: 'resources.review.OrderNos', Value: a.no });
    expect(row.Summary.Reason).toEqual({ Key: 'resources.review.reasonCargoAll' });
    expect((await k.counts('purchase.leader')).SalesCargoReviewCount).toBeGreaterThanOrEqual(1);
    const lines = await t.call<{ Records: Record<string, unknown>[] }>(
      'GET',
      `/merchant/review/shipmentCargo/lines?DocId=${s.id}`,
      { token: lead },
    );
    expect(lines.body.Data.Records).toEqual([
      expect.objectContaining({ OrderNo: a.no, Quantity: 4, PoNo: '' }),
    ]);
    // Wrong deciders (the warehouse is also the submitter) are refused, nothing changed.
    for (const who of ['warehouse', 'buyer', 'sales.manager', 'finance.head', 'sales.rep']) {
      const r = await decide(s.id, who, 'approve');
      expect(r.body.Code, who).not.toBe(0);
      expect((await detail(s.id)).status, who).toBe(10);
    }
    // Reject (comment required) → to be shipped, cargo rejected; shipping again asks again.
    expect((await decide(s.id, 'purchase.leader', 'reject', '')).status).toBe(400);
    const rej = await decide(s.id, 'purchase.leader', 'reject', 'wrong D/C');
    expect(rej.body.Code, rej.body.Message).toBe(0);
    d = await detail(s.id);
    expect(d).toMatchObject({ status: 5, CargoReview: 2 });
    expect(d.Reviews.Cargo).toMatchObject({ Status: 'rejected', Comment: 'wrong D/C' });
    const second = await act(s.id, 'ship', { Version: d.Version });
    expect(second.body.Data).toMatchObject({ Status: 10, CargoReview: true });
    // The purchasing head approves → to be shipped, cargo approved; the next ship does not ask again.
    const ok = await decide(s.id, 'purchase.head', 'approve');
    expect(ok.body.Code, ok.body.Message).toBe(0);
    d = await detail(s.id);
    expect(d).toMatchObject({ status: 5, CargoReview: 1 });
    const shipped = await act(s.id, 'ship', { Version: d.Version });
    expect(shipped.body.Code, shipped.body.Message).toBe(0);
    expect(shipped.body.Data.Status).toBe(6);
    expect(await receivables(a.id)).toBe(1);
    expect(await k.ledgersClean()).toEqual([]);
  });

  it('approved by purchasing, the credit check still applies after it; void withdraws a pending review', async () => {
    expect((await setCargo(2)).body.Code).toBe(0);
    // 5 × 2 + 13 % = 11.30 USD over a limit of 10.
    const a = await notified(5, '10');
    const s = await packed(a.id);
    expect((await act(s.id, 'ship', { Version: s.version })).body.Data.Status).toBe(10);
    expect((await decide(s.id, 'admin', 'approve')).body.Code).toBe(0);
    const credit = await act(s.id, 'ship', { Version: (await detail(s.id)).Version });
    expect(credit.body.Data).toMatchObject({ Status: 9, CreditReview: true });
    expect(await receivables(a.id)).toBe(0);

    const b = await notified(2);
    const s2 = await packed(b.id);
    // The administrator ships (submitter) and may not decide it.
    expect((await act(s2.id, 'ship', { Version: s2.version }, 'admin')).body.Data.Status).toBe(10);
    expect((await decide(s2.id, 'admin', 'approve')).body.Code).not.toBe(0);
    const voided = await act(s2.id, 'void', { Version: (await detail(s2.id)).Version, Reason: 'cancelled' });
    expect(voided.body.Data.Status).toBe(7);
    const left = rows<{ status: string }>(
      await t.db.execute(
        sql`select status from review_request where doc_type = 'shipmentCargo' and doc_id = ${s2.id}`,
      ),
    );
    expect(left.map((r) => r.status)).toEqual(['withdrawn']);
    expect(await k.ledgersClean()).toEqual([]);
  });

  it('bought for the order: only a shipment of a lot bought on a PO line for its order line waits', async () => {
    expect((await setCargo(1)).body.Code).toBe(0);
    // Not bought for the order: ships at once.
    const a = await notified(2);
    const s = await packed(a.id);
    expect((await act(s.id, 'ship', { Version: s.version })).body.Data.Status).toBe(6);
    // Its lot came in on a PO line bought for this order line: purchasing reviews.
    const b = await notified(3);
    const po = await boughtFor(b.lot, b.id, b.lineId);
    const s2 = await packed(b.id);
    const sent = await act(s2.id, 'ship', { Version: s2.version });
    expect(sent.body.Data).toMatchObject({ Status: 10, CargoReview: true });
    const head = await k.f.token('purchase.head');
    const queue = await t.call<{
      Records: {
        DocId: number;
        Summary: { Facts: { Label: string; Value: string | null }[]; Reason: unknown };
      }[];
    }>('POST', '/merchant/review/shipmentCargo/Query', { token: head, body: {} });
    const row = queue.body.Data.Records.find((r) => r.DocId === s2.id)!;
    expect(row.Summary.Facts).toContainEqual({ Label: 'resources.review.BoughtOnPos', Value: po.no });
    expect(row.Summary.Reason).toEqual({ Key: 'resources.review.reasonCargoBought', Params: { pos: po.no } });
    const lines = await t.call<{ Records: Record<string, unknown>[] }>(
      'GET',
      `/merchant/review/shipmentCargo/lines?DocId=${s2.id}`,
      { token: head },
    );
    expect(lines.body.Data.Records).toEqual([expect.objectContaining({ OrderNo: b.no, PoNo: po.no })]);
    expect((await decide(s2.id, 'purchase.head', 'approve')).body.Code).toBe(0);
    expect((await act(s2.id, 'ship', { Version: (await detail(s2.id)).Version })).body.Data.Status).toBe(6);
    expect(await k.ledgersClean()).toEqual([]);
    expect((await setCargo(0)).body.Code).toBe(0);
  });
});
