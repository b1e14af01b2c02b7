import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import type { SpotLot, SpotOrderLine } from '@partdesk/shared/sales/spot-supply/spot-supply.contract';
import { openQtyOf } from '@partdesk/shared/sales/spot-supply/spot-supply.rules';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { loadScoped } from '../../../core/documents/index.js';
import { invLot } from '../../inventory/index.js';
import { salesOrderLine } from '../sales-order/sales-order.table.js';
import { spotSupplyDocument } from './spot-supply.document.js';
import { spotSupplyColumns } from './spot-supply.list.js';
import { salesSpotSupply, salesSpotSupplyLine } from './spot-supply.table.js';

/** Reads shared by several use cases and routes (no repository layer: decision 0020). */
export function loadSpotSupply(db: Executor, user: AuthUser, id: number, lock = false) {
  return loadScoped(db, salesSpotSupply, id, spotSupplyDocument.visibleWhere(user), 'errors.notFound', lock);
}

/** The detail: header columns and lines. */
export async function spotSupplyDetail(db: Executor, id: number) {
  const [head] = await db.select(spotSupplyColumns).from(salesSpotSupply).where(eq(salesSpotSupply.id, id));
  if (!head) return null;
  const Lines = await db
    .select({
      Id: salesSpotSupplyLine.id,
      LineNo: salesSpotSupplyLine.lineNo,
      OrderLineId: salesSpotSupplyLine.orderLineId,
      LotId: salesSpotSupplyLine.lotId,
      Mpn: salesSpotSupplyLine.mpn,
      Brand: salesSpotSupplyLine.brand,
      DateCode: salesSpotSupplyLine.dateCode,
      Quantity: salesSpotSupplyLine.quantity,
    })
    .from(salesSpotSupplyLine)
    .where(eq(salesSpotSupplyLine.spotSupplyId, id))
    .orderBy(asc(salesSpotSupplyLine.lineNo));
  return { ...head, Lines };
}

/** The lines of an order (the caller already saw it) with what each still needs. */
export async function spotOrderLines(db: Executor, orderId: number): Promise<SpotOrderLine[]> {
  const rows = await db
    .select()
    .from(salesOrderLine)
    .where(eq(salesOrderLine.orderId, orderId))
    .orderBy(asc(salesOrderLine.lineNo));
  return rows.map((l) => ({
    Id: l.id,
    LineNo: l.lineNo,
    Mpn: l.mpn,
    Brand: l.brand,
    Quantity: l.quantity,
    ReservedQty: l.reservedQty,
    ShippedQty: l.shippedQty,
    OpenQty: openQtyOf(l),
  }));
}

/** The own lots of a part with stock available now (passed QC, on hand − reserved > 0), most first. */
export async function availableLotsOf(db: Executor, mpn: string): Promise<SpotLot[]> {
  const key = mpn.trim().replace(/\s+/g, '').toUpperCase();
  const available = sql<number>`${invLot.onHand} - ${invLot.reserved}`;
  return db
    .select({
      Id: invLot.id,
      Mpn: invLot.mpn,
      Brand: invLot.brand,
      Package: invLot.package,
      DateCode: invLot.dateCode,
      WarehouseId: invLot.warehouseId,
      OnHand: invLot.onHand,
      Reserved: invLot.reserved,
      Available: sql<number>`(${available})::int`,
    })
    .from(invLot)
    .where(
      and(
        sql`upper(replace(${invLot.mpn}, ' ', '')) = ${key}`,
        eq(invLot.qcState, QC_STATE.passed),
        gt(available, 0),
      ),
    )
    .orderBy(sql`${available} desc`, asc(invLot.id))
    .limit(100);
}
