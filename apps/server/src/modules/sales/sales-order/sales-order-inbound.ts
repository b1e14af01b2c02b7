import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.js';
import type { AppContext } from '../../../core/context.js';
import { AfterCommit } from '../../../core/documents/index.js';
import { availableOf, lockLots, reserveStock } from '../../inventory/index.js';
import type { InboundLotPassed } from '../../purchase/index.js';
import { refreshOrderStatuses } from './sales-order.statuses.js';
import { salesOrder, salesOrderLine } from './sales-order.table.js';

/**
 * Purchasing passed an inbound lot that a PO line bought for a sales order line (`purchase.lotPassed`,
 * after its commit; decision 0040): in one transaction the line's shortfall (quantity − reserved −
 * shipped), at most the lot's passed quantity and what is available on it, is reserved on the lot for
 * the line (inventory `reserveStock`), the line's `reservedQty` grows, the order's statuses are
 * re-derived (inBoundStatus 1 stocked / 2 partly stocked) — then the salesperson is notified live.
 * A cancelled order, a line already covered or a lot bought for stock: nothing happens.
 */
export async function stockSalesLine(app: AppContext, db: Db, e: InboundLotPassed): Promise<void> {
  if (!e.salesOrderId || !e.salesOrderLineId) return;
  const after = new AfterCommit();
  await db.transaction(async (tx) => {
    const [l] = await tx
      .select({ line: salesOrderLine, ownerId: salesOrder.ownerId, no: salesOrder.no })
      .from(salesOrderLine)
      .innerJoin(salesOrder, eq(salesOrder.id, salesOrderLine.orderId))
      .where(and(eq(salesOrderLine.id, e.salesOrderLineId!), eq(salesOrderLine.orderId, e.salesOrderId!)))
      .for('update');
    if (!l) return;
    const by = { userId: e.userId, lang: 'zh-CN' } as const;
    const lot = (await lockLots(tx, [e.lotId], by.lang)).get(e.lotId)!;
    const need = l.line.quantity - l.line.reservedQty - l.line.shippedQty;
    const qty = Math.min(need, e.qty, availableOf(lot));
    if (qty <= 0) return;
    await reserveStock(
      tx,
      by,
      e.lotId,
      { docType: SALES_ORDER_DOC, docId: l.line.orderId, docLineId: l.line.id },
      qty,
    );
    await tx
      .update(salesOrderLine)
      .set({ reservedQty: sql`${salesOrderLine.reservedQty} + ${qty}`, updatedBy: e.userId })
      .where(eq(salesOrderLine.id, l.line.id));
    await refreshOrderStatuses(tx, l.line.orderId);
    after.later(() =>
      app.notifier.notify(l.ownerId, {
        Key: 'notices.msg.salesLineStocked',
        Params: { mpn: l.line.mpn, qty, inspection: e.inspectionNo },
        No: l.no,
        PartNo: l.line.mpn,
      }),
    );
    after.later(() => app.notifier.todosChanged([l.ownerId]));
  });
  await after.flush();
}

/** Sales' subscription to purchasing's inbound (from index.ts `register`). */
export function subscribeSalesToInbound(app: AppContext): void {
  app.events.subscribe('purchase.lotPassed', {
    subscriber: 'sales.stockLine',
    delivery: 'afterCommit',
    handle: (e, { db }) => stockSalesLine(app, db, e),
  });
}
