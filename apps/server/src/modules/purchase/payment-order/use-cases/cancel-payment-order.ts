import {
  PAYMENT_ORDER_DOC,
  PAYMENT_ORDER_STATUS as S,
  PAYMENT_REVIEW,
} from '@partdesk/shared/purchase/payment-order/payment-order.codes';
import { recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, type Env, forbidden } from '../../../../core/http/index.js';
import { withdrawReview } from '../../../../core/reviews/index.js';
import { loadPaymentOrder } from '../payment-order.queries.js';
import { purPaymentOrder } from '../payment-order.table.js';

/**
 * PUT /merchant/purchase/paymentorder/:id/cancel (Version) — the buyer who asked withdraws a request
 * finance has not decided yet: status cancelled, the pending review withdrawn, the amounts released.
 * Decided (paid / rejected / cancelled) → 400 purchase.payment.notCancellable; another buyer → 403;
 * another version → 409; nothing written.
 */
export async function cancelPaymentOrder(env: Env, id: number, version: number) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const p = await loadPaymentOrder(tx, user, id, true);
    if (p.ownerId !== user.id && !user.isAdmin) throw forbidden();
    if (p.status !== S.toPay) throw badRequest('purchase.payment.notCancellable', { no: p.no }, 'Status');
    const out = await updateVersioned(tx, purPaymentOrder, id, version, {
      status: S.cancelled,
      updatedBy: user.id,
    });
    await withdrawReview(tx, { type: PAYMENT_REVIEW, docId: id, userId: user.id, at: app.clock.now() });
    await recordHistory(tx, {
      type: PAYMENT_ORDER_DOC,
      docId: id,
      docNo: p.no,
      tenantId: p.tenantId,
      action: 'cancel',
      fromStatus: S.toPay,
      toStatus: S.cancelled,
      changes: {},
      userId: user.id,
    });
    return { Status: S.cancelled, Version: out.version };
  });
}
