import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { INSPECTION_DOC, INSPECTION_STATUS } from '@partdesk/shared/purchase/inspection/inspection.codes';
import { RECEIPT_STATUS } from '@partdesk/shared/purchase/receipt/receipt.codes';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../../../../core/db/client.js';
import { recordHistory } from '../../../../core/documents/index.js';
import { conflict } from '../../../../core/http/index.js';
import type { ReviewDoc, ReviewHookContext } from '../../../../core/reviews/index.js';
import { setLotQc } from '../../../inventory/index.js';
import { purOrder, purOrderLine } from '../../purchase-order/purchase-order.table.js';
import { purReceipt, purReceiptLine } from '../../receipt/receipt.table.js';
import type {} from '../inspection-events.js';
import { purInspection } from '../inspection.table.js';

/** The receipt is inspected once every line's inspection is decided. */
async function refreshReceipt(tx: Tx, receiptId: number, userId: number) {
  const undecided = await tx
    .select({ id: purReceiptLine.id })
    .from(purReceiptLine)
    .where(
      and(
        eq(purReceiptLine.receiptId, receiptId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(purInspection)
            .where(
              and(
                eq(purInspection.receiptLineId, purReceiptLine.id),
                sql`${purInspection.status} in (${INSPECTION_STATUS.passed}, ${INSPECTION_STATUS.failed})`,
              ),
            ),
        ),
      ),
    );
  if (!undecided.length)
    await tx
      .update(purReceipt)
      .set({ status: RECEIPT_STATUS.inspected, version: sql`${purReceipt.version} + 1`, updatedBy: userId })
      .where(eq(purReceipt.id, receiptId));
}

/**
 * The quality-audit decision (review `inboundInspection`, in the deciding transaction; decision 0040):
 * approve → the inspection passed and its lot passed (available); reject → failed and the lot rejected
 * (it stays for a purchase return). The receipt becomes inspected when all its lines are decided. A pass
 * publishes `purchase.lotPassed` with the sales order line the PO line serves (sales stocks it).
 */
export function decideInspection(passed: boolean) {
  return async (tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext): Promise<void> => {
    const to = passed ? INSPECTION_STATUS.passed : INSPECTION_STATUS.failed;
    const [j] = await tx
      .update(purInspection)
      .set({ status: to, version: sql`${purInspection.version} + 1`, updatedBy: ctx.userId })
      .where(and(eq(purInspection.id, doc.id), eq(purInspection.status, INSPECTION_STATUS.pendingReview)))
      .returning();
    if (!j) throw conflict('errors.reviews.notPending', { no: doc.no });
    const by = { userId: ctx.userId, lang: ctx.lang ?? 'zh-CN' } as const;
    await setLotQc(tx, by, j.lotId, passed ? QC_STATE.passed : QC_STATE.rejected);
    await refreshReceipt(tx, j.receiptId, ctx.userId);
    await recordHistory(tx, {
      type: INSPECTION_DOC,
      docId: j.id,
      docNo: j.no,
      tenantId: j.tenantId,
      action: passed ? 'approve' : 'reject',
      fromStatus: INSPECTION_STATUS.pendingReview,
      toStatus: to,
      comment: ctx.comment,
      userId: ctx.userId,
    });
    if (!passed) return;
    const [src] = await tx
      .select({
        receiptNo: purReceipt.no,
        orderNo: purOrder.no,
        salesOrderId: purOrderLine.salesOrderId,
        salesOrderLineId: purOrderLine.salesOrderLineId,
      })
      .from(purReceiptLine)
      .innerJoin(purReceipt, eq(purReceipt.id, purReceiptLine.receiptId))
      .innerJoin(purOrderLine, eq(purOrderLine.id, purReceiptLine.orderLineId))
      .innerJoin(purOrder, eq(purOrder.id, purOrderLine.orderId))
      .where(eq(purReceiptLine.id, j.receiptLineId));
    await ctx.app.events.publish(tx, ctx.after, 'purchase.lotPassed', {
      inspectionId: j.id,
      inspectionNo: j.no,
      receiptNo: src!.receiptNo,
      orderNo: src!.orderNo,
      tenantId: j.tenantId,
      lotId: j.lotId,
      mpn: j.mpn,
      qty: j.quantity,
      salesOrderId: src!.salesOrderId,
      salesOrderLineId: src!.salesOrderLineId,
      userId: ctx.userId,
    });
  };
}
