import { D, money } from '@partdesk/shared/core/money';
import { ORDER_REVIEW, SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import {
  STOCKING_LINE_STATUS,
  STOCKING_REQUEST_DOC,
} from '@partdesk/shared/sales/stocking-request/stocking-request.codes';
import type { StockingResolve } from '@partdesk/shared/sales/stocking-request/stocking-request.contract';
import { keptQty } from '@partdesk/shared/sales/stocking-request/stocking-request.rules';
import { eq, inArray, sql } from 'drizzle-orm';
import { recordHistory } from '../../../../core/documents/index.js';
import { badRequest, conflict, type Env } from '../../../../core/http/index.js';
import { applyLandedCost } from '../../margin/apply-landed-cost.js';
import { loadOwnSalesOrder } from '../../sales-order/sales-order.queries.js';
import { refreshOrderStatuses } from '../../sales-order/sales-order.statuses.js';
import { salesOrder, salesOrderLine } from '../../sales-order/sales-order.table.js';
import { loadStockingRequest } from '../stocking-request.queries.js';
import { salesStockingRequest, salesStockingRequestLine } from '../stocking-request.table.js';
import { pendingStockingQty } from './create-stocking-request.js';
import { chosenLines, remarkExceptions } from './stocking-exception.js';

/**
 * PUT /merchant/sale/stockingrequest/:id/resolve — the salesperson decides failed lines (decision 0034):
 * `retry` clears the exception (a new request can be made for the line); `dropLine` cuts the order
 * line to what is reserved, shipped or still being bought for it (its open quantity cancelled, amount
 * re-summed, landed cost and GP priced again; 400 when that would leave the order with no quantity at all, or a request for the line is
 * still pending review). The order must be approved. History on the request and the order.
 */
export async function resolveStockingException(env: Env, id: number, input: StockingResolve) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const req = await loadStockingRequest(tx, user, id, true);
    const order = await loadOwnSalesOrder(tx, user, req.orderId);
    if (order.status !== ORDER_REVIEW.approved) throw conflict('sales.stockingOrderClosed', { no: order.no });
    const lines = await chosenLines(
      tx,
      req,
      input.LineIds,
      STOCKING_LINE_STATUS.failed,
      'sales.stockingLineNotFailed',
    );
    const orderLineIds = [...new Set(lines.map((l) => l.orderLineId))];
    const changes: Record<string, [unknown, unknown]> = {};
    if (input.Action === 'dropLine') {
      const all = await tx
        .select()
        .from(salesOrderLine)
        .where(eq(salesOrderLine.orderId, order.id))
        .for('update');
      const pending = await pendingStockingQty(tx, orderLineIds);
      const cut = new Map<number, number>();
      for (const ol of all.filter((x) => orderLineIds.includes(x.id))) {
        if (pending.get(ol.id))
          throw badRequest('sales.stockingPendingOnLine', { line: ol.lineNo }, 'LineIds');
        cut.set(ol.id, keptQty(ol) + ol.stockingQty);
      }
      const left = all.reduce((s, ol) => s + (cut.get(ol.id) ?? ol.quantity), 0);
      if (left <= 0)
        throw badRequest(
          'sales.stockingLastLine',
          { line: all.find((x) => cut.has(x.id))!.lineNo },
          'LineIds',
        );
      for (const ol of all) {
        const q = cut.get(ol.id);
        if (q === undefined || q === ol.quantity) continue;
        changes[`Lines[${ol.lineNo}].Quantity`] = [ol.quantity, q];
        await tx
          .update(salesOrderLine)
          .set({ quantity: q, amount: money(new D(ol.unitPrice).mul(q)), updatedBy: user.id })
          .where(eq(salesOrderLine.id, ol.id));
      }
    }
    await tx
      .update(salesStockingRequestLine)
      .set({ status: STOCKING_LINE_STATUS.resolved, updatedBy: user.id })
      .where(
        inArray(
          salesStockingRequestLine.id,
          lines.map((l) => l.id),
        ),
      );
    await remarkExceptions(tx, orderLineIds, user.id);
    if (input.Action === 'dropLine')
      await tx
        .update(salesOrder)
        .set({ version: sql`${salesOrder.version} + 1`, updatedBy: user.id })
        .where(eq(salesOrder.id, order.id));
    await refreshOrderStatuses(tx, order.id, { amounts: input.Action === 'dropLine' });
    // A cut line changes the order's landed cost and GP (decision 0032: every line change re-prices).
    if (input.Action === 'dropLine') await applyLandedCost(tx, order.id);
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
      action: input.Action,
      changes: { Lines: [which, STOCKING_LINE_STATUS.resolved] },
      userId: user.id,
    });
    await recordHistory(tx, {
      type: SALES_ORDER_DOC,
      docId: order.id,
      docNo: order.no,
      tenantId: order.tenantId,
      action: input.Action === 'retry' ? 'stockingRetry' : 'stockingDropLine',
      changes,
      comment: req.no,
      userId: user.id,
    });
    return { Id: r!.id, Version: r!.version };
  });
}
