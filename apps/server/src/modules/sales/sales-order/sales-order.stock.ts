import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../core/db/client.js';
import type { Actor } from '../../../core/http/index.js';
import { invLot, invReservation, releaseStock, reserveStock } from '../../inventory/index.js';
import { salesOrder, salesOrderLine } from './sales-order.table.js';

type Line = typeof salesOrderLine.$inferSelect;

/**
 * The lots a line may take own stock from, best first (decision 0033): its chosen lot (`lotId`) first,
 * then passed-QC lots of the order's owner company with stock available (on hand − reserved) and the
 * same part (or, without a part, the same MPN and brand, case-insensitive), oldest received first.
 */
async function candidateLots(tx: Tx, tenantId: number, l: Line) {
  const same = l.partId
    ? eq(invLot.partId, l.partId)
    : and(sql`upper(${invLot.mpn}) = upper(${l.mpn})`, sql`upper(${invLot.brand}) = upper(${l.brand})`);
  const rows = await tx
    .select({ id: invLot.id, available: sql<number>`(${invLot.onHand} - ${invLot.reserved})::int` })
    .from(invLot)
    .where(
      and(
        eq(invLot.tenantId, tenantId),
        eq(invLot.qcState, QC_STATE.passed),
        gt(sql`${invLot.onHand} - ${invLot.reserved}`, 0),
        same,
        l.lotId ? ne(invLot.id, l.lotId) : undefined,
      ),
    )
    .orderBy(asc(invLot.receivedOn), asc(invLot.id));
  if (!l.lotId) return rows;
  const [own] = await tx
    .select({ id: invLot.id, available: sql<number>`(${invLot.onHand} - ${invLot.reserved})::int` })
    .from(invLot)
    .where(and(eq(invLot.id, l.lotId), eq(invLot.qcState, QC_STATE.passed), eq(invLot.tenantId, tenantId)));
  return own && own.available > 0 ? [own, ...rows] : rows;
}

/**
 * On approval: reserves available own lots for each line still short (quantity − reserved − shipped),
 * lot by lot in `candidateLots` order, partial allowed (what is missing stays for a stocking request),
 * and writes the line's `reservedQty` in the same transaction. Every reservation goes through the
 * inventory's `reserveStock` (the lot row locked: never over-allocated). The caller refreshes statuses.
 */
export async function reserveOrderStock(tx: Tx, by: Actor, orderId: number): Promise<void> {
  const [o] = await tx.select().from(salesOrder).where(eq(salesOrder.id, orderId));
  if (!o) return;
  const lines = await tx
    .select()
    .from(salesOrderLine)
    .where(eq(salesOrderLine.orderId, orderId))
    .orderBy(asc(salesOrderLine.lineNo));
  for (const l of lines) {
    let need = l.quantity - l.reservedQty - l.shippedQty;
    if (need <= 0) continue;
    let took = 0;
    for (const lot of await candidateLots(tx, o.tenantId, l)) {
      const qty = Math.min(need, lot.available);
      if (qty <= 0) continue;
      await reserveStock(tx, by, lot.id, { docType: SALES_ORDER_DOC, docId: orderId, docLineId: l.id }, qty);
      took += qty;
      need -= qty;
      if (need === 0) break;
    }
    if (took > 0)
      await tx
        .update(salesOrderLine)
        .set({ reservedQty: l.reservedQty + took })
        .where(eq(salesOrderLine.id, l.id));
  }
}

/**
 * Releases everything the order's lines hold (cancellation): one release entry per lot and line of
 * what it still holds (Σ of its reservation entries), the lines' `reservedQty` back to 0. The caller
 * refreshes statuses.
 */
export async function releaseOrderStock(tx: Tx, by: Actor, orderId: number): Promise<void> {
  const held = await tx
    .select({
      lotId: invReservation.lotId,
      lineId: invReservation.docLineId,
      qty: sql<number>`sum(${invReservation.qty})::int`,
    })
    .from(invReservation)
    .where(and(eq(invReservation.docType, SALES_ORDER_DOC), eq(invReservation.docId, orderId)))
    .groupBy(invReservation.lotId, invReservation.docLineId)
    .having(sql`sum(${invReservation.qty}) > 0`)
    .orderBy(asc(invReservation.lotId), asc(invReservation.docLineId));
  for (const h of held)
    await releaseStock(
      tx,
      by,
      h.lotId,
      { docType: SALES_ORDER_DOC, docId: orderId, docLineId: h.lineId },
      h.qty,
    );
  await tx.update(salesOrderLine).set({ reservedQty: 0 }).where(eq(salesOrderLine.orderId, orderId));
}
