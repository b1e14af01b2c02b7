import { eq, sql } from 'drizzle-orm';
import { rows } from '../core/db/index.js';
import type { TestApp } from './harness.js';
import { purOrderLine } from '../modules/purchase/index.js';
import { poKit } from '../modules/purchase/purchase-order/test/po-kit.js';

/** Helpers of the inbound tests: an ordered PO, a place to put goods, receiving and inspecting through the API. */
export function inboundKit(t: TestApp) {
  const po = poKit(t);
  /** A PO created by the buyer, submitted and approved by the purchasing head (status 3 ordered). */
  async function orderedPo(over: Record<string, unknown> = {}) {
    const s = await po.supplierIn('USD');
    const c = await po.create(po.body(s.id, over));
    if (c.body.Code !== 0) throw new Error(c.body.Message);
    const sub = await po.put(c.body.Data.Id, 'submit', { Version: c.body.Data.Version });
    if (sub.body.Code !== 0) throw new Error(sub.body.Message);
    const d = await po.decide('approve', c.body.Data.Id, 'purchase.head');
    if (d.body.Code !== 0) throw new Error(d.body.Message);
    const lines = await t.db
      .select()
      .from(purOrderLine)
      .where(eq(purOrderLine.orderId, c.body.Data.Id))
      .orderBy(purOrderLine.lineNo);
    return { id: c.body.Data.Id, no: c.body.Data.No, lines };
  }
  /** An enabled warehouse of the owner company with an enabled zone and location. */
  async function placeOf(tenantId: number) {
    const [p] = rows<{ warehouseId: number; zoneId: number; locationId: number }>(
      await t.db.execute(sql`select w.id as "warehouseId", z.id as "zoneId", l.id as "locationId"
        from inv_warehouse w join inv_warehouse_zone z on z.warehouse_id = w.id and z.status = 1
        join inv_warehouse_location l on l.zone_id = z.id and l.status = 1
        where w.tenant_id = ${tenantId} and w.status = 1 order by w.id, z.id, l.id limit 1`),
    );
    if (!p) throw new Error(`the demo data has no warehouse with a zone and location in company ${tenantId}`);
    return p;
  }
  const line = (OrderLineId: number, Quantity: number, place: { warehouseId: number }, over = {}) => ({
    OrderLineId,
    Quantity,
    DateCode: '2431',
    LotNo: 'L-001',
    Coo: 'cn',
    Msl: '3',
    WarehouseId: place.warehouseId,
    ...over,
  });
  const receive = async (body: unknown, as = 'warehouse') =>
    t.call<{ Id: number; No: string }>('POST', '/merchant/purchase/receipt', {
      token: await po.token(as),
      body,
      lang: 'en-US',
    });
  type Detail = {
    No: string;
    Status: number;
    Pending: number;
    Lines: {
      Id: number;
      LotId: number;
      QcState: number;
      Quantity: number;
      InspectionStatus: number | null;
    }[];
  };
  const receipt = async (id: number, as = 'warehouse') =>
    (await t.call<Detail>('GET', `/merchant/purchase/receipt/${id}`, { token: await po.token(as) })).body
      .Data;
  /** The enabled checklist items answered `pass` (override a result by index). */
  async function items(over: Record<number, { Result: number; Note?: string }> = {}) {
    const res = await t.call<{ Records: { Id: number }[] }>('GET', '/merchant/purchase/qualityitem?Kind=1', {
      token: await po.token('warehouse'),
    });
    return res.body.Data.Records.map((r, i) => ({ ItemId: r.Id, Note: '', ...(over[i] ?? { Result: 1 }) }));
  }
  const inspect = async (body: unknown, as = 'warehouse') =>
    t.call<{ Id: number; No: string; Status: number }>('POST', '/merchant/purchase/inspection', {
      token: await po.token(as),
      body,
      lang: 'en-US',
    });
  const pendingReview = async (id: number) =>
    rows<{ id: number }>(
      await t.db.execute(
        sql`select id from review_request where doc_type = 'inboundInspection' and doc_id = ${id} and status = 'pending'`,
      ),
    ).map((r) => r.id);
  const decide = async (action: 'approve' | 'reject', id: number, as: string) =>
    t.call('PUT', `/merchant/review/inboundInspection/${action}`, {
      token: await po.token(as),
      body: { Ids: await pendingReview(id), Comment: 'checked' },
      lang: 'en-US',
    });
  const lot = async (id: number) =>
    rows<{
      qc_state: number;
      on_hand: number;
      reserved: number;
      unit_cost: string;
      rate_to_cny: string;
      currency: string;
      source_doc_type: string;
      coo: string;
    }>(await t.db.execute(sql`select * from inv_lot where id = ${id}`))[0]!;
  const counts = async () =>
    rows<{ receipts: number; lots: number; inspections: number; received: number }>(
      await t.db.execute(sql`select (select count(*)::int from pur_receipt) as receipts,
        (select count(*)::int from inv_lot) as lots, (select count(*)::int from pur_inspection) as inspections,
        (select coalesce(sum(received_qty), 0)::int from pur_order_line) as received`),
    )[0]!;

  return {
    po,
    orderedPo,
    placeOf,
    line,
    receive,
    receipt,
    items,
    inspect,
    pendingReview,
    decide,
    lot,
    counts,
  };
}
