import { asc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { loadScoped } from '../../../core/documents/index.js';
import { receiptColumns } from './receipt.list.js';
import { receiptDocument } from './receipt.document.js';
import { purReceipt, purReceiptLine as L } from './receipt.table.js';

/** Reads shared by several use cases and routes (no repository layer: decision 0020). */
export function loadReceipt(db: Executor, user: AuthUser, id: number, lock = false) {
  return loadScoped(db, purReceipt, id, receiptDocument.visibleWhere(user), 'errors.notFound', lock);
}

/** The detail: the list columns and the lines with their lot's QC state and inspection. */
export async function receiptDetail(db: Executor, user: AuthUser, id: number) {
  const row = await loadReceipt(db, user, id);
  const [head] = await db.select(receiptColumns).from(purReceipt).where(eq(purReceipt.id, row.id));
  const lines = await db
    .select({
      Id: L.id,
      LineNo: L.lineNo,
      OrderLineId: L.orderLineId,
      Mpn: L.mpn,
      Brand: L.brand,
      Package: L.package,
      Quantity: L.quantity,
      DateCode: L.dateCode,
      LotNo: L.lotNo,
      Coo: L.coo,
      Msl: L.msl,
      WarehouseId: L.warehouseId,
      ZoneId: L.zoneId,
      LocationId: L.locationId,
      UnitCost: L.unitCost,
      LotId: L.lotId,
      QcState: sql<
        number | null
      >`(select q.qc_state from inv_lot q where q.id = "pur_receipt_line"."lot_id")`,
      InspectionId: sql<
        number | null
      >`(select j.id from pur_inspection j where j.receipt_line_id = "pur_receipt_line"."id")`,
      InspectionNo: sql<
        string | null
      >`(select j.no from pur_inspection j where j.receipt_line_id = "pur_receipt_line"."id")`,
      InspectionStatus: sql<
        number | null
      >`(select j.status from pur_inspection j where j.receipt_line_id = "pur_receipt_line"."id")`,
    })
    .from(L)
    .where(eq(L.receiptId, id))
    .orderBy(asc(L.lineNo));
  return { ...head!, Lines: lines };
}
