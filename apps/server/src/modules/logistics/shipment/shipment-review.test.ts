import { isoDay } from '@partdesk/shared/core/dates';
import { D } from '@partdesk/shared/core/money';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { pendingRequestOf } from '../../../test/factories.js';
import { postEntries } from '../../finance/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createLedgerFixture } from '../../../test/ledger-fixture.js';
import { orderKit } from '../../../test/order-kit.js';

/**
 * The shipment reviews (issue #16, decision 0046): the credit review `deliver-audit` at ship time (over
 * the remaining credit, or prepaid and unpaid) and the overweight review of the boxes (status 2 → 8
 * on rejection, repack). Every rule broken — wrong reviewer, the submitter deciding, shipping while in
 * review — with nothing changed; the ledgers clean after each scenario.
 */
let t: TestApp;
let k: ReturnType<typeof orderKit>;
let wh: string;
let courierId: number;
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  k = orderKit(t);
  wh = await k.f.token('warehouse');
  courierId = rows<{ id: number }>(
    await t.db.execute(sql`select id from base_express_company where not is_deactivate order by id limit 1`),
  )[0]!.id;
});
afterAll(() => t.close(), 300_000);

const P = '/merchant/logistics/shipment';
type Res = { Id: number; Status: number; Version: number; CreditReview?: boolean };
type ReviewState = { Status: string; Comment: string } | null;
type Detail = {
  status: number;
  Version: number;
  CreditReview: number;
  AcceptedWeight: number | null;
  ActualWeight: string;
  Reviews: { Credit: ReviewState; Overweight: ReviewState };
  Lines: { Id: number }[];
};
const act = async (id: number, action: string, body: Record<string, unknown>, as?: string) =>
  t.call<Res>('PUT', `${P}/${id}/${action}`, {
    token: as ? await k.f.token(as) : wh,
    body,
    lang: 'en-US',
  });
const detail = async (id: number) => {
  const r = await t.call<Detail>('GET', `${P}/${id}`, { token: wh });
  expect(r.body.Code, r.body.Message).toBe(0);
  return r.body.Data;
};
const decide = async (type: string, id: number, as: string, action: 'approve' | 'reject', Comment = 'ok') =>
  t.call<{ Records: unknown[] }>('PUT', `/merchant/review/${type}/${action}`, {
    token: await k.f.token(as),
    body: { Ids: [await pendingRequestOf(t, type, id)], Comment },
    lang: 'en-US',
  });
type QueueRow = {
  DocId: number;
  Summary: {
    Who: string;
    Amount: string | null;
    Currency: string | null;
    Facts: { Label: string; Value: string | null }[];
    Reason: unknown;
  };
};
/** A queue row's facts by label (`resources.review.X` → X). */
const facts = (r: QueueRow) =>
  Object.fromEntries(r.Summary.Facts.map((f) => [f.Label.replace('resources.review.', ''), f.Value]));
const receivables = async (orderId: number) =>
  rows<{ n: number }>(
    await t.db.execute(
      sql`select count(*)::int n from fin_entry where doc_type = 'salesOrder' and doc_id = ${orderId}`,
    ),
  )[0]!.n;
const shippedQty = async (lineId: number) =>
  rows<{ q: number }>(
    await t.db.execute(sql`select shipped_qty q from sales_order_line where id = ${lineId}`),
  )[0]!.q;

