import { docType } from '@partdesk/shared/core/doc-types';
import {
  IS_ABOLISH,
  ORDER_NOTIFY,
  ORDER_REVIEW,
  SALES_ORDER_DOC,
} from '@partdesk/shared/sales/sales-order/sales-order.codes';
import {
  STOCKING_LINE_STATUS,
  STOCKING_REQUEST_DOC,
  STOCKING_REQUEST_REVIEW,
  STOCKING_REQUEST_STATUS,
} from '@partdesk/shared/sales/stocking-request/stocking-request.codes';
import type { StockingRequestCreate } from '@partdesk/shared/sales/stocking-request/stocking-request.contract';
import { requestableQty } from '@partdesk/shared/sales/stocking-request/stocking-request.rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/client.js';
import { AfterCommit, nextDocNo, recordHistory, recordLinks } from '../../../../core/documents/index.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { submitDocForReview } from '../../../../core/reviews/index.js';
import { loadOwnSalesOrder } from '../../sales-order/sales-order.queries.js';
import { salesOrderLine } from '../../sales-order/sales-order.table.js';
import { salesStockingRequest, salesStockingRequestLine } from '../stocking-request.table.js';

const PREFIX = docType(STOCKING_REQUEST_DOC)!.prefix;

/** Per order line: the quantity asked by requests still pending review. */
export async function pendingStockingQty(db: Executor, orderLineIds: number[]): Promise<Map<number, number>> {
  if (!orderLineIds.length) return new Map();
  const rows = await db
    .select({
      id: salesStockingRequestLine.orderLineId,
      n: sql<number>`coalesce(sum(${salesStockingRequestLine.quantity}), 0)::int`,
    })
    .from(salesStockingRequestLine)
    .where(
      and(
        inArray(salesStockingRequestLine.orderLineId, orderLineIds),
        eq(salesStockingRequestLine.status, STOCKING_LINE_STATUS.pendingReview),
      ),
    )
    .groupBy(salesStockingRequestLine.orderLineId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/**
 * POST /merchant/sale/stockingrequest — a stocking request for lines of one approved order the caller
 * sees, submitted to purchasing's review at once (decision 0034). Each line: an order line of that
 * order, once; the line Not Notifiable (spec: "Stocking can be requested only when the sales order is
 * Not Notifiable"), without an unresolved stocking exception; quantity ≤ quantity − reserved − shipped
 * − already requested (approved or pending). Owner: the order's salesperson. Number BH, history, links
 * PI line → BH line, review request — one transaction; any refusal writes nothing.
 */
export async function createStockingRequest(env: Env, input: StockingRequestCreate) {
  const { app, user, lang } = env;
  const after = new AfterCommit();
  const now = app.clock.now();
  const out = await app.db.transaction(async (tx) => {
    const order = await loadOwnSalesOrder(tx, user, input.OrderId);
    if (order.status !== ORDER_REVIEW.approved)
      throw badRequest('sales.stockingOrderNotApproved', { no: order.no }, 'OrderId');
    const ids = input.Lines.map((l) => l.OrderLineId);
    const lines = new Map(
      (
        await tx
          .select()
          .from(salesOrderLine)
          .where(and(eq(salesOrderLine.orderId, order.id), inArray(salesOrderLine.id, ids)))
          .for('update')
      ).map((l) => [l.id, l]),
    );
    const pending = await pendingStockingQty(tx, ids);
    const seen = new Set<number>();
    input.Lines.forEach((l, i) => {
      const f = `Lines[${i}]`;
      if (seen.has(l.OrderLineId))
        throw badRequest('sales.stockingLineDuplicate', { line: i + 1 }, `${f}.OrderLineId`);
      seen.add(l.OrderLineId);
      const ol = lines.get(l.OrderLineId);
      if (!ol)
        throw badRequest('sales.stockingLineNotOfOrder', { line: i + 1, no: order.no }, `${f}.OrderLineId`);
      const line = ol.lineNo;
      if (ol.notifyStatus !== ORDER_NOTIFY.notNotifiable)
        throw badRequest('sales.stockingNotNotifiable', { line }, `${f}.OrderLineId`);
      if (ol.isAbolish === IS_ABOLISH.exception)
        throw badRequest('sales.stockingLineException', { line }, `${f}.OrderLineId`);
      const max = requestableQty({ ...ol, pendingQty: pending.get(ol.id) ?? 0 });
      if (l.Quantity > max) throw badRequest('sales.stockingQtyTooMuch', { line, max }, `${f}.Quantity`);
    });

    const no = await nextDocNo(tx, { tenantId: order.tenantId, prefix: PREFIX, date: now });
    const [row] = await tx
      .insert(salesStockingRequest)
      .values({
        no,
        tenantId: order.tenantId,
        ownerId: order.ownerId,
        orderId: order.id,
        reason: input.Reason,
        status: STOCKING_REQUEST_STATUS.pendingReview,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    const inserted = await tx
      .insert(salesStockingRequestLine)
      .values(
        input.Lines.map((l, i) => ({
          requestId: row!.id,
          lineNo: i + 1,
          orderLineId: l.OrderLineId,
          quantity: l.Quantity,
          remark: l.Remark,
          status: STOCKING_LINE_STATUS.pendingReview,
          createdBy: user.id,
          updatedBy: user.id,
        })),
      )
      .returning({ id: salesStockingRequestLine.id, orderLineId: salesStockingRequestLine.orderLineId });
    await recordLinks(
      tx,
      inserted.map((l, i) => ({
        source: { type: SALES_ORDER_DOC, id: order.id, lineId: l.orderLineId },
        target: { type: STOCKING_REQUEST_DOC, id: row!.id, lineId: l.id },
        quantity: input.Lines[i]!.Quantity,
      })),
      { userId: user.id, at: now },
    );
    await recordHistory(tx, {
      type: STOCKING_REQUEST_DOC,
      docId: row!.id,
      docNo: no,
      tenantId: row!.tenantId,
      action: 'create',
      toStatus: STOCKING_REQUEST_STATUS.pendingReview,
      comment: input.Reason,
      userId: user.id,
    });
    await recordHistory(tx, {
      type: SALES_ORDER_DOC,
      docId: order.id,
      docNo: order.no,
      tenantId: order.tenantId,
      action: 'stockingRequest',
      comment: no,
      userId: user.id,
    });
    await submitDocForReview(tx, { app, after, lang, userId: user.id }, STOCKING_REQUEST_REVIEW, {
      id: row!.id,
      no,
      tenantId: row!.tenantId,
    });
    return row!;
  });
  await after.flush(app.log);
  return out;
}
