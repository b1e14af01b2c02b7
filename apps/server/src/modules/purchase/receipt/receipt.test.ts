import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgers } from '../../../test/ledgers.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { inboundKit } from '../../../test/inbound-kit.js';

/**
 * Goods received notes RK (issue #15, decision 0040): the warehouse counts goods in against an ordered
 * PO; each line opens a lot in quarantine at the PO line's cost and the PO's locked rate; the PO's
 * received quantities and status move with it; every broken rule is refused naming the field, nothing
 * written; the ledgers stay clean.
 */
let t: TestApp;
let k: ReturnType<typeof inboundKit>;
let place: { warehouseId: number; zoneId: number; locationId: number };
beforeAll(async () => {
  t = await createTestApp();
  k = inboundKit(t);
  place = await k.placeOf(2);
});
afterAll(() => t.close());

const list = async (url: string, as: string, body: Record<string, unknown> = {}) =>
  t.call<{ Records: { No: string; Pending: number; OrderNo: string }[]; TotalCount: number }>('POST', url, {
    token: as ? await k.po.token(as) : null,
    body,
  });

describe('goods received notes', () => {
  it('no session −100; buyers, sales and the purchasing head may not receive (403)', async () => {
    const o = await k.orderedPo();
    const body = { OrderId: o.id, Lines: [k.line(o.lines[0]!.id, 10, place)] };
    expect((await t.call('POST', '/merchant/purchase/receipt', { token: null, body })).body.Code).toBe(-100);
    const before = await k.counts();
    for (const who of ['buyer', 'sales.rep', 'purchase.head'])
      expect((await k.receive(body, who)).status, who).toBe(403);
    expect(await k.counts()).toEqual(before);
  });

  it('refuses every broken rule naming the field, writing nothing', async () => {
    const o = await k.orderedPo();
    const [l1, l2] = o.lines;
    const other = await k.placeOf(4);
    const before = await k.counts();
    const cases: [unknown[], string, RegExp][] = [
      [
        [k.line(l1!.id, 1001, place)],
        'Lines[0].Quantity',
        /receiving 1001 is more than the 1000 still outstanding/,
      ],
      [[k.line(l1!.id, 0, place)], 'Lines[0].Quantity', /positive whole number/],
      [[k.line(l1!.id, 1.5, place)], 'Lines[0].Quantity', /positive whole number/],
      [[k.line(l1!.id, 5, place), k.line(l1!.id, 5, place)], 'Lines[1].OrderLineId', /only once/],
      [[k.line(999_999, 5, place)], 'Lines[0].OrderLineId', /not a line of this purchase order/],
      [[k.line(l2!.id, 1, place), k.line(l1!.id, 1, other)], 'Lines[1].WarehouseId', /company/],
      [[k.line(l1!.id, 1, place, { DateCode: '2 years' })], 'Lines[0].DateCode', /not a date code/],
      [[k.line(l1!.id, 1, place, { Coo: 'C1' })], 'Lines[0].Coo', /two-letter/],
      [[k.line(l1!.id, 1, place, { ZoneId: 999_999 })], 'Lines[0].ZoneId', /zone/],
      [[k.line(l1!.id, 1, place, { LocationId: place.locationId })], 'Lines[0].LocationId', /location/],
    ];
    for (const [Lines, field, msg] of cases) {
      const res = await k.receive({ OrderId: o.id, Lines });
      expect(res.status, field).toBe(400);
      expect(res.body.Data, field).toMatchObject({ Field: field });
      expect(res.body.Message, field).toMatch(msg);
    }
    // A PO that is not ordered (draft) receives nothing.
    const s = await k.po.supplierIn('USD');
    const draft = await k.po.create(k.po.body(s.id));
    const d = await k.po.detail(draft.body.Data.Id);
    const res = await k.receive({
      OrderId: draft.body.Data.Id,
      Lines: [k.line(d.body.Data.Lines[0]!.Id, 1, place)],
    });
    expect(res.status).toBe(400);
    expect(res.body.Data).toMatchObject({ Field: 'OrderId' });
    expect(await k.counts()).toEqual({ ...before, received: before.received });
  });

  it('receives in part then in full: lots in quarantine at the PO cost and rate, the PO 6 then 7', async () => {
    const o = await k.orderedPo();
    const [l1, l2] = o.lines;
    const first = await k.receive({
      OrderId: o.id,
      Remark: 'first delivery',
      Lines: [k.line(l1!.id, 400, place, { ZoneId: place.zoneId, LocationId: place.locationId })],
    });
    expect(first.body.Code, first.body.Message).toBe(0);
    expect(first.body.Data.No).toMatch(/^RK\d+$/);
    expect((await k.po.detail(o.id)).body.Data.Status).toBe(6);
    const rk = await k.receipt(first.body.Data.Id);
    expect(rk.Lines).toHaveLength(1);
    expect(rk.Lines[0]).toMatchObject({ Quantity: 400, QcState: 1, InspectionStatus: null });
    const lot = await k.lot(rk.Lines[0]!.LotId);
    const po = (await k.po.detail(o.id)).body.Data;
    expect(lot).toMatchObject({ qc_state: 1, on_hand: 400, reserved: 0, currency: 'USD', coo: 'CN' });
    expect(lot.source_doc_type).toBe('purchaseDelivery');
    expect(Number(lot.unit_cost)).toBe(Number(l1!.unitCost));
    expect(Number(lot.rate_to_cny)).toBe(Number(po.Rate));
    // Waiting for its inspection: on the warehousing-approval list and counter.
    const waiting = await list('/merchant/purchase/warehousingapproval/Query', 'warehouse', {
      No: first.body.Data.No,
    });
    expect(waiting.body.Data.Records.map((r) => [r.No, r.Pending, r.OrderNo])).toEqual([
      [first.body.Data.No, 1, o.no],
    ]);
    expect((await k.po.todos('purchase.head')).WarehousingApprovalCount).toBeGreaterThanOrEqual(1);
    // More than the 600 still outstanding is refused; the rest is received.
    const over = await k.receive({ OrderId: o.id, Lines: [k.line(l1!.id, 601, place)] });
    expect(over.body.Message).toMatch(/more than the 600 still outstanding/);
    const rest = await k.receive({
      OrderId: o.id,
      Lines: [k.line(l1!.id, 600, place), k.line(l2!.id, 3, place)],
    });
    expect(rest.body.Code, rest.body.Message).toBe(0);
    expect((await k.po.detail(o.id)).body.Data.Status).toBe(7);
    const none = await k.receive({ OrderId: o.id, Lines: [k.line(l2!.id, 1, place)] });
    expect(none.body.Data).toMatchObject({ Field: 'OrderId' });
    // The RK list (every holder of the screen) and its export columns.
    const all = await list('/merchant/purchase/receipt/Query', 'warehouse', { OrderNo: o.no });
    expect(all.body.Data.TotalCount).toBe(2);
    expect(await checkLedgers(t)).toEqual([]);
  });
});
