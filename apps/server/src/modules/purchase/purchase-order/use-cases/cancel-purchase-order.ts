import {
  PO_CANCELLABLE,
  PO_STATUS,
  PURCHASE_ORDER_DOC,
  PURCHASE_ORDER_REVIEW,
} from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { SUPPLIER_DELIVERY_STATUS } from '@partdesk/shared/purchase/supplier-delivery/supplier-delivery.codes';
import { and, eq, sql } from 'drizzle-orm';
import { recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { withdrawReview } from '../../../../core/reviews/index.js';
import { purSupplierDelivery } from '../../supplier-delivery/supplier-delivery.table.js';
import { loadPurchaseOrder } from '../purchase-order.queries.js';
import { purOrder, purOrderLine } from '../purchase-order.table.js';

/**
 * PUT /merchant/purchase/purchaseorder/:id/cancel (Version, Reason) — cancelled from draft, to complete,
 * rejected, pending review (the pending review is withdrawn) or ordered, as long as nothing was received
 * (`purchase.cancelReceived`; partly received / received: `purchase.cancelNotAllowed` too). The reason
 * is required (naming Reason). A supplier delivery still in transit for it refuses the cancel
 * (`purchase.cancelInTransit`, naming Id): cancel it or mark it arrived first. Its lines stop holding their purchase demand: the rows are offered again
 * in pending-order. Nothing written on a refusal.
 */
export async function cancelPurchaseOrder(env: Env, id: number, input: { Version: number; Reason: string }) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const o = await loadPurchaseOrder(tx, user, id, true);
    const reason = input.Reason.trim();
    if (!reason) throw badRequest('purchase.cancelReasonRequired', undefined, 'Reason');
    const [r] = await tx
      .select({ received: sql<number>`coalesce(sum(${purOrderLine.receivedQty}), 0)::int` })
      .from(purOrderLine)
      .where(eq(purOrderLine.orderId, id));
    if ((r?.received ?? 0) > 0) throw badRequest('purchase.cancelReceived', { no: o.no }, 'Id');
    const [transit] = await tx
      .select({ no: purSupplierDelivery.no })
      .from(purSupplierDelivery)
      .where(
        and(
          eq(purSupplierDelivery.orderId, id),
          eq(purSupplierDelivery.status, SUPPLIER_DELIVERY_STATUS.inTransit),
        ),
      )
      .limit(1);
    if (transit) throw badRequest('purchase.cancelInTransit', { no: o.no, delivery: transit.no }, 'Id');
    if (!PO_CANCELLABLE.includes(o.status))
      throw badRequest('purchase.cancelNotAllowed', { no: o.no }, 'Status');
    const { version } = await updateVersioned(tx, purOrder, id, input.Version, {
      status: PO_STATUS.cancelled,
      cancelReason: reason,
      updatedBy: user.id,
    });
    if (o.status === PO_STATUS.pendingReview)
      await withdrawReview(tx, {
        type: PURCHASE_ORDER_REVIEW,
        docId: id,
        userId: user.id,
        at: app.clock.now(),
      });
    await recordHistory(tx, {
      type: PURCHASE_ORDER_DOC,
      docId: id,
      docNo: o.no,
      tenantId: o.tenantId,
      action: 'cancel',
      fromStatus: o.status,
      toStatus: PO_STATUS.cancelled,
      comment: reason,
      changes: {},
      userId: user.id,
    });
    return { Status: PO_STATUS.cancelled, Version: version };
  });
}
