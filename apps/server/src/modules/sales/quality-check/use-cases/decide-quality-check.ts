import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import {
  QUALITY_CHECK_DOC,
  QUALITY_CHECK_STATUS,
} from '@partdesk/shared/sales/quality-check/quality-check.codes';
import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../../core/db/client.js';
import { recordHistory } from '../../../../core/documents/index.js';
import { conflict } from '../../../../core/http/index.js';
import type { ReviewDoc, ReviewHookContext } from '../../../../core/reviews/index.js';
import { lockLots, releaseStock, setLotQc } from '../../../inventory/index.js';
import { refreshOrderStatuses } from '../../sales-order/sales-order.statuses.js';
import { salesOrder, salesOrderLine } from '../../sales-order/sales-order.table.js';
import { salesQualityCheck as T } from '../quality-check.table.js';
import { heldOnLot } from './request-quality-check.js';

/**
 * The quality-audit decision (review `qualityCheck`, in the deciding transaction; decision 0060):
 * approve → passed (the lot stays available, the reservation stays); reject → failed: what the line still
 * holds on the lot is released (inventory `releaseStock`), the line's `reservedQty` lowered, the order's
 * statuses re-derived, and the lot put on hold (QC rejected) when no other line holds stock on it. The
 * salesperson is notified after the commit either way.
 */
export function decideQualityCheck(passed: boolean) {
  return async (tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext): Promise<void> => {
    const to = passed ? QUALITY_CHECK_STATUS.passed : QUALITY_CHECK_STATUS.failed;
    const [qc] = await tx
      .update(T)
      .set({ status: to, version: sql`${T.version} + 1`, updatedBy: ctx.userId, updatedAt: sql`now()` })
      .where(and(eq(T.id, doc.id), eq(T.status, QUALITY_CHECK_STATUS.pendingReview)))
      .returning();
    if (!qc) throw conflict('errors.reviews.notPending', { no: doc.no });
    const by = { userId: ctx.userId, lang: ctx.lang ?? 'zh-CN' } as const;
    if (!passed) {
      await tx
        .select({ id: salesOrder.id })
        .from(salesOrder)
        .where(eq(salesOrder.id, qc.orderId))
        .for('update');
      const held = await heldOnLot(tx, qc.orderId, qc.orderLineId, qc.lotId);
      if (held > 0) {
        await releaseStock(
          tx,
          by,
          qc.lotId,
          { docType: SALES_ORDER_DOC, docId: qc.orderId, docLineId: qc.orderLineId },
          held,
        );
        await tx
          .update(salesOrderLine)
          .set({ reservedQty: sql`${salesOrderLine.reservedQty} - ${held}`, updatedBy: ctx.userId })
          .where(eq(salesOrderLine.id, qc.orderLineId));
        await refreshOrderStatuses(tx, qc.orderId);
      }
      const lot = (await lockLots(tx, [qc.lotId], by.lang)).get(qc.lotId)!;
      if (lot.reserved === 0 && lot.qcState === QC_STATE.passed)
        await setLotQc(tx, by, qc.lotId, QC_STATE.rejected);
    }
    await recordHistory(tx, {
      type: QUALITY_CHECK_DOC,
      docId: qc.id,
      docNo: qc.no,
      tenantId: qc.tenantId,
      action: passed ? 'approve' : 'reject',
      fromStatus: QUALITY_CHECK_STATUS.pendingReview,
      toStatus: to,
      comment: ctx.comment,
      userId: ctx.userId,
    });
    const [o] = await tx.select({ no: salesOrder.no }).from(salesOrder).where(eq(salesOrder.id, qc.orderId));
    ctx.after.later(() =>
      ctx.app.notifier.notify(qc.ownerId, {
        Key: passed ? 'notices.msg.qualityCheckPassed' : 'notices.msg.qualityCheckFailed',
        Params: { no: qc.no, mpn: qc.mpn, lot: qc.lotId },
        No: o?.no ?? qc.no,
        PartNo: qc.mpn,
      }),
    );
    ctx.after.later(() => ctx.app.notifier.todosChanged([qc.ownerId]));
  };
}
