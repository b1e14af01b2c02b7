import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docHistory, docLink } from '../../../core/documents/index.js';
import { reviewRequest } from '../../../core/reviews/index.js';
import type { factories } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createLedgerFixture } from '../../../test/ledger-fixture.js';
import { orderKit } from '../sales-order/test/order-kit.js';
import { purchaseDemand } from '../../purchase/index.js';
import { salesOrderLine } from '../sales-order/sales-order.table.js';
import { salesStockingRequest } from './stocking-request.table.js';

/**
 * Stocking requests BH (decision 0034): create from an approved order's Not Notifiable lines, the one
 * purchasing review on two queues, purchase demand, the stocking exception and what sales decides.
 */
let t: TestApp;
let f: ReturnType<typeof factories>;
let k: ReturnType<typeof orderKit>;
let rep: string;
let head: string;
let leader: string;
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  k = orderKit(t);
  f = k.f;
  rep = await f.token('sales.rep');
  head = await f.token('purchase.head');
  leader = await f.token('purchase.leader');
});
afterAll(() => t.close());

let seq = 0;
/** Order lines with MPNs no demo lot has (approval reserves own lots by MPN and brand). */
const lines = (q1 = 1000, q2 = 2000) => {
  seq++;
  return [
    { Mpn: `STM32F103C8T6-SR${seq}`, Brand: 'ST', Package: 'LQFP-48', Quantity: q1, UnitPrice: '1.250000' },
    { Mpn: `LM358DR-SR${seq}`, Brand: 'TI', Package: 'SOIC-8', Quantity: q2, UnitPrice: '0.120000' },
  ];
};

/**
 * Through engineer C's order review (submit → team leader → manager → purchasing): approval reserves
 * own lots; `reserve[i]` pieces of a passed lot of line i's part are received first so it does.
 */
async function approveOrder(orderId: number, reserve: Record<number, number> = {}, as = 'sales.rep') {
  const ls = await linesOf(orderId);
  for (const [i, qty] of Object.entries(reserve)) {
    const l = ls[Number(i)]!;
    await k.lot(qty, { mpn: l.mpn, brand: l.brand });
  }
  const s = await k.submit(orderId, as);
  if (s.body.Code !== 0) throw new Error(`submit: ${s.body.Message}`);
  await k.approveAll(orderId);
}

type Line = {
  Id: number;
  Quantity: number;
  Amount: string;
  StockingQty: number;
  ReservedQty: number;
  StockStatus: number;
  NotifyStatus: number;
  IsAbolish: number;
  AbolishReason: string;
};
const orderOf = async (id: number) =>
  (
    await t.call<{
      Amount: string;
      Version: number;
      inBoundStatus: number;
      isAbolish: number;
      Lines: Line[];
    }>('GET', `/merchant/sale/salesorder/${id}`, { token: rep })
  ).body.Data;
const linesOf = async (orderId: number) =>
  t.db
    .select()
    .from(salesOrderLine)
    .where(eq(salesOrderLine.orderId, orderId))
    .orderBy(asc(salesOrderLine.lineNo));

const create = (body: Record<string, unknown>, token = rep, lang = 'en-US') =>
  t.call<{ Id: number; No: string; Version: number }>('POST', '/merchant/sale/stockingrequest', {
    token,
    body,
    lang,
  });
const requestOf = async (id: number, token = rep) =>
  (
    await t.call<{
      Status: number;
      ReviewComment: string;
      Lines: { Id: number; Status: number; Quantity: number; AbolishReason: string }[];
    }>('GET', `/merchant/sale/stockingrequest/${id}`, { token })
  ).body.Data;
const countRequests = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(salesStockingRequest))[0]!.n;
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
const decide = (action: 'approve' | 'reject', Ids: number[], token: string, Comment = '') =>
  t.call('PUT', `/merchant/review/stockingRequest/${action}`, {
    token,
    body: { Ids, Comment },
    lang: 'en-US',
  });
