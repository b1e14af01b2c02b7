import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { ORDER_NOTIFY, ORDER_STOCK } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import {
  SPOT_SUPPLY_ORDER_REVIEW as PURCHASE,
  SPOT_SUPPLY_REVIEW as SALES,
  SPOT_SUPPLY_STATUS as S,
} from '@partdesk/shared/sales/spot-supply/spot-supply.codes';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewRequest } from '../../../core/reviews/index.js';
import { accountWithout } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { invLot, invReservation } from '../../inventory/index.js';
import { salesOrder, salesOrderLine } from '../sales-order/sales-order.table.js';
import { spotKit } from '../test/spot-fixture.js';
import { salesSpotSupply, salesSpotSupplyLine } from './spot-supply.table.js';

/** Spot supply XH: the route trio, every rule (message, nothing written), both reviews, the reservation. */
let t: TestApp;
let k: Awaited<ReturnType<typeof spotKit>>;
let rep: string;
beforeAll(async () => {
  t = await createTestApp();
  k = await spotKit(t);
  rep = await k.f.token('sales.rep');
});
afterAll(() => t.close());

type Row = { Id: number; No: string; Status: number; OrderNo: string; Quantity: number };
const list = (
  token: string | null,
  body: Record<string, unknown> = {},
  url = '/merchant/sale/spotsupply/Query',
) => t.call<{ Records: Row[]; TotalCount: number }>('POST', url, { token, body });
const create = (body: Record<string, unknown>, token = rep, lang = 'en-US') =>
  t.call<{ Id: number; No: string }>('POST', '/merchant/sale/spotsupply', { token, body, lang });
const lotRow = async (id: number) => (await t.db.select().from(invLot).where(eq(invLot.id, id)))[0]!;
const orderLine = async (id: number) =>
  (await t.db.select().from(salesOrderLine).where(eq(salesOrderLine.id, id)))[0]!;
const status = async (id: number) =>
  (await t.db.select().from(salesSpotSupply).where(eq(salesSpotSupply.id, id)))[0]!.status;
/** What a refusal must leave untouched. */
const snapshot = async () => ({
  docs: (await t.db.select({ n: count() }).from(salesSpotSupply))[0]!.n,
  lines: (await t.db.select({ n: count() }).from(salesSpotSupplyLine))[0]!.n,
  requests: (
    await t.db
      .select({ n: count() })
      .from(reviewRequest)
      .where(inArray(reviewRequest.docType, [SALES, PURCHASE]))
  )[0]!.n,
  reservations: (await t.db.select({ n: count() }).from(invReservation))[0]!.n,
  lots: await t.db.select({ id: invLot.id, r: invLot.reserved }).from(invLot).orderBy(invLot.id),
  orderLines: await t.db
    .select({ id: salesOrderLine.id, r: salesOrderLine.reservedQty })
    .from(salesOrderLine)
    .orderBy(salesOrderLine.id),
});

