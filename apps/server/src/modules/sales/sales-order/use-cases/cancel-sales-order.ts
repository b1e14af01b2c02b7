import {
  ORDER_CANCEL_AT_ONCE,
  ORDER_REVIEW,
  SALES_ORDER_CANCEL_REVIEW,
  SALES_ORDER_DOC,
  SALES_ORDER_MARGIN_REVIEW,
  SALES_ORDER_PURCHASE_REVIEW,
  SALES_ORDER_REVIEW,
} from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { eq } from 'drizzle-orm';
import { AfterCommit, recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { withdrawReview } from '../../../../core/reviews/index.js';
import { loadOwnSalesOrder } from '../sales-order.queries.js';
import { assertNothingShipped, cancelOrder, moveOrderStatus, submitOrderTo } from '../sales-order.review.js';
import { salesOrder } from '../sales-order.table.js';

/**
 * PUT /merchant/sale/salesorder/:id/cancel (Version, Reason) — decision 0033:
 * - any shipped quantity → 400 sales.cancelShipped ("Shipped, can't cancel the order");
 * - draft, rejected or still in review (no stock reserved yet) → cancelled at once (a pending review is
 *   withdrawn), `salesOrder.cancelled` published;
 * - approved (in fulfilment) → the cancellation review `salesOrderCancel` (status 11, sales leads); its
 *   approval cancels (reservations released, event), its rejection returns the order to approved;
 * - completed, cancelled, voided or already pending cancellation → 400 sales.cancelNotAllowed.
 * The reason is required (400 sales.cancelReasonRequired naming Reason). Nothing written on a refusal.
 */
export async function cancelSalesOrder(env: Env, id: number, input: { Version: number; Reason: string }) {
  const { app, user, lang } = env;
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const o = await loadOwnSalesOrder(tx, user, id);
    const reason = input.Reason.trim();
    if (!reason) throw badRequest('sales.cancelReasonRequired', undefined, 'Reason');
    await assertNothingShipped(tx, o);
    const atOnce = ORDER_CANCEL_AT_ONCE.includes(o.status);
    if (!atOnce && o.status !== ORDER_REVIEW.approved)
      throw badRequest('sales.cancelNotAllowed', { no: o.no }, 'Status');
    await updateVersioned(tx, salesOrder, id, input.Version, { cancelReason: reason, updatedBy: user.id });
    const history = { type: SALES_ORDER_DOC, docId: id, docNo: o.no, tenantId: o.tenantId, userId: user.id };
    const ctx = { app, after, lang, userId: user.id };
    if (atOnce) {
      for (const type of [SALES_ORDER_REVIEW, SALES_ORDER_MARGIN_REVIEW, SALES_ORDER_PURCHASE_REVIEW])
        await withdrawReview(tx, { type, docId: id, userId: user.id, at: app.clock.now() });
      await cancelOrder(tx, ctx, o, [o.status]);
      await recordHistory(tx, {
        ...history,
        action: 'cancel',
        fromStatus: o.status,
        toStatus: ORDER_REVIEW.cancelled,
        comment: reason,
      });
    } else {
      await moveOrderStatus(tx, o, [ORDER_REVIEW.approved], ORDER_REVIEW.cancelPending);
      await recordHistory(tx, {
        ...history,
        action: 'cancelRequest',
        fromStatus: o.status,
        toStatus: ORDER_REVIEW.cancelPending,
        comment: reason,
      });
      const [fresh] = await tx.select().from(salesOrder).where(eq(salesOrder.id, id));
      await submitOrderTo(tx, ctx, SALES_ORDER_CANCEL_REVIEW, fresh!, user.id);
    }
    const [now] = await tx
      .select({ status: salesOrder.status, version: salesOrder.version })
      .from(salesOrder)
      .where(eq(salesOrder.id, id));
    return now!;
  });
  await after.flush();
  return out;
}
