import { ORDER_REVIEW } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../core/db/client.js';
import { badRequest } from '../../../core/http/index.js';
import { refreshOrderStatuses } from './sales-order.statuses.js';
import { salesOrder, salesOrderLine } from './sales-order.table.js';

/**
 * What sales offers the shipments (logistics sits above sales, issue #16, decision 0043): the orders
 * locked for a shipping transition, the line quantities the shipments move (sales writes only its own
 * tables), and the check the order's cancellation asks of the open shipments.
 */

/**
 * Locks the orders' rows (id order: no deadlock) and returns them with their lines. Every shipment
 * transition that changes order quantities and the order's cancellation lock the same row, so a
 * shipment and a concurrent cancel never both succeed.
 */
export async function lockOrdersForShipping(tx: Tx, orderIds: readonly number[]) {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  if (!ids.length) return { orders: [], lines: [] };
  const orders = await tx
    .select()
    .from(salesOrder)
    .where(inArray(salesOrder.id, ids))
    .orderBy(asc(salesOrder.id))
    .for('update');
  const lines = await tx
    .select()
    .from(salesOrderLine)
    .where(inArray(salesOrderLine.orderId, ids))
    .orderBy(asc(salesOrderLine.orderId), asc(salesOrderLine.lineNo));
  return { orders, lines };
}

/** An order a shipment may take from or ship: approved (not cancelled / pending cancellation) and not paused. */
export const orderShippable = (o: { status: number; paused: boolean }) =>
  o.status === ORDER_REVIEW.approved && !o.paused;

/** Signed changes of a line's shipment quantities (picked, packed, shipped). */
export interface ShipmentDelta {
  lineId: number;
  picked?: number;
  packed?: number;
  shipped?: number;
}

/**
 * Moves order lines' `pickedQty` / `packedQty` / `shippedQty` by the deltas (shipping also lowers
 * `reservedQty`: the shipment consumed those reservations in the ledger) and refreshes the statuses of
 * each order touched (the one writer). The caller holds the orders' locks. A quantity going below 0 or
 * shipped beyond the line quantity is refused.
 */
export async function applyShipmentDeltas(tx: Tx, userId: number, deltas: readonly ShipmentDelta[]) {
  const orders = new Set<number>();
  for (const d of deltas) {
    const picked = d.picked ?? 0;
    const packed = d.packed ?? 0;
    const shipped = d.shipped ?? 0;
    const [row] = await tx
      .update(salesOrderLine)
      .set({
        pickedQty: sql`${salesOrderLine.pickedQty} + ${picked}`,
        packedQty: sql`${salesOrderLine.packedQty} + ${packed}`,
        shippedQty: sql`${salesOrderLine.shippedQty} + ${shipped}`,
        reservedQty: sql`${salesOrderLine.reservedQty} - ${shipped}`,
        updatedBy: userId,
        updatedAt: sql`now()`,
      })
      .where(sql`${salesOrderLine.id} = ${d.lineId}`)
      .returning();
    if (!row) throw badRequest('errors.notFound', undefined, 'LineId');
    if (row.pickedQty < 0 || row.packedQty < 0 || row.reservedQty < 0 || row.shippedQty > row.quantity)
      throw badRequest('sales.shippingQtyInvalid', { line: row.lineNo }, 'Lines');
    orders.add(row.orderId);
  }
  for (const id of orders) await refreshOrderStatuses(tx, id);
}

type OpenShipmentsOf = (db: Executor, orderId: number) => Promise<string[]>;
let openShipmentsOf: OpenShipmentsOf | null = null;

/** Logistics hands sales its reader of an order's open shipments (numbers) at registration. */
export function registerOpenShipments(fn: OpenShipmentsOf): void {
  openShipmentsOf = fn;
}

/** An order carried by an open shipment cannot be cancelled (void the shipment first): 400 naming Id. */
export async function assertNoOpenShipment(db: Executor, doc: { id: number; no: string }): Promise<void> {
  const open = openShipmentsOf ? await openShipmentsOf(db, doc.id) : [];
  if (open.length)
    throw badRequest('sales.cancelOpenShipment', { no: doc.no, shipments: open.join(', ') }, 'Id');
}
