import { PO_STATUS, PURCHASE_ORDER_DOC } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../core/db/client.js';
import { recordHistory } from '../../../core/documents/index.js';
import { badRequest } from '../../../core/http/index.js';
import { purOrder, purOrderLine } from './purchase-order.table.js';

/** Statuses a PO receives goods in: ordered (approved) or partly received. */
export const PO_RECEIVABLE: readonly number[] = [PO_STATUS.ordered, PO_STATUS.partlyReceived];

/** A PO locked for receiving, with its lines. */
export async function lockReceivablePo(tx: Tx, orderId: number) {
  const [o] = await tx.select().from(purOrder).where(eq(purOrder.id, orderId)).for('update');
  if (!o) throw badRequest('errors.notFound', undefined, 'OrderId');
  if (!PO_RECEIVABLE.includes(o.status))
    throw badRequest('purchase.receiptOrderNotReceivable', { no: o.no }, 'OrderId');
  const lines = await tx
    .select()
    .from(purOrderLine)
    .where(eq(purOrderLine.orderId, orderId))
    .orderBy(asc(purOrderLine.lineNo));
  return { order: o, lines };
}

/**
 * The PO's one writer of what was received (decision 0040): adds `qty` to each line's `received_qty`
 * (the caller checked qty ≤ ordered − received on the locked PO) and moves the PO to partly received (6)
 * or received (7) with its version and history, in the caller's transaction.
 */
export async function recordPoReceipt(
  tx: Tx,
  userId: number,
  orderId: number,
  received: readonly { lineId: number; qty: number }[],
  receiptNo: string,
): Promise<number> {
  for (const r of received)
    await tx
      .update(purOrderLine)
      .set({
        receivedQty: sql`${purOrderLine.receivedQty} + ${r.qty}`,
        updatedBy: userId,
        updatedAt: sql`now()`,
      })
      .where(eq(purOrderLine.id, r.lineId));
  const [o] = await tx.select().from(purOrder).where(eq(purOrder.id, orderId));
  const [left] = await tx
    .select({
      open: sql<number>`coalesce(sum(${purOrderLine.quantity} - ${purOrderLine.receivedQty}), 0)::int`,
    })
    .from(purOrderLine)
    .where(eq(purOrderLine.orderId, orderId));
  const status = (left?.open ?? 0) > 0 ? PO_STATUS.partlyReceived : PO_STATUS.received;
  await tx
    .update(purOrder)
    .set({ status, version: sql`${purOrder.version} + 1`, updatedBy: userId, updatedAt: sql`now()` })
    .where(eq(purOrder.id, orderId));
  if (status !== o!.status)
    await recordHistory(tx, {
      type: PURCHASE_ORDER_DOC,
      docId: orderId,
      docNo: o!.no,
      tenantId: o!.tenantId,
      action: 'receive',
      fromStatus: o!.status,
      toStatus: status,
      comment: receiptNo,
      userId,
    });
  return status;
}