const todos = async (token: string) =>
  (await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', { token })).body.Data
    .Counts;

describe('stocking request: create', () => {
  it('no session −100; without the screens 403', async () => {
    const list = (token: string | null) =>
      t.call('POST', '/merchant/sale/stockingrequest/Query', { token, body: {} });
    expect((await list(null)).body.Code).toBe(-100);
    expect((await list(await f.token('price.checker'))).status).toBe(403);
    // Purchasing does not request stocking; sales does not mark it failed.
    expect((await create({ OrderId: 1, Lines: [{ OrderLineId: 1, Quantity: 1 }] }, head)).status).toBe(403);
    const abolish = await t.call('PUT', '/merchant/sale/stockingrequest/1/abolish', {
      token: rep,
      body: { LineIds: [1], Reason: 'x' },
    });
    expect(abolish.status).toBe(403);
  });

  it('refuses each broken rule naming its field, in both languages, writing nothing', async () => {
    const draft = await f.salesOrder({ lines: lines() });
    const o = await f.salesOrder({ lines: lines() });
    await approveOrder(o.id, { 0: 400 });
    const other = await f.salesOrder({ as: 'sales.agent', lines: lines() });
    await approveOrder(other.id, {}, 'sales.agent');
    const [l1, l2] = await linesOf(o.id);
    const [x1] = await linesOf(other.id);
    const [d1] = await linesOf(draft.id);
    const before = await countRequests();
    const linesBefore = await linesOf(o.id);
    const refused = async (body: Record<string, unknown>, field: string, text: RegExp, status = 400) => {
      const res = await create(body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.Code).not.toBe(0);
      if (field) expect(res.body.Data).toMatchObject({ Field: field });
      expect(res.body.Message).toMatch(text);
    };
    await refused(
      { OrderId: draft.id, Lines: [{ OrderLineId: d1!.id, Quantity: 10 }] },
      'OrderId',
      /is not approved: stocking cannot be requested/,
    );
    // Another salesperson's order: not found for this one.
    await refused({ OrderId: other.id, Lines: [{ OrderLineId: x1!.id, Quantity: 10 }] }, '', /./, 404);
    await refused(
      { OrderId: o.id, Lines: [{ OrderLineId: x1!.id, Quantity: 10 }] },
      'Lines[0].OrderLineId',
      /is not a line of sales order/,
    );
    await refused(
      {
        OrderId: o.id,
        Lines: [
          { OrderLineId: l2!.id, Quantity: 10 },
          { OrderLineId: l2!.id, Quantity: 10 },
        ],
      },
      'Lines[1].OrderLineId',
      /may appear only once/,
    );
    // Line 1 holds reserved own stock: notifiable, so no stocking for it (spec message).
    await refused(
      { OrderId: o.id, Lines: [{ OrderLineId: l1!.id, Quantity: 10 }] },
      'Lines[0].OrderLineId',
      /Stocking can be requested only when the sales order is Not Notifiable/,
    );
    const zh = await create({ OrderId: o.id, Lines: [{ OrderLineId: l1!.id, Quantity: 10 }] }, rep, 'zh-CN');
    expect(zh.body.Message).toContain('只有不可通知的销售订单才能申请备货');
    await refused(
      { OrderId: o.id, Lines: [{ OrderLineId: l2!.id, Quantity: 2001 }] },
      'Lines[0].Quantity',
      /at most 2000 can be requested/,
    );
    for (const q of [0, -1, 1.5])
      expect((await create({ OrderId: o.id, Lines: [{ OrderLineId: l2!.id, Quantity: q }] })).status).toBe(
        400,
      );
    expect((await create({ OrderId: o.id, Lines: [] })).status).toBe(400);
    expect(await countRequests()).toBe(before);
    expect(await linesOf(o.id)).toEqual(linesBefore);
    expect(await k.ledgersClean()).toEqual([]);
  });
});

describe('stocking request: review by purchasing', () => {
  it('one review on both queues; approval → to be purchased and purchase demand; rejection leaves the order', async () => {
    const o = await f.salesOrder({ lines: lines() });
    await approveOrder(o.id);
    const [l1, l2] = await linesOf(o.id);
    const c0 = await todos(head);
    const res = await create({
      OrderId: o.id,
      Reason: 'customer forecast',
      Lines: [
        { OrderLineId: l1!.id, Quantity: 600, Remark: 'urgent' },
        { OrderLineId: l2!.id, Quantity: 2000 },
      ],
    });
    expect(res.body.Code, res.body.Message).toBe(0);
    expect(res.body.Data.No).toMatch(/^BH\d+$/);
    const bh = res.body.Data.Id;
    // Both counters count the same pending request for purchasing leads; the salesperson has none.
    const c1 = await todos(head);
    expect(c1.StockUpAuditCount).toBe((c0.StockUpAuditCount ?? 0) + 1);
    expect(c1.StockApprovalCount).toBe(c1.StockUpAuditCount);
    expect((await todos(rep)).StockUpAuditCount).toBeUndefined();
    const queue = await t.call<{ Records: { DocNo: string; Summary: { Owner: string | null } }[] }>(
      'POST',
      '/merchant/review/stockingRequest/Query',
      { token: leader, body: { DocNo: res.body.Data.No } },
    );
    expect(queue.body.Data.Records).toHaveLength(1);
    // The pending quantity counts as requested: 1000 − 600 pending = 400 left on line 1.
    const over = await create({ OrderId: o.id, Lines: [{ OrderLineId: l1!.id, Quantity: 401 }] });
    expect(over.body.Data).toMatchObject({ Field: 'Lines[0].Quantity' });
    expect(over.body.Message).toMatch(/at most 400/);
    // Not demand while pending.
    expect(await purchaseDemand(t.db, { orderId: o.id })).toEqual([]);
    // The salesperson cannot decide it (no queue screen).
    expect((await decide('approve', await pendingOf(bh), rep)).status).toBe(403);

    const ok = await decide('approve', await pendingOf(bh), head, 'will buy');
    expect(ok.body.Code, ok.body.Message).toBe(0);
    expect((await requestOf(bh)).Status).toBe(2);
    const after = await orderOf(o.id);
    expect(after.Lines.map((l) => [l.StockingQty, l.StockStatus])).toEqual([
      [600, 3],
      [2000, 3],
    ]);
    expect(after.inBoundStatus).toBe(3);
    const demand = await purchaseDemand(t.db, { orderId: o.id });
    expect(demand.map((d) => [d.sourceType, d.sourceId, d.mpn, d.qty, d.orderLineId])).toEqual([
      ['stockingRequest', bh, l1!.mpn, 600, l1!.id],
      ['stockingRequest', bh, l2!.mpn, 2000, l2!.id],
    ]);
    expect(demand[0]).toMatchObject({
      orderNo: o.no,
      salesperson: expect.any(String),
      customer: expect.any(String),
    });
    expect(await purchaseDemand(t.db, { orderId: o.id, mpn: 'lm358' })).toHaveLength(1);

    // A second request for the rest of line 1, rejected: the order line is unchanged, no demand.
    const second = await create({ OrderId: o.id, Lines: [{ OrderLineId: l1!.id, Quantity: 400 }] });
    expect(second.body.Code, second.body.Message).toBe(0);
    const no = await decide('reject', await pendingOf(second.body.Data.Id), leader, 'no budget');
    expect(no.body.Code, no.body.Message).toBe(0);
    const rejected = await requestOf(second.body.Data.Id);
    expect(rejected).toMatchObject({ Status: 3, ReviewComment: 'no budget' });
    expect(rejected.Lines.map((l) => l.Status)).toEqual([3]);
    expect((await orderOf(o.id)).Lines[0]!.StockingQty).toBe(600);
    expect(await purchaseDemand(t.db, { orderId: o.id })).toHaveLength(2);

    // Links PI line → BH line; history on the order.
    const links = await t.db
      .select()
      .from(docLink)
      .where(and(eq(docLink.targetType, 'stockingRequest'), eq(docLink.targetId, bh)));
    expect(links.map((l) => [l.sourceType, l.sourceId, l.sourceLineId])).toEqual([
      [SALES_ORDER_DOC, o.id, l1!.id],
      [SALES_ORDER_DOC, o.id, l2!.id],
    ]);
    const hist = await t.db
      .select({ action: docHistory.action })
      .from(docHistory)
      .where(and(eq(docHistory.docType, SALES_ORDER_DOC), eq(docHistory.docId, o.id)))
      .orderBy(asc(docHistory.id));
    expect(hist.map((h) => h.action)).toEqual(
      expect.arrayContaining(['stockingRequest', 'stockingApproved', 'stockingRejected']),
    );
    expect(await k.ledgersClean()).toEqual([]);
  });
});

describe('stocking exception', () => {
  it('purchasing marks a line failed → isAbolish 2, counter and list filter; retry clears it', async () => {
    const o = await f.salesOrder({ lines: lines() });
    await approveOrder(o.id);
    const [l1, l2] = await linesOf(o.id);
    const made = await create({
      OrderId: o.id,
      Lines: [
        { OrderLineId: l1!.id, Quantity: 1000 },
        { OrderLineId: l2!.id, Quantity: 500 },
      ],
    });
    const bh = made.body.Data.Id;
    const abolish = (body: Record<string, unknown>, token = head) =>
      t.call<{ Version: number }>('PUT', `/merchant/sale/stockingrequest/${bh}/abolish`, {
        token,
        body,
        lang: 'en-US',
      });
    const [b1, b2] = (await requestOf(bh)).Lines;
    // Still pending: nothing to mark failed.
    const early = await abolish({ LineIds: [b1!.Id], Reason: 'EOL' });
    expect(early.status).toBe(400);
    expect(early.body.Message).toMatch(/is not approved: it cannot be marked failed/);
    await decide('approve', await pendingOf(bh), head);
    expect((await abolish({ LineIds: [b1!.Id], Reason: '  ' })).body.Data).toMatchObject({ Field: 'Reason' });
    expect((await abolish({ LineIds: [l1!.id + 999_999], Reason: 'EOL' })).body.Data).toMatchObject({
      Field: 'LineIds',
    });
    // The refusals above changed nothing on the order.
    expect((await linesOf(o.id)).map((l) => [l.stockingQty, l.isAbolish])).toEqual([
      [1000, 1],
      [500, 1],
    ]);
    const listed = (token: string) =>
      t.call<{ TotalCount: number; Records: { Id: number }[] }>('POST', '/merchant/sale/salesorder/Query', {
        token,
        body: { isAbolish: 2, pageSize: 100 },
      });
    const before = (await todos(rep)).StockingExceptionCount;
    expect((await listed(rep)).body.Data.Records.map((r) => r.Id)).not.toContain(o.id);

    const done = await abolish({ LineIds: [b1!.Id], Reason: 'EOL at the maker' });
    expect(done.body.Code, done.body.Message).toBe(0);
    const ord = await orderOf(o.id);
    expect(ord.isAbolish).toBe(2);
    expect(ord.inBoundStatus).toBe(5);
    expect(ord.Lines[0]).toMatchObject({ StockingQty: 0, IsAbolish: 2, AbolishReason: 'EOL at the maker' });
    expect(ord.Lines[1]).toMatchObject({ StockingQty: 500, IsAbolish: 1 });
    expect((await requestOf(bh)).Lines.map((l) => l.Status)).toEqual([4, 2]);
    // The counter is the list's count for the filter, per salesperson.
    const after = await listed(rep);
    expect(after.body.Data.Records.map((r) => r.Id)).toContain(o.id);
    expect((await todos(rep)).StockingExceptionCount).toBe((before ?? 0) + 1);
    expect((await todos(rep)).StockingExceptionCount).toBe(after.body.Data.TotalCount);
    const agent = await f.token('sales.agent');
    expect((await listed(agent)).body.Data.Records.map((r) => r.Id)).not.toContain(o.id);
    // The failed line is no longer demand; a new request for it waits for sales' decision.
    expect((await purchaseDemand(t.db, { orderId: o.id })).map((d) => d.lineId)).toEqual([b2!.Id]);
    const blocked = await create({ OrderId: o.id, Lines: [{ OrderLineId: l1!.id, Quantity: 10 }] });
    expect(blocked.body.Message).toMatch(/has a stocking exception: resolve it first/);
    // Failed twice: refused, nothing changed.
    expect((await abolish({ LineIds: [b1!.Id], Reason: 'again' })).status).toBe(400);

    const resolve = (body: Record<string, unknown>, token = rep) =>
      t.call('PUT', `/merchant/sale/stockingrequest/${bh}/resolve`, { token, body, lang: 'en-US' });
    expect((await resolve({ LineIds: [b2!.Id], Action: 'retry' })).body.Message).toMatch(
      /has no stocking exception/,
    );
    expect((await resolve({ LineIds: [b1!.Id], Action: 'other' })).status).toBe(400);
    // Another salesperson cannot resolve it (not theirs); nothing changed by the refusals.
    expect((await resolve({ LineIds: [b1!.Id], Action: 'retry' }, agent)).status).toBe(404);
    expect((await linesOf(o.id))[0]).toMatchObject({ isAbolish: 2, abolishReason: 'EOL at the maker' });
    const retried = await resolve({ LineIds: [b1!.Id], Action: 'retry' });
    expect(retried.body.Code, retried.body.Message).toBe(0);
    const ord2 = await orderOf(o.id);
    expect(ord2.isAbolish).toBe(1);
    expect(ord2.Lines[0]).toMatchObject({ IsAbolish: 1, AbolishReason: '', StockingQty: 0, Quantity: 1000 });
    expect((await todos(rep)).StockingExceptionCount).toBe(before ?? 0);
    const again = await create({ OrderId: o.id, Lines: [{ OrderLineId: l1!.id, Quantity: 1000 }] });
    expect(again.body.Code, again.body.Message).toBe(0);
    const hist = await t.db
      .select({ action: docHistory.action })
      .from(docHistory)
      .where(and(eq(docHistory.docType, 'stockingRequest'), eq(docHistory.docId, bh)));
    expect(hist.map((h) => h.action)).toEqual(expect.arrayContaining(['abolish', 'retry']));
    expect(await k.ledgersClean()).toEqual([]);
  });

  it('dropLine cuts the line to what is reserved or being bought; the last quantity of an order stays', async () => {
    // Line 1 has 300 reserved (partly stocked, notifiable): only line 2 can be requested.
    const o = await f.salesOrder({ lines: lines() });
    await approveOrder(o.id, { 0: 300 });
    const [, l2] = await linesOf(o.id);
    const made = await create({ OrderId: o.id, Lines: [{ OrderLineId: l2!.id, Quantity: 2000 }] });
    const bh = made.body.Data.Id;
    await decide('approve', await pendingOf(bh), head);
    const [b1] = (await requestOf(bh)).Lines;
    await t.call('PUT', `/merchant/sale/stockingrequest/${bh}/abolish`, {
      token: head,
      body: { LineIds: [b1!.Id], Reason: 'no source' },
    });
    const v0 = (await orderOf(o.id)).Version;
    const res = await t.call('PUT', `/merchant/sale/stockingrequest/${bh}/resolve`, {
      token: rep,
      body: { LineIds: [b1!.Id], Action: 'dropLine' },
    });
    expect(res.body.Code, res.body.Message).toBe(0);
    const ord = await orderOf(o.id);
    // Line 2 had nothing reserved or bought: its quantity is cut to 0; the amount is re-summed.
    expect(ord.Lines.map((l) => [l.Quantity, l.Amount, l.IsAbolish])).toEqual([
      [1000, '1250.00', 1],
      [0, '0.00', 1],
    ]);
    expect(ord.Amount).toBe('1250.00');
    expect(ord.isAbolish).toBe(1);
    expect(ord.Version).toBe(v0 + 1);
    expect((await requestOf(bh)).Lines.map((l) => l.Status)).toEqual([5]);

    // An order whose only short line fails: cancelling it would leave nothing → refused, nothing changed.
    const one = await f.salesOrder({
      lines: [{ Mpn: `NE555-SR${++seq}`, Brand: 'TI', Quantity: 50, UnitPrice: '0.5' }],
    });
    await approveOrder(one.id);
    const [only] = await linesOf(one.id);
    const r2 = await create({ OrderId: one.id, Lines: [{ OrderLineId: only!.id, Quantity: 50 }] });
    await decide('approve', await pendingOf(r2.body.Data.Id), head);
    const [c1] = (await requestOf(r2.body.Data.Id)).Lines;
    await t.call('PUT', `/merchant/sale/stockingrequest/${r2.body.Data.Id}/abolish`, {
      token: head,
      body: { LineIds: [c1!.Id], Reason: 'no source' },
    });
    const before = await linesOf(one.id);
    const last = await t.call('PUT', `/merchant/sale/stockingrequest/${r2.body.Data.Id}/resolve`, {
      token: rep,
      body: { LineIds: [c1!.Id], Action: 'dropLine' },
      lang: 'en-US',
    });
    expect(last.status).toBe(400);
    expect(last.body.Message).toMatch(/At least one product line must remain/);
    expect(await linesOf(one.id)).toEqual(before);
    expect(await k.ledgersClean()).toEqual([]);
  });
});
