import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../core/db/client.js';
import type { Actor } from '../../../core/http/index.js';
import { invReservation, releaseStock } from '../../inventory/index.js';
import { salesOrderLine } from './sales-order.table.js';

/** What each lot holds for one order line (Σ of its reservation entries > 0), newest lot first. */
async function heldLots(tx: Executor, orderId: number, lineId: number) {
  return tx
    .select({ lotId: invReservation.lotId, held: sql<number>`sum(${invReservation.qty})::int` })
    .from(invReservation)
    .where(
      and(
        eq(invReservation.docType, SALES_ORDER_DOC),
        eq(invReservation.docId, orderId),
        eq(invReservation.docLineId, lineId),
      ),
    )
    .groupBy(invReservation.lotId)
    .having(sql`sum(${invReservation.qty}) > 0`)
    .orderBy(desc(invReservation.lotId));
}

/**
 * Gives back `qty` of what an order line holds (ledger reservations, inventory releaseStock) in the
 * caller's transaction — from the newest lot first — and lowers the line's `reservedQty` by as much.
 * The caller refreshes the order's statuses.
 */
export async function releaseLine(
  tx: Tx,
  by: Actor,
  line: { id: number; orderId: number; reservedQty: number },
  qty: number,
): Promise<void> {
  let left = Math.min(qty, line.reservedQty);
  if (left <= 0) return;
  for (const lot of await heldLots(tx, line.orderId, line.id)) {
    const take = Math.min(left, lot.held);
    await releaseStock(
      tx,
      by,
      lot.lotId,
      { docType: SALES_ORDER_DOC, docId: line.orderId, docLineId: line.id },
      take,
    );
    left -= take;
    if (!left) break;
  }
  await tx
    .update(salesOrderLine)
    .set({ reservedQty: sql`${salesOrderLine.reservedQty} - ${Math.min(qty, line.reservedQty) - left}` })
    .where(eq(salesOrderLine.id, line.id));
}

/** Lines (of `lineIds`) that hold or ever held reserved stock: their rows must stay (the ledger points at them). */
export async function linesWithStockEntries(tx: Executor, orderId: number, lineIds: number[]) {
  if (!lineIds.length) return new Set<number>();
  const r = await tx
    .selectDistinct({ id: invReservation.docLineId })
    .from(invReservation)
    .where(
      and(
        eq(invReservation.docType, SALES_ORDER_DOC),
        eq(invReservation.docId, orderId),
        inArray(invReservation.docLineId, lineIds),
      ),
    );
  return new Set(r.map((x) => x.id));
}
