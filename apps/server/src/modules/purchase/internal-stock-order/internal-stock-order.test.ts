import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/rows.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { inboundKit } from '../../../test/inbound-kit.js';
import { checkLedgers } from '../../../test/ledgers.js';

/**
 * Internal stock orders NB (issue #15, decision 0057): the route trio; every rule broken with nothing
 * changed (company, reason, currency, lines, MPN, quantity, cost, date, part, a line twice, another's
 * order, edit when pending, stale version, cancel while on a PO); the review by 采购主管 / 管理员 only,
 * never the one who raised it; buyer scope; approved lines in pending-order → generate-purchase → PO
 * lines without a sales order → received and passed → a lot that serves no sales line; ledgers clean.
 */
let t: TestApp;
let k: ReturnType<typeof inboundKit>;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  k = inboundKit(t);
  for (const a of [
    'admin',
    'buyer',
    'buyer.intl',
    'purchase.head',
    'purchase.leader',
    'sales.rep',
    'warehouse',
  ])
    tok[a] = await t.login(a);
});
afterAll(() => t.close());

const BASE = '/merchant/purchase/internalstockorder';
type Row = { Id: number; No: string; status: number; Quantity: number; OnOrderQty: number; OwnerId: number };
type Detail = Row & {
  Version: number;
  ReviewComment: string;
  CanEdit: boolean;
  CanCancel: boolean;
  PendingRequestId: number | null;
  Lines: { Id: number; Mpn: string; Quantity: number; OnOrderQty: number; ReceivedQty: number }[];
};
const list = (token: string | null, body: Record<string, unknown> = {}) =>
  t.call<{ Records: Row[]; TotalCount: number }>('POST', `${BASE}/Query`, { token, body });
const create = (as: string, body: Record<string, unknown>) =>
  t.call<{ Id: number; No: string; Version: number }>('POST', BASE, { token: tok[as]!, body, lang: 'en-US' });
const put = (as: string, id: number, action: '' | 'submit' | 'cancel', body: Record<string, unknown>) =>
  t.call<{ Status: number; Version: number }>('PUT', `${BASE}/${id}${action ? `/${action}` : ''}`, {
    token: tok[as]!,
    body,
    lang: 'en-US',
  });
const detail = async (id: number, as = 'buyer') =>
  (await t.call<Detail>('GET', `${BASE}/${id}`, { token: tok[as]! })).body;
const decide = (as: string, action: 'approve' | 'reject', ids: number[], Comment = 'ok') =>
  t.call('PUT', `/merchant/review/internalStockOrder/${action}`, {
    token: tok[as]!,
    body: { Ids: ids, Comment },
    lang: 'en-US',
  });
const counts = async () =>
  rows<{ orders: number; lines: number; versions: number; pos: number }>(
    await t.db.execute(sql`select (select count(*)::int from pur_internal_stock_order) orders,
      (select count(*)::int from pur_internal_stock_order_line) lines,
      (select coalesce(sum(version), 0)::int from pur_internal_stock_order) versions,
      (select count(*)::int from pur_order) pos`),
  )[0]!;
const line = (over: Record<string, unknown> = {}) => ({
  Mpn: 'NB-TEST-0001',
  Brand: 'TI',
  Package: 'SOIC-8',
  Quantity: 5000,
  TargetCost: '0.123456',
  RequiredDate: '2027-01-15',
  ...over,
});
const body = (over: Record<string, unknown> = {}) => ({
  TenantId: 2,
  Currency: 'USD',
  Reason: 'safety stock',
  Lines: [line(), line({ Mpn: 'NB-TEST-0002', Quantity: 300, TargetCost: '' })],
  ...over,
});
/** A submitted NB of `as` and its pending request id. */
async function submitted(as = 'buyer', over: Record<string, unknown> = {}) {
  const c = await create(as, body(over));
  expect(c.body.Code, c.body.Message).toBe(0);
  const s = await put(as, c.body.Data.Id, 'submit', { Version: c.body.Data.Version });
  expect(s.body.Code, s.body.Message).toBe(0);
  const d = await detail(c.body.Data.Id, 'purchase.head');
  return { id: c.body.Data.Id, no: c.body.Data.No, request: d.Data.PendingRequestId! };
}

