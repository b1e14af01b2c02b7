import {
  PO_CHANGE_REVIEW,
  PO_CHANGE_STATUS,
  PO_CHANGEABLE,
  type PoChange,
} from '@partdesk/shared/purchase/purchase-order-info/purchase-order-info.contract';
import { PURCHASE_ORDER_DOC } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { and, eq } from 'drizzle-orm';
import { AfterCommit, recordHistory } from '../../../../core/documents/index.js';
import { badRequest, conflict, type Env } from '../../../../core/http/index.js';
import { submitDocForReview } from '../../../../core/reviews/index.js';
import { loadPurchaseOrder, poLinesOf } from '../../purchase-order/purchase-order.queries.js';
import { checkPoChange } from '../po-change.check.js';
import { purOrderChange } from '../purchase-order-info.table.js';

/**
 * POST /merchant/purchase/purchaseorder/:id/change — asks to change an approved PO's info (decision
 * 0041): the PO (visible to the caller, locked) must be ordered / partly received / received
 * (`purchase.poChange.notApproved` otherwise: a draft is edited directly), at the Version read (409),
 * with no other change pending; the change's rules (checkPoChange). Enters the review
 * `purchaseOrderInfo`; the PO's history records the request. Nothing written on a refusal.
 */
export async function requestPoChange(env: Env, orderId: number, input: PoChange) {
  const { app, user, lang } = env;
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const o = await loadPurchaseOrder(tx, user, orderId, true);
    if (!PO_CHANGEABLE.includes(o.status))
      throw badRequest('purchase.poChange.notApproved', { no: o.no }, 'Status');
    if (o.version !== input.Version) throw conflict('errors.staleVersion');
    const [pending] = await tx
      .select({ id: purOrderChange.id })
      .from(purOrderChange)
      .where(and(eq(purOrderChange.orderId, o.id), eq(purOrderChange.status, PO_CHANGE_STATUS.pending)));
    if (pending) throw badRequest('purchase.poChange.pendingExists', { no: o.no }, 'Id');
    const checked = await checkPoChange(tx, o, await poLinesOf(tx, o.id), input);
    const [row] = await tx
      .insert(purOrderChange)
      .values({
        orderId: o.id,
        orderNo: o.no,
        tenantId: o.tenantId,
        ownerId: user.id,
        baseVersion: o.version,
        changes: input,
        reason: input.Reason,
        status: PO_CHANGE_STATUS.pending,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    await recordHistory(tx, {
      type: PURCHASE_ORDER_DOC,
      docId: o.id,
      docNo: o.no,
      tenantId: o.tenantId,
      action: 'changeRequested',
      comment: input.Reason,
      changes: checked.diff,
      userId: user.id,
    });
    await submitDocForReview(tx, { app, after, lang, userId: user.id }, PO_CHANGE_REVIEW, {
      ...row!,
      no: row!.orderNo,
    });
    return { Id: row!.id, Status: PO_CHANGE_STATUS.pending, Changes: checked.diff };
  });
  await after.flush();
  return out;
}
