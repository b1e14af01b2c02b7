import { SUPPLIER_DELIVERY_STATUS } from '@partdesk/shared/purchase/supplier-delivery/supplier-delivery.codes';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { loadScoped } from '../../../core/documents/index.js';
import { purOrderLine } from '../purchase-order/purchase-order.table.js';
import { supplierDeliveryDocument } from './supplier-delivery.document.js';
import { purSupplierDelivery, purSupplierDeliveryLine } from './supplier-delivery.table.js';

/** Reads shared by several use cases and routes (no repository layer: decision 0020). */
export function loadSupplierDelivery(db: Executor, user: AuthUser, id: number, lock = false) {
  return loadScoped(
    db,
    purSupplierDelivery,
    id,
    supplierDeliveryDocument.visibleWhere(user),
    'errors.notFound',
    lock,
  );
}

/**
 * What deliveries still in transit announce of each PO line (by PO line id), leaving out `exceptId`
 * (the delivery being edited).
 */
export async function inTransitByLine(
  exec: Executor,
  orderLineIds: readonly number[],
  exceptId?: number,
): Promise<Map<number, number>> {
  if (orderLineIds.length === 0) return new Map();
  const rows = await exec
    .select({
      lineId: purSupplierDeliveryLine.orderLineId,
      qty: sql<number>`sum(${purSupplierDeliveryLine.quantity})::int`,
    })
    .from(purSupplierDeliveryLine)
    .innerJoin(purSupplierDelivery, eq(purSupplierDelivery.id, purSupplierDeliveryLine.deliveryId))
    .where(
      and(
        inArray(purSupplierDeliveryLine.orderLineId, [...orderLineIds]),
        eq(purSupplierDelivery.status, SUPPLIER_DELIVERY_STATUS.inTransit),
        exceptId ? ne(purSupplierDelivery.id, exceptId) : undefined,
      ),
    )
    .groupBy(purSupplierDeliveryLine.orderLineId);
  return new Map(rows.map((r) => [r.lineId, r.qty]));
}

/** A delivery's lines with the PO line they deliver (MPN, brand, ordered and received). */
export const deliveryLinesOf = (db: Executor, deliveryId: number) =>
  db
    .select({
      Id: purSupplierDeliveryLine.id,
      OrderLineId: purSupplierDeliveryLine.orderLineId,
      LineNo: purOrderLine.lineNo,
      Mpn: purOrderLine.mpn,
      Brand: purOrderLine.brand,
      Quantity: purSupplierDeliveryLine.quantity,
      Ordered: purOrderLine.quantity,
      Received: purOrderLine.receivedQty,
    })
    .from(purSupplierDeliveryLine)
    .innerJoin(purOrderLine, eq(purOrderLine.id, purSupplierDeliveryLine.orderLineId))
    .where(eq(purSupplierDeliveryLine.deliveryId, deliveryId))
    .orderBy(asc(purSupplierDeliveryLine.lineNo));
