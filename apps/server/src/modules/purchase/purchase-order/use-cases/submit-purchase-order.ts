import { isoDay } from '@partdesk/shared/core/dates';
import { D, money } from '@partdesk/shared/core/money';
import {
  PO_EDITABLE,
  PO_STATUS,
  PURCHASE_ORDER_DOC,
  PURCHASE_ORDER_REVIEW,
} from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { eq } from 'drizzle-orm';
import { AfterCommit, recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { submitDocForReview } from '../../../../core/reviews/index.js';
import { loadPurchaseOrder, poLinesOf } from '../purchase-order.queries.js';
import { purOrder } from '../purchase-order.table.js';
import { checkSupplier } from '../purchase-order.validate.js';

/**
 * PUT /merchant/purchase/purchaseorder/:id/submit — a draft, to-complete or rejected PO (at its Version)
 * enters the review `purchaseOrder` (采购主管 or 管理员): status pending review. Every line needs its
 * unit cost (`purchase.lineCostRequired` naming the line's UnitCost) and the supplier must still be
 * active. Not editable → 400 purchase.notSubmittable; another version → 409; nothing written.
 */
export async function submitPurchaseOrder(env: Env, id: number, version: number) {
  const { app, user, lang } = env;
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const o = await loadPurchaseOrder(tx, user, id, true);
    if (!PO_EDITABLE.includes(o.status)) throw badRequest('purchase.notSubmittable', { no: o.no }, 'Status');
    const lines = await poLinesOf(tx, id);
    lines.forEach((l, i) => {
      if (!l.unitCost)
        throw badRequest('purchase.lineCostRequired', { line: l.lineNo }, `Lines[${i}].UnitCost`);
    });
    await checkSupplier(tx, o.supplierId);
    await updateVersioned(tx, purOrder, id, version, {
      status: PO_STATUS.pendingReview,
      submittedAt: isoDay(app.clock.now()),
      reviewComment: '',
      updatedBy: user.id,
    });
    await recordHistory(tx, {
      type: PURCHASE_ORDER_DOC,
      docId: id,
      docNo: o.no,
      tenantId: o.tenantId,
      action: 'submit',
      fromStatus: o.status,
      toStatus: PO_STATUS.pendingReview,
      changes: {},
      userId: user.id,
    });
    // The review's amount is the PO total in CNY at its locked rate: the queue shows it, and a chain
    // step with a `minAmount` (CNY) applies by it.
    const amountCny = money(new D(o.total).mul(o.rate));
    await submitDocForReview(tx, { app, after, lang, userId: user.id }, PURCHASE_ORDER_REVIEW, o, {
      amountCny,
    });
    const [now] = await tx
      .select({ status: purOrder.status, version: purOrder.version })
      .from(purOrder)
      .where(eq(purOrder.id, id));
    return { Status: now!.status, Version: now!.version };
  });
  await after.flush();
  return out;
}