describe('spot supply', () => {
  it('no session −100; without the screen 403; the pickers', async () => {
    expect((await list(null)).body.Code).toBe(-100);
    const denied = await accountWithout(t, 'POST merchant/sale/spotsupply/query');
    expect((await list(denied)).status).toBe(403);
    const deniedPurchase = await accountWithout(t, 'POST merchant/purchase/spotsupply/query');
    expect((await list(deniedPurchase, {}, '/merchant/purchase/spotsupply/Query')).status).toBe(403);
    expect((await create({ OrderId: 1, Lines: [] }, denied)).status).toBe(403);

    const lotId = await k.lot('ZZSPOT-PICK', 30);
    await k.lot('ZZSPOT-PICK', 5, QC_STATE.quarantine);
    const lots = await t.call<{ Records: { Id: number; Available: number }[] }>(
      'GET',
      '/merchant/sale/spotsupply/lots',
      { token: rep, query: { Mpn: ' zzspot-pick ' } },
    );
    // Only the passed lot: the quarantined one is on hand but not available.
    expect(lots.body.Data.Records).toEqual([expect.objectContaining({ Id: lotId, Available: 30 })]);
    const o = await k.approvedOrder([{ mpn: 'ZZSPOT-PICK', qty: 12 }]);
    const lines = await t.call<{ Records: { Id: number; OpenQty: number }[] }>(
      'GET',
      `/merchant/sale/spotsupply/order/${o.id}/lines`,
      { token: rep },
    );
    expect(lines.body.Data.Records).toEqual([expect.objectContaining({ Id: o.lineIds[0], OpenQty: 12 })]);
    // Another salesperson does not see the order's lines.
    const agent = await k.f.token('sales.agent');
    expect(
      (await t.call('GET', `/merchant/sale/spotsupply/order/${o.id}/lines`, { token: agent })).status,
    ).toBe(404);
  });

  it('refuses each broken rule with its message naming the field, writing nothing', async () => {
    const lotId = await k.lot('ZZSPOT-RULE', 10);
    const otherPart = await k.lot('ZZSPOT-OTHER', 10);
    const quarantined = await k.lot('ZZSPOT-RULE', 10, QC_STATE.quarantine);
    const o = await k.approvedOrder([
      { mpn: 'ZZSPOT-RULE', qty: 6 },
      { mpn: 'ZZSPOT-RULE', qty: 20 },
    ]);
    const draft = await k.approvedOrder([{ mpn: 'ZZSPOT-RULE', qty: 5 }], false);
    const foreign = await k.approvedOrder([{ mpn: 'ZZSPOT-RULE', qty: 5 }]);
    const [l1, l2] = o.lineIds as [number, number];
    const take = (over: Record<string, unknown>[], orderId = o.id) => ({ OrderId: orderId, Lines: over });
    const before = await snapshot();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        take([{ OrderLineId: draft.lineIds[0], LotId: lotId, Quantity: 1 }], draft.id),
        'OrderId',
        /not approved/,
      ],
      [take([]), 'Lines', /at least one line/],
      [
        take([{ OrderLineId: foreign.lineIds[0], LotId: lotId, Quantity: 1 }]),
        'OrderLineId',
        /not a line of/,
      ],
      [take([{ OrderLineId: l1, LotId: lotId, Quantity: 0 }]), 'Quantity', /positive whole number/],
      [take([{ OrderLineId: l1, LotId: 99_999_999, Quantity: 1 }]), 'LotId', /does not exist/],
      [take([{ OrderLineId: l1, LotId: otherPart, Quantity: 1 }]), 'LotId', /holds ZZSPOT-OTHER/],
      [take([{ OrderLineId: l2, LotId: lotId, Quantity: 11 }]), 'Quantity', /10 available, 11 cannot/],
      [take([{ OrderLineId: l2, LotId: quarantined, Quantity: 1 }]), 'Quantity', /0 available/],
      // Two lines on the same lot: together beyond what it has.
      [
        take([
          { OrderLineId: l1, LotId: lotId, Quantity: 5 },
          { OrderLineId: l2, LotId: lotId, Quantity: 6 },
        ]),
        'Quantity',
        /Line 2: lot \d+ has 10 available, 11 cannot/,
      ],
      [take([{ OrderLineId: l1, LotId: lotId, Quantity: 7 }]), 'Quantity', /needs 6 more, 7 cannot/],
    ];
    for (const [body, field, msg] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.Code).not.toBe(0);
      expect(res.body.Data).toMatchObject({ Field: field });
      expect(res.body.Message).toMatch(msg);
    }
    // zh-CN message side by side.
    const zh = await create(take([{ OrderLineId: l1, LotId: lotId, Quantity: 7 }]), rep, 'zh-CN');
    expect(zh.body.Message).toContain('待备数量为 6');
    // An order the caller does not see: 404, as a missing one.
    const agent = await k.f.token('sales.agent');
    expect((await create(take([{ OrderLineId: l1, LotId: lotId, Quantity: 1 }]), agent)).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('sales review then purchase review; approval reserves the lots for the order lines', async () => {
    const lotA = await k.lot('ZZSPOT-FLOW', 50);
    const lotB = await k.lot('ZZSPOT-FLOW', 4);
    const o = await k.approvedOrder([
      { mpn: 'ZZSPOT-FLOW', qty: 10 },
      { mpn: 'ZZSPOT-FLOW', qty: 30 },
    ]);
    const [l1, l2] = o.lineIds as [number, number];
    const leaderBefore = await k.counts('sales.leader');
    const headBefore = await k.counts('purchase.head');
    const res = await create({
      OrderId: o.id,
      Remark: 'for the pilot run',
      Lines: [
        { OrderLineId: l1, LotId: lotA, Quantity: 6 },
        { OrderLineId: l1, LotId: lotB, Quantity: 4 },
        { OrderLineId: l2, LotId: lotA, Quantity: 25 },
      ],
    });
    expect(res.body.Code, res.body.Message).toBe(0);
    const id = res.body.Data.Id;
    expect(res.body.Data.No).toMatch(/^XH\d+$/);
    expect(await status(id)).toBe(S.pendingSales);
    // Nothing is reserved before the final approval.
    expect((await lotRow(lotA)).reserved).toBe(0);
    expect((await k.counts('sales.leader')).SpotSupplyAuditCount).toBe(
      leaderBefore.SpotSupplyAuditCount! + 1,
    );
    // Its salesperson never decides it (segregation): not in the rep's queue.
    expect((await list(rep, { No: res.body.Data.No })).body.Data.Records[0]).toMatchObject({
      Status: S.pendingSales,
      Quantity: 35,
    });

    expect((await k.decide(SALES, id, 'approve', 'sales.leader')).body.Code).toBe(0);
    expect(await status(id)).toBe(S.pendingPurchase);
    expect((await k.counts('sales.leader')).SpotSupplyAuditCount).toBe(leaderBefore.SpotSupplyAuditCount);
    expect((await k.counts('purchase.head')).SpotSupplyOrderAuditCount).toBe(
      (headBefore.SpotSupplyOrderAuditCount ?? 0) + 1,
    );
    expect((await lotRow(lotA)).reserved).toBe(0);

    expect((await k.decide(PURCHASE, id, 'approve', 'purchase.head')).body.Code).toBe(0);
    expect(await status(id)).toBe(S.approved);
    expect((await k.counts('purchase.head')).SpotSupplyOrderAuditCount ?? 0).toBe(
      headBefore.SpotSupplyOrderAuditCount ?? 0,
    );
    expect((await lotRow(lotA)).reserved).toBe(31);
    expect((await lotRow(lotB)).reserved).toBe(4);
    const r = await t.db.select().from(invReservation).where(eq(invReservation.docId, o.id));
    expect(r.map((x) => [x.docType, x.docLineId, x.lotId, x.qty]).sort()).toEqual(
      [
        ['salesOrder', l1, lotA, 6],
        ['salesOrder', l1, lotB, 4],
        ['salesOrder', l2, lotA, 25],
      ].sort(),
    );
    // Line 1 fully held → stocked and notifiable; line 2 partly.
    const a = await orderLine(l1);
    const b = await orderLine(l2);
    expect([a.reservedQty, b.reservedQty]).toEqual([10, 25]);
    expect([a.stockStatus, a.notifyStatus]).toEqual([ORDER_STOCK.stocked, ORDER_NOTIFY.notifiable]);
    expect(b.stockStatus).toBe(ORDER_STOCK.partlyStocked);
    const [order] = await t.db.select().from(salesOrder).where(eq(salesOrder.id, o.id));
    expect(order!.stockStatus).toBe(ORDER_STOCK.partlyStocked);
    // The order line → spot supply line links (trace both ways).
    const trace = await t.call<{ Nodes?: unknown[] }>('GET', '/merchant/document/trace', {
      token: rep,
      query: { type: 'spotSupply', id },
    });
    expect(JSON.stringify(trace.body.Data)).toContain(o.no);
    // What sales took, on the purchase side: every row for purchasing.
    const buyer = await k.f.token('buyer');
    const p = await list(buyer, { No: res.body.Data.No }, '/merchant/purchase/spotsupply/Query');
    expect(p.body.Data.Records).toEqual([expect.objectContaining({ Status: S.approved, OrderNo: o.no })]);
    const detail = await t.call<{ Lines: unknown[] }>('GET', `/merchant/sale/spotsupply/${id}`, {
      token: buyer,
    });
    expect(detail.body.Data.Lines).toHaveLength(3);
    // Not on the sales side of another salesperson.
    expect((await list(await k.f.token('sales.agent'), { No: res.body.Data.No })).body.Data.TotalCount).toBe(
      0,
    );
    // Now line 1 needs nothing more: taking more is refused.
    const more = await create({ OrderId: o.id, Lines: [{ OrderLineId: l1, LotId: lotA, Quantity: 1 }] });
    expect(more.body.Message).toMatch(/needs 0 more/);
    expect(await k.ledgers()).toEqual([]);
  });

  it('a rejection at either step is final and reserves nothing', async () => {
    const lotId = await k.lot('ZZSPOT-REJ', 10);
    const o = await k.approvedOrder([{ mpn: 'ZZSPOT-REJ', qty: 10 }]);
    const one = async () =>
      (await create({ OrderId: o.id, Lines: [{ OrderLineId: o.lineIds[0], LotId: lotId, Quantity: 3 }] }))
        .body.Data.Id;
    const a = await one();
    expect((await k.decide(SALES, a, 'reject', 'sales.leader')).body.Code).toBe(0);
    expect(await status(a)).toBe(S.rejected);
    const b = await one();
    await k.decide(SALES, b, 'approve', 'sales.leader');
    expect((await k.decide(PURCHASE, b, 'reject', 'purchase.head')).body.Code).toBe(0);
    expect(await status(b)).toBe(S.rejected);
    expect((await lotRow(lotId)).reserved).toBe(0);
    expect((await orderLine(o.lineIds[0]!)).reservedQty).toBe(0);
    expect(await k.ledgers()).toEqual([]);
  });

  it('two spot supplies on the same lot: the second approval is refused, nothing written', async () => {
    const lotId = await k.lot('ZZSPOT-RACE', 10);
    const o1 = await k.approvedOrder([{ mpn: 'ZZSPOT-RACE', qty: 8 }]);
    const o2 = await k.approvedOrder([{ mpn: 'ZZSPOT-RACE', qty: 8 }]);
    const take = async (o: typeof o1) =>
      (await create({ OrderId: o.id, Lines: [{ OrderLineId: o.lineIds[0], LotId: lotId, Quantity: 8 }] }))
        .body.Data.Id;
    // Both fit when recorded (10 available each time): nothing is held before approval.
    const first = await take(o1);
    const second = await take(o2);
    for (const id of [first, second]) await k.decide(SALES, id, 'approve', 'sales.leader');
    expect((await k.decide(PURCHASE, first, 'approve', 'purchase.head')).body.Code).toBe(0);
    const before = await snapshot();
    const res = await k.decide(PURCHASE, second, 'approve', 'purchase.head', 'en-US');
    expect(res.status).toBe(400);
    expect(res.body.Message).toMatch(/now has 2 available, less than 8/);
    expect(await snapshot()).toEqual(before);
    expect(await status(second)).toBe(S.pendingPurchase);
    expect((await lotRow(lotId)).reserved).toBe(8);
    expect((await orderLine(o2.lineIds[0]!)).reservedQty).toBe(0);
    // Still in the purchase queue: it can be rejected.
    expect((await k.decide(PURCHASE, second, 'reject', 'purchase.head')).body.Code).toBe(0);
    expect(await k.ledgers()).toEqual([]);
  });
});
