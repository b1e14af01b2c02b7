import { ORDER_REVIEW, SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import {
  STOCKING_LINE_STATUS,
  STOCKING_REQUEST_STATUS,
} from '@partdesk/shared/sales/stocking-request/stocking-request.codes';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../../core/db/client.js';
import { recordHistory } from '../../../../core/documents/index.js';
import { conflict } from '../../../../core/http/index.js';
import type { ReviewDoc, ReviewHookContext } from '../../../../core/reviews/index.js';
import { refreshOrderStatuses } from '../../sales-order/sales-order.statuses.js';
import { salesOrder, salesOrderLine } from '../../sales-order/sales-order.table.js';
import { salesStockingRequest, salesStockingRequestLine } from '../stocking-request.table.js';

/** Moves a pending request to `to` (version + 1); not pending any more → 409 errors.reviews.notPending. */
async function settle(tx: Tx, doc: ReviewDoc, set: Partial<typeof salesStockingRequest.$inferInsert>) {
  const [r] = await tx
    .update(salesStockingRequest)
    .set({ ...set, version: sql`${salesStockingRequest.version} + 1` })
    .where(
      and(
        eq(salesStockingRequest.id, doc.id),
        eq(salesStockingRequest.status, STOCKING_REQUEST_STATUS.pendingReview),
      ),
    )
    .returning();
  if (!r) throw conflict('errors.reviews.notPending', { no: doc.no });
  return r;
}

async function orderHistory(tx: Tx, orderId: number, action: string, comment: string, userId: number) {
  const [o] = await tx
    .select({ no: salesOrder.no, tenantId: salesOrder.tenantId })
    .from(salesOrder)
    .where(eq(salesOrder.id, orderId));
  await recordHistory(tx, {
    type: SALES_ORDER_DOC,
    docId: orderId,
    docNo: o!.no,
    tenantId: o!.tenantId,
    action,
    comment,
    userId,
  });
}

/**
 * Purchasing approves (the review's last step, in the deciding transaction): the order must still be
 * approved (409 sales.stockingOrderNotOpen otherwise); each line's quantity is added to its order line's
 * `stockingQty` and the order's statuses re-derived (→ to be purchased); the lines become purchase
 * demand. History on the order (the engine records the request's).
 */
export async function approveStockingRequest(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext) {
  const [req] = await tx.select().from(salesStockingRequest).where(eq(salesStockingRequest.id, doc.id));
  const [order] = await tx.select().from(salesOrder).where(eq(salesOrder.id, req!.orderId)).for('update');
  if (order!.status !== ORDER_REVIEW.approved)
    throw conflict('sales.stockingOrderNotOpen', { no: order!.no });
  const r = await settle(tx, doc, {
    status: STOCKING_REQUEST_STATUS.approved,
    approvedAt: ctx.app.clock.now(),
    reviewComment: ctx.comment,
    updatedBy: ctx.userId,
  });
  const lines = await tx
    .update(salesStockingRequestLine)
    .set({ status: STOCKING_LINE_STATUS.approved, updatedBy: ctx.userId })
    .where(eq(salesStockingRequestLine.requestId, r.id))
    .returning();
  for (const l of lines)
    await tx
      .update(salesOrderLine)
      .set({ stockingQty: sql`${salesOrderLine.stockingQty} + ${l.quantity}`, updatedBy: ctx.userId })
      .where(eq(salesOrderLine.id, l.orderLineId));
  await refreshOrderStatuses(tx, r.orderId);
  await orderHistory(tx, r.orderId, 'stockingApproved', r.no, ctx.userId);
}

/** Purchasing rejects: the request and its lines → rejected with the comment; the order is unchanged. */
export async function rejectStockingRequest(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext) {
  const r = await settle(tx, doc, {
    status: STOCKING_REQUEST_STATUS.rejected,
    reviewComment: ctx.comment,
    updatedBy: ctx.userId,
  });
  await tx
    .update(salesStockingRequestLine)
    .set({ status: STOCKING_LINE_STATUS.rejected, updatedBy: ctx.userId })
    .where(eq(salesStockingRequestLine.requestId, r.id));
  await orderHistory(tx, r.orderId, 'stockingRejected', `${r.no} ${ctx.comment}`.trim(), ctx.userId);
}