describe('internal stock orders NB', () => {
  it('no session −100; sales and the warehouse 403; buyers list their own', async () => {
    expect((await list(null)).body.Code).toBe(-100);
    for (const who of ['sales.rep', 'warehouse']) {
      expect((await list(tok[who]!)).status, who).toBe(403);
      expect((await create(who, body())).status, who).toBe(403);
    }
    const res = await list(tok.buyer!);
    expect(res.body.Code).toBe(0);
  });

  it('creates a numbered draft (NB in the owner company) the list and detail show', async () => {
    const res = await create('buyer', body({ Reason: '  fast   mover  ' }));
    expect(res.body.Code, res.body.Message).toBe(0);
    expect(res.body.Data.No).toMatch(/^NB\d+$/);
    const found = await list(tok.buyer!, { No: res.body.Data.No });
    expect(found.body.Data.Records).toMatchObject([{ No: res.body.Data.No, status: 1, Quantity: 5300 }]);
    const d = await detail(res.body.Data.Id);
    expect(d.Data).toMatchObject({ CanEdit: true, CanCancel: true, PendingRequestId: null });
    expect(d.Data.Lines.map((l) => l.Quantity)).toEqual([5000, 300]);
    const [r] = rows<{ reason: string; target_cost: string | null }>(
      await t.db.execute(sql`select o.reason, l.target_cost::text from pur_internal_stock_order o
        join pur_internal_stock_order_line l on l.order_id = o.id where o.id = ${res.body.Data.Id} order by l.line_no`),
    );
    expect(r).toEqual({ reason: 'fast mover', target_cost: '0.123456' });
  });

  it('refuses every broken rule naming the field, writing nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ TenantId: 3 }, 'TenantId', /./],
      [{ Reason: '   ' }, 'Reason', /reason/],
      [{ Currency: 'JPY' }, 'Currency', /CNY, USD/],
      [{ Lines: [] }, 'Lines', /At least one line/],
      [{ Lines: [line({ Mpn: '' })] }, 'Lines[0].Mpn', /MPN is required/],
      [{ Lines: [line({ Quantity: 0 })] }, 'Lines[0].Quantity', /whole number/],
      [{ Lines: [line({ Quantity: 1.5 })] }, 'Lines[0].Quantity', /whole number/],
      [{ Lines: [line({ Quantity: 100_000_001 })] }, 'Lines[0].Quantity', /whole number/],
      [{ Lines: [line({ TargetCost: '0.1234567' })] }, 'Lines[0].TargetCost', /6 decimals/],
      [{ Lines: [line({ TargetCost: '0' })] }, 'Lines[0].TargetCost', /above 0/],
      [{ Lines: [line({ TargetCost: '-1' })] }, 'Lines[0].TargetCost', /above 0/],
      [{ Lines: [line({ RequiredDate: '2027-02-30' })] }, 'Lines[0].RequiredDate', /valid required date/],
      [{ Lines: [line({ PartId: 999_999_999 })] }, 'Lines[0].PartId', /no such part/],
      [{ Lines: [line(), line({ Brand: ' ti ' })] }, 'Lines[1].Mpn', /repeats/],
    ];
    for (const [over, field, msg] of cases) {
      const res = await create('buyer', body(over));
      expect(res.status, field).toBe(400);
      expect(res.body.Code, field).not.toBe(0);
      expect(res.body.Data, field).toMatchObject({ Field: field });
      expect(res.body.Message, field).toMatch(msg);
    }
    // The zh-CN message is translated too.
    const zh = await t.call('POST', BASE, { token: tok.buyer!, body: body({ Reason: '' }), lang: 'zh-CN' });
    expect(zh.body.Message).toBe('请填写备货原因');
    expect(await counts()).toEqual(before);
  });

  it('edit and submit: the owner only, in draft / rejected, at Version; a pending order is not edited', async () => {
    const c = await create('buyer', body());
    const id = c.body.Data.Id;
    const before = await counts();
    // Another buyer cannot see it (scope: 404); the purchasing head sees it but may not change it (403).
    expect((await put('buyer.intl', id, '', { ...body(), Version: 1 })).status).toBe(404);
    expect((await put('purchase.head', id, '', { ...body(), Version: 1 })).status).toBe(403);
    expect((await put('purchase.head', id, 'submit', { Version: 1 })).status).toBe(403);
    expect((await put('buyer', id, '', { ...body(), Version: 9 })).status).toBe(409);
    expect(await counts()).toEqual(before);
    const e = await put('buyer', id, '', { ...body({ Lines: [line({ Quantity: 42 })] }), Version: 1 });
    expect(e.body.Code, e.body.Message).toBe(0);
    expect((await detail(id)).Data.Lines.map((l) => l.Quantity)).toEqual([42]);
    const s = await put('buyer', id, 'submit', { Version: e.body.Data.Version });
    expect(s.body.Data.Status).toBe(2);
    const pending = await counts();
    const again = await put('buyer', id, '', { ...body(), Version: s.body.Data.Version });
    expect(again.status).toBe(400);
    expect(again.body.Data).toMatchObject({ Field: 'Status' });
    const cancel = await put('buyer', id, 'cancel', { Version: s.body.Data.Version, Reason: 'x' });
    expect(cancel.status).toBe(400);
    expect(await counts()).toEqual(pending);
  });

  it('review: 采购主管 or 管理员, never the submitter nor a buyer; reject returns it with the comment', async () => {
    const own = await submitted('purchase.head');
    const before = await counts();
    expect((await decide('purchase.head', 'approve', [own.request])).status).toBe(403);
    expect((await decide('buyer', 'approve', [own.request])).status).toBe(403);
    expect((await decide('purchase.leader', 'approve', [own.request])).status).toBe(403);
    expect(await counts()).toEqual(before);
    expect((await decide('admin', 'approve', [own.request])).body.Code).toBe(0);
    expect((await detail(own.id, 'purchase.head')).Data.status).toBe(3);

    const b = await submitted('buyer');
    const todos = await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', {
      token: tok['purchase.head']!,
    });
    expect(todos.body.Data.Counts.InternalStockOrderAuditCount).toBeGreaterThanOrEqual(1);
    const r = await decide('purchase.head', 'reject', [b.request], 'too much');
    expect(r.body.Code, r.body.Message).toBe(0);
    const d = await detail(b.id);
    expect(d.Data).toMatchObject({ status: 4, ReviewComment: 'too much', CanEdit: true });
    // Rejected lines are no demand.
    const pend = await t.call<{ Records: { SourceNo: string }[] }>(
      'POST',
      '/merchant/purchase/pendingorder/Query',
      {
        token: tok.buyer!,
        body: { SourceType: 'internalStockOrder', pageSize: 500 },
      },
    );
    expect(pend.body.Data.Records.map((x) => x.SourceNo)).not.toContain(b.no);
  });

  it('approved lines → pending-order → PO without a sales line → received, passed: a lot for stock; cancel refused while on a PO', async () => {
    const o = await submitted('buyer', { Lines: [line({ Mpn: 'NB-FLOW-1', Quantity: 40 })] });
    expect((await decide('purchase.head', 'approve', [o.request])).body.Code).toBe(0);
    const pend = await t.call<{
      Records: { SourceNo: string; LineId: number; OpenQty: number; OrderNo: string | null }[];
    }>('POST', '/merchant/purchase/pendingorder/Query', {
      token: tok.buyer!,
      body: { SourceType: 'internalStockOrder', pageSize: 500 },
    });
    const row = pend.body.Data.Records.find((r) => r.SourceNo === o.no);
    expect(row).toMatchObject({ OpenQty: 40, OrderNo: null });
    const s = await k.po.supplierIn('USD');
    const gen = await t.call<{ Orders: { Id: number; No: string }[] }>(
      'POST',
      '/merchant/purchase/purchaseorder/generate',
      {
        token: tok.buyer!,
        body: {
          Rows: [
            { SourceType: 'internalStockOrder', LineId: row!.LineId, SupplierId: s.id, UnitCost: '0.5' },
          ],
        },
        lang: 'en-US',
      },
    );
    expect(gen.body.Code, gen.body.Message).toBe(0);
    const poId = gen.body.Data.Orders[0]!.Id;
    const po = (await k.po.detail(poId)).body.Data;
    expect(po.Lines[0]).toMatchObject({
      SourceType: 'internalStockOrder',
      SalesOrderId: null,
      SalesOrderLineId: null,
    });
    expect((await detail(o.id)).Data).toMatchObject({ OnOrderQty: 40, CanCancel: false });

    // Cancel is refused while a PO holds a line, nothing changed.
    const before = await counts();
    const d0 = (await detail(o.id)).Data;
    const c = await put('buyer', o.id, 'cancel', { Version: d0.Version, Reason: 'no longer needed' });
    expect(c.status).toBe(400);
    expect(c.body.Message).toMatch(new RegExp(gen.body.Data.Orders[0]!.No));
    expect(await counts()).toEqual(before);

    // The PO is completed, approved, received and inspected: the lot is available, reserved for nobody.
    const sub = await k.po.put(poId, 'submit', { Version: po.Version });
    expect(sub.body.Code, sub.body.Message).toBe(0);
    expect((await k.po.decide('approve', poId, 'purchase.head')).body.Code).toBe(0);
    const place = await k.placeOf(2);
    const rk = await k.receive({ OrderId: poId, Lines: [k.line(po.Lines[0]!.Id, 40, place)] });
    expect(rk.body.Code, rk.body.Message).toBe(0);
    const rl = (await k.receipt(rk.body.Data.Id)).Lines[0]!;
    const j = await k.inspect({ ReceiptLineId: rl.Id, Items: await k.items() });
    expect(j.body.Code, j.body.Message).toBe(0);
    expect((await k.decide('approve', j.body.Data.Id, 'purchase.head')).body.Code).toBe(0);
    const lot = await k.lot(rl.LotId);
    expect(lot).toMatchObject({ qc_state: 2, on_hand: 40, reserved: 0 });
    expect((await detail(o.id)).Data.Lines[0]).toMatchObject({ OnOrderQty: 40, ReceivedQty: 40 });
    expect(await checkLedgers(t)).toEqual([]);
  });

  it('cancel: the owner with a reason, from draft / rejected / approved not on a PO; cancelled lines are no demand', async () => {
    const a = await submitted('buyer', { Lines: [line({ Mpn: 'NB-CANCEL-1' })] });
    expect((await decide('purchase.head', 'approve', [a.request])).body.Code).toBe(0);
    const d = (await detail(a.id)).Data;
    expect(d.CanCancel).toBe(true);
    const before = await counts();
    expect((await put('buyer', a.id, 'cancel', { Version: d.Version, Reason: ' ' })).body.Data).toMatchObject(
      {
        Field: 'Reason',
      },
    );
    expect((await put('purchase.head', a.id, 'cancel', { Version: d.Version, Reason: 'x' })).status).toBe(
      403,
    );
    expect(await counts()).toEqual(before);
    const ok = await put('buyer', a.id, 'cancel', { Version: d.Version, Reason: 'plan changed' });
    expect(ok.body.Data.Status).toBe(5);
    const pend = await t.call<{ Records: { SourceNo: string }[] }>(
      'POST',
      '/merchant/purchase/pendingorder/Query',
      {
        token: tok.buyer!,
        body: { SourceType: 'internalStockOrder', pageSize: 500 },
      },
    );
    expect(pend.body.Data.Records.map((x) => x.SourceNo)).not.toContain(a.no);
    // The history has create, submit, cancel.
    const h = rows<{ action: string }>(
      await t.db.execute(
        sql`select action from doc_history where doc_type = 'internalStockOrder' and doc_id = ${a.id} order by id`,
      ),
    ).map((r) => r.action);
    expect(h).toEqual(expect.arrayContaining(['create', 'submit', 'cancel']));
  });

  it('scope: a buyer lists only their own; the purchasing head and admin every one', async () => {
    const mine = await create('buyer.intl', body());
    const of = async (as: string) =>
      (await list(tok[as]!, { pageSize: 500 })).body.Data.Records.map((r) => r.No);
    expect(await of('buyer.intl')).toContain(mine.body.Data.No);
    expect(await of('buyer')).not.toContain(mine.body.Data.No);
    expect(await of('purchase.head')).toContain(mine.body.Data.No);
    expect(await of('admin')).toContain(mine.body.Data.No);
    expect((await t.call('GET', `${BASE}/${mine.body.Data.Id}`, { token: tok.buyer! })).status).toBe(404);
  });

  it('the ledgers are clean after every scenario above', async () => {
    expect(await checkLedgers(t)).toEqual([]);
  });
});