let n = 0;
/** An approved order of one line of `qty` pieces at 2 USD (+13 % tax), notified in full; the customer's credit limit `credit`. */
async function notified(qty: number, credit: string, body: Record<string, unknown> = {}) {
  const mpn = `ZZREV-${n++}`;
  const lot = await k.lot(qty, { mpn, brand: 'TI' });
  const o = await k.f.salesOrder({ lines: [{ Mpn: mpn, Brand: 'TI', Quantity: qty, UnitPrice: '2' }], body });
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

const box = (lineId: number, q: number, gross: string) => ({
  Length: '40',
  Width: '30',
  Height: '25',
  GrossWeight: gross,
  NetWeight: '1',
  Lines: [{ LineId: lineId, Quantity: q }],
});

/** A shipment of the order, picked and packed in one box of `gross` kg; with a courier when `courier`. */
async function packed(orderId: number, gross = '5', courier = true, acceptedWeight?: number) {
  const c = await t.call<Res>('POST', P, {
    token: wh,
    body: { OrderIds: [orderId], AcceptedWeight: acceptedWeight },
  });
  expect(c.body.Code, c.body.Message).toBe(0);
  const id = c.body.Data.Id;
  let v = (await act(id, 'pick', { Version: 1 })).body.Data.Version;
  const d = await detail(id);
  const q = rows<{ quantity: number }>(
    await t.db.execute(sql`select quantity from log_shipment_line where shipment_id = ${id}`),
  )[0]!.quantity;
  const b = await act(id, 'boxes', { Version: v, Boxes: [box(d.Lines[0]!.Id, q, gross)] });
  expect(b.body.Code, b.body.Message).toBe(0);
  v = b.body.Data.Version;
  if (courier && b.body.Data.Status !== 2) {
    const r = await act(id, 'courier', { Version: v, CourierId: courierId, TrackingNo: `T${id}` });
    expect(r.body.Code, r.body.Message).toBe(0);
    v = r.body.Data.Version;
  }
  return { id, version: v, lineId: d.Lines[0]!.Id, status: b.body.Data.Status };
}

describe('credit review (deliver-audit)', { timeout: 300_000 }, () => {
  it('over the remaining credit: ship goes to review; every wrong decider refused; reject, then approve → ships', async () => {
    // 10 × 2 = 20 + 13 % = 22.60 USD against a limit of 10.
    const a = await notified(10, '10');
    const s = await packed(a.id);
    const sent = await act(s.id, 'ship', { Version: s.version });
    expect(sent.body.Code, sent.body.Message).toBe(0);
    expect(sent.body.Data).toMatchObject({ Status: 9, CreditReview: true });
    // Nothing shipped: no stock out, no receivable, the line not shipped.
    expect(await receivables(a.id)).toBe(0);
    expect(await shippedQty(a.lineId)).toBe(0);
    let d = await detail(s.id);
    expect(d.Reviews.Credit).toMatchObject({ Status: 'pending' });
    expect(await k.ledgersClean()).toEqual([]);

    // Shipping, repacking, printing while in review: refused, nothing changed.
    const again = await act(s.id, 'ship', { Version: d.Version });
    expect(again.status).toBe(400);
    expect(again.body.Message).toMatch(/exceeds the remaining credit limit and needs review/);
    expect(again.body.Data).toMatchObject({ Field: 'Status' });
    expect(
      (await act(s.id, 'boxes', { Version: d.Version, Boxes: [box(d.Lines[0]!.Id, 10, '5')] })).status,
    ).toBe(400);
    expect((await act(s.id, 'print', { Version: d.Version })).status).toBe(400);
    expect((await detail(s.id)).Version).toBe(d.Version);

    // The queue and the counter of a finance head show it; wrong deciders are refused.
    const queue = await t.call<{ Records: { DocId: number; Amount: string }[] }>(
      'POST',
      '/merchant/review/shipmentCredit/Query',
      { token: await k.f.token('finance.head'), body: {} },
    );
    expect(queue.body.Data.Records.map((r) => r.DocId)).toContain(s.id);
    expect((await k.counts('finance.head')).DeliverAuditCount).toBeGreaterThanOrEqual(1);
    // Its summary: the customer, the value, the remaining credit and by how much it is over.
    const mine = queue.body.Data.Records.find((r) => r.DocId === s.id) as unknown as QueueRow;
    expect(mine.Summary).toMatchObject({ Amount: '22.60', Currency: 'USD' });
    expect(mine.Summary.Who).toMatch(/\(/);
    const f = facts(mine);
    expect(f.AmountCny).toMatch(/^\d+\.\d{2}$/);
    expect(f.OrderNos).toBe(a.no);
    expect(f.OverCreditBy).toBe(new D(f.AmountCny!).minus(f.RemainingCredit!).toFixed(2));
    expect(new D(f.OverCreditBy!).gt(0)).toBe(true);
    expect(mine.Summary.Reason).toEqual({
      Key: 'resources.review.reasonOverCredit',
      Params: { over: `CNY ${f.OverCreditBy}` },
    });
    const lines = await t.call<{ Records: Record<string, unknown>[] }>(
      'GET',
      `/merchant/review/shipmentCredit/lines?DocId=${s.id}`,
      { token: await k.f.token('finance.head') },
    );
    expect(lines.body.Data.Records).toEqual([
      expect.objectContaining({ OrderNo: a.no, Quantity: 10, Packed: 10 }),
    ]);
    for (const who of ['sales.rep', 'warehouse', 'accountant', 'sales.leader', 'purchase.head']) {
      const r = await decide('shipmentCredit', s.id, who, 'approve');
      expect(r.body.Code, who).not.toBe(0);
      expect((await detail(s.id)).status, who).toBe(9);
    }
    // Reject needs a comment; with one → to be shipped, credit rejected.
    expect((await decide('shipmentCredit', s.id, 'finance.head', 'reject', '')).status).toBe(400);
    const rej = await decide('shipmentCredit', s.id, 'finance.head', 'reject', 'pay the open invoices first');
    expect(rej.body.Code, rej.body.Message).toBe(0);
    d = await detail(s.id);
    expect(d).toMatchObject({ status: 5, CreditReview: 2 });
    expect(d.Reviews.Credit).toMatchObject({ Status: 'rejected', Comment: 'pay the open invoices first' });
    // Shipping again checks again: still over → a new review.
    const second = await act(s.id, 'ship', { Version: d.Version });
    expect(second.body.Data).toMatchObject({ Status: 9, CreditReview: true });
    // The sales manager approves → it may ship; the warehouse ships, the receivable is posted.
    const ok = await decide('shipmentCredit', s.id, 'sales.manager', 'approve');
    expect(ok.body.Code, ok.body.Message).toBe(0);
    d = await detail(s.id);
    expect(d).toMatchObject({ status: 5, CreditReview: 1 });
    const shipped = await act(s.id, 'ship', { Version: d.Version });
    expect(shipped.body.Code, shipped.body.Message).toBe(0);
    expect(shipped.body.Data.Status).toBe(6);
    expect(await receivables(a.id)).toBe(1);
    expect(await shippedQty(a.lineId)).toBe(10);
    expect(await k.ledgersClean()).toEqual([]);
  });

  it('the submitter never decides their own review; within credit it ships at once', async () => {
    const a = await notified(5, '10');
    // 5 × 2 + 13 % = 11.30 > 10: the administrator ships it (holds 0103) and may not approve it.
    const s = await packed(a.id);
    const sent = await act(s.id, 'ship', { Version: s.version }, 'admin');
    expect(sent.body.Data.Status).toBe(9);
    const own = await decide('shipmentCredit', s.id, 'admin', 'approve');
    expect(own.body.Code).not.toBe(0);
    expect((await detail(s.id)).status).toBe(9);
    // Void withdraws the review: it leaves the queue.
    const voided = await act(s.id, 'void', {
      Version: (await detail(s.id)).Version,
      Reason: 'customer waits',
    });
    expect(voided.body.Data.Status).toBe(7);
    const left = rows<{ status: string }>(
      await t.db.execute(
        sql`select status from review_request where doc_type = 'shipmentCredit' and doc_id = ${s.id}`,
      ),
    );
    expect(left).toEqual([{ status: 'withdrawn' }]);

    const b = await notified(4, '100');
    const ok = await packed(b.id);
    const shipped = await act(ok.id, 'ship', { Version: ok.version });
    expect(shipped.body.Data).toMatchObject({ Status: 6 });
    expect(shipped.body.Data.CreditReview).toBeUndefined();
    expect(await k.ledgersClean()).toEqual([]);
  });

  it('prepaid terms: unpaid on the ledger → review even within credit', async () => {
    const a = await notified(3, '100000', { PaymentTerms: 6 });
    const s = await packed(a.id);
    const sent = await act(s.id, 'ship', { Version: s.version });
    expect(sent.body.Data).toMatchObject({ Status: 9, CreditReview: true });
    expect(await receivables(a.id)).toBe(0);
    const ok = await decide('shipmentCredit', s.id, 'finance.head', 'approve');
    expect(ok.body.Code, ok.body.Message).toBe(0);
    const shipped = await act(s.id, 'ship', { Version: (await detail(s.id)).Version });
    expect(shipped.body.Data.Status).toBe(6);
    expect(await k.ledgersClean()).toEqual([]);
  });
});

describe('money received ahead of the shipment', { timeout: 300_000 }, () => {
  it('prepaid and paid on the order (pre-collected): ships at once; the money settles the receivable it bills', async () => {
    const a = await notified(3, '0', { PaymentTerms: 6 });
    const [o] = rows<{
      tenant_id: number;
      customer_id: number;
      currency: string;
      rate: string;
      total: string;
    }>(
      await t.db.execute(
        sql`select tenant_id, customer_id, currency, rate::text, total::text from sales_order where id = ${a.id}`,
      ),
    );
    // The prepayment, as a receipt's share ahead of billing posts it (decision 0054): pre-collected on the order.
    await t.db.transaction((tx) =>
      postEntries(tx, { userId: 1, lang: 'zh-CN' }, [
        {
          tenantId: o!.tenant_id,
          partyKind: PARTY_KIND.customer,
          partyId: o!.customer_id,
          account: ACCOUNT.preCollected,
          currency: o!.currency,
          amount: o!.total,
          rateToCny: o!.rate,
          postedOn: isoDay(t.app.ctx.clock.now()),
          docType: 'salesOrder',
          docId: a.id,
          remark: 'prepaid',
        },
      ]),
    );
    const s = await packed(a.id);
    // Paid in full: no credit review, even with a credit limit of 0 (nothing owed after the shipment).
    const shipped = await act(s.id, 'ship', { Version: s.version });
    expect(shipped.body.Code, shipped.body.Message).toBe(0);
    expect(shipped.body.Data.Status).toBe(6);
    const open = async (account: number) =>
      rows<{ s: string }>(
        await t.db.execute(
          sql`select coalesce(sum(amount), 0)::numeric(18,2)::text s from fin_entry
              where doc_type = 'salesOrder' and doc_id = ${a.id} and account = ${account}`,
        ),
      )[0]!.s;
    // Billed 3 × 2 + 13 % = 6.78, settled from the 6.78 held: nothing open on either account.
    expect(o!.total).toBe('6.78');
    expect(await open(ACCOUNT.receivable)).toBe('0.00');
    expect(await open(ACCOUNT.preCollected)).toBe('0.00');
    expect(await k.ledgersClean()).toEqual([]);
  });
});

describe('overweight review', { timeout: 300_000 }, () => {
  it('accepted weight is an integer > 0; heavier beyond the tolerance → review; reject → repack; approve', async () => {
    const a = await notified(10, '100000');
    const count = async () =>
      rows<{ n: number }>(await t.db.execute(sql`select count(*)::int n from log_shipment`))[0]!.n;
    const before = await count();
    for (const w of [0, -2, 1.5]) {
      const r = await t.call<Res>('POST', P, {
        token: wh,
        body: { OrderIds: [a.id], AcceptedWeight: w },
        lang: 'en-US',
      });
      expect(r.status, String(w)).toBe(400);
      expect(r.body.Message).toBe('Accepted weight must be an integer greater than 0');
      expect(r.body.Data).toMatchObject({ Field: 'AcceptedWeight' });
    }
    expect(await count()).toBe(before);

    // Accepted 10 kg, tolerance 10 % (default): 11.5 kg → pending overweight review.
    const s = await packed(a.id, '11.5', true, 10);
    expect(s.status).toBe(2);
    let d = await detail(s.id);
    expect(d).toMatchObject({ AcceptedWeight: 10, ActualWeight: '11.500' });
    expect(d.Reviews.Overweight).toMatchObject({ Status: 'pending' });
    // The to-do link: the list with status=2, and the lead's counter.
    const list = await t.call<{ Records: { Id: number }[] }>('POST', `${P}/Query`, {
      token: await k.f.token('sales.leader'),
      body: { status: [2] },
    });
    expect(list.body.Data.Records.map((r) => r.Id)).toContain(s.id);
    expect((await k.counts('sales.leader')).OverweightAuditCount).toBeGreaterThanOrEqual(1);
    // The queue's summary: accepted vs actual, over by 15 % (tolerance 10 %).
    const q = await t.call<{ Records: QueueRow[] }>('POST', '/merchant/review/shipmentOverweight/Query', {
      token: await k.f.token('sales.leader'),
      body: {},
    });
    const row = q.body.Data.Records.find((r) => r.DocId === s.id)!;
    expect(facts(row)).toMatchObject({
      AcceptedWeight: '10',
      ActualWeight: '11.500',
      TolerancePercent: '10',
      OverweightPercent: '15.00',
    });
    expect(row.Summary.Reason).toEqual({
      Key: 'resources.review.reasonOverweight',
      Params: { percent: '15.00', actual: '11.500', accepted: 10 },
    });
    // While in review: no boxes, courier, print or ship.
    for (const [action, body] of [
      ['boxes', { Boxes: [box(d.Lines[0]!.Id, 10, '5')] }],
      ['courier', { CourierId: courierId, TrackingNo: 'X1' }],
      ['print', {}],
      ['ship', {}],
    ] as const) {
      const r = await act(s.id, action, { Version: d.Version, ...body });
      expect(r.status, action).toBe(400);
    }
    // Wrong deciders: the warehouse (submitter), finance (not in the chain), a salesperson.
    for (const who of ['warehouse', 'finance.head', 'sales.rep']) {
      expect((await decide('shipmentOverweight', s.id, who, 'approve')).body.Code, who).not.toBe(0);
    }
    expect((await detail(s.id)).status).toBe(2);
    const rej = await decide('shipmentOverweight', s.id, 'sales.leader', 'reject', 'repack lighter');
    expect(rej.body.Code, rej.body.Message).toBe(0);
    d = await detail(s.id);
    expect(d.status).toBe(8);
    // Overweight rejected: the boxes are editable again; within tolerance (11 kg) → on its way.
    const repack = await act(s.id, 'boxes', { Version: d.Version, Boxes: [box(d.Lines[0]!.Id, 10, '11')] });
    expect(repack.body.Code, repack.body.Message).toBe(0);
    expect(repack.body.Data.Status).toBe(3);

    // Another one approved: → to be shipped (courier known) and it ships.
    const b = await notified(2, '100000');
    const o = await packed(b.id, '30', true, 10);
    expect(o.status).toBe(2);
    const ok = await decide('shipmentOverweight', o.id, 'sales.manager', 'approve');
    expect(ok.body.Code, ok.body.Message).toBe(0);
    d = await detail(o.id);
    expect(d.status).toBe(3);
    const c = await act(o.id, 'courier', { Version: d.Version, CourierId: courierId, TrackingNo: 'Z9' });
    expect(c.body.Data.Status).toBe(5);
    const shipped = await act(o.id, 'ship', { Version: c.body.Data.Version });
    expect(shipped.body.Data.Status).toBe(6);
    expect(await k.ledgersClean()).toEqual([]);
  });
});
