import { SHIPMENT_OPEN } from '@partdesk/shared/logistics/shipment/shipment.codes';
import { shippableQty } from '@partdesk/shared/logistics/shipment/shipment.rules';
import { ORDER_REVIEW } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { salesOrder, salesOrderLine } from '../../sales/index.js';

/**
 * GET /merchant/logistics/shipment/shippable — what the create screen offers: lines of approved,
 * unpaused sales orders with a shippable quantity (shared `shippableQty`: notified, reserved, not shipped,
 * not on an open shipment), oldest order first, at most 500; optionally of one customer or order.
 */
export async function shippableLines(db: Executor, q: { CustomerId?: number; OrderId?: number }) {
  const open = sql<number>`coalesce((select sum(sl.quantity) from log_shipment_line sl join log_shipment s on s.id = sl.shipment_id
    where sl.order_line_id = ${salesOrderLine.id} and s.status in (${sql.join(
      SHIPMENT_OPEN.map((v) => sql`${v}`),
      sql`, `,
    )})), 0)::int`;
  const rows = await db
    .select({
      OrderId: salesOrder.id,
      OrderNo: salesOrder.no,
      CustomerId: salesOrder.customerId,
      CustomerName: sql<string>`(select c.short_name from crm_customer c where c.id = ${salesOrder.customerId})`,
      ConsigneeName: salesOrder.consigneeName,
      OrderLineId: salesOrderLine.id,
      LineNo: salesOrderLine.lineNo,
      Mpn: salesOrderLine.mpn,
      Brand: salesOrderLine.brand,
      Quantity: salesOrderLine.quantity,
      notifiedQty: salesOrderLine.notifiedQty,
      shippedQty: salesOrderLine.shippedQty,
      reservedQty: salesOrderLine.reservedQty,
      open,
    })
    .from(salesOrderLine)
    .innerJoin(salesOrder, eq(salesOrder.id, salesOrderLine.orderId))
    .where(
      and(
        eq(salesOrder.status, ORDER_REVIEW.approved),
        eq(salesOrder.paused, false),
        gt(salesOrderLine.notifiedQty, salesOrderLine.shippedQty),
        q.CustomerId ? eq(salesOrder.customerId, q.CustomerId) : undefined,
        q.OrderId ? eq(salesOrder.id, q.OrderId) : undefined,
      ),
    )
    .orderBy(asc(salesOrder.id), asc(salesOrderLine.lineNo))
    .limit(500);
  return rows
    .map(({ notifiedQty, shippedQty, reservedQty, open: o, ...r }) => ({
      ...r,
      ShippedQty: shippedQty,
      Shippable: shippableQty({ notifiedQty, shippedQty, reservedQty }, o),
    }))
    .filter((r) => r.Shippable > 0);
}
