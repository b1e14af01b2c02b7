import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import {
  STOCKING_LINE_STATUS,
  STOCKING_REQUEST_DOC,
} from '@partdesk/shared/sales/stocking-request/stocking-request.codes';
import type { StockingAbolish } from '@partdesk/shared/sales/stocking-request/stocking-request.contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { recordHistory } from '../../../../core/documents/index.js';
import type { Env } from '../../../../core/http/index.js';
import { refreshOrderStatuses } from '../../sales-order/sales-order.statuses.js';
import { salesOrderLine } from '../../sales-order/sales-order.table.js';
import { loadStockingRequest, orderOfRequest } from '../stocking-request.queries.js';
import { salesStockingRequest, salesStockingRequestLine } from '../stocking-request.table.js';
import { chosenLines, remarkExceptions } from './stocking-exception.js';

/**
 * PUT /merchant/sale/stockingrequest/:id/abolish — purchasing could not source approved lines: each
 * chosen line (approved, of this request) → failed with the reason; its order line gets the stocking
 * exception (`isAbolish` 2, `abolishReason`) and its `stockingQty` back (no longer being bought); the
 * order's statuses re-derived (→ abnormal stocking, order `isAbolish` 2: the salesperson's
 * StockingExceptionCount). History on the request and the order; any refusal writes nothing.
 */
export async function abolishStockingLines(env: Env, id: number, input: StockingAbolish) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const req = await loadStockingRequest(tx, user, id, true);
    const order = await orderOfRequest(tx, req.orderId, true);
    const lines = await chosenLines(
      tx,
      req,
      input.LineIds,
      STOCKING_LINE_STATUS.approved,
      'sales.stockingLineNotApproved',
    );
    await tx
      .update(salesStockingRequestLine)
      .set({ status: STOCKING_LINE_STATUS.failed, abolishReason: input.Reason, updatedBy: user.id })
      .where(
        inArray(
          salesStockingRequestLine.id,
          lines.map((l) => l.id),
        ),
      );
    for (const l of lines)
      await tx
        .update(salesOrderLine)
        .set({ stockingQty: sql`greatest(0, ${salesOrderLine.stockingQty} - ${l.quantity})` })
        .where(eq(salesOrderLine.id, l.orderLineId));
    await remarkExceptions(
      tx,
      lines.map((l) => l.orderLineId),
      user.id,
    );
    await refreshOrderStatuses(tx, order.id);
    const [r] = await tx
      .update(salesStockingRequest)
      .set({ version: sql`${salesStockingRequest.version} + 1`, updatedBy: user.id })
      .where(eq(salesStockingRequest.id, req.id))
      .returning();
    const which = lines.map((l) => l.lineNo).join(', ');
    await recordHistory(tx, {
      type: STOCKING_REQUEST_DOC,
      docId: req.id,
      docNo: req.no,
      tenantId: req.tenantId,
      action: 'abolish',
      changes: { Lines: [which, STOCKING_LINE_STATUS.failed] },
      comment: input.Reason,
      userId: user.id,
    });
    await recordHistory(tx, {
      type: SALES_ORDER_DOC,
      docId: order.id,
      docNo: order.no,
      tenantId: order.tenantId,
      action: 'stockingFailed',
      comment: `${req.no}: ${input.Reason}`,
      userId: user.id,
    });
    return { Id: r!.id, Version: r!.version };
  });
}
