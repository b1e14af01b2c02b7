import { PO_STATUS } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import type { SupplierDeliveryCreate } from '@partdesk/shared/purchase/supplier-delivery/supplier-delivery.contract';
import {
  deliverableQty,
  ISO_DAY_RE,
} from '@partdesk/shared/purchase/supplier-delivery/supplier-delivery.rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { badRequest } from '../../../core/http/index.js';
import { purOrderLine } from '../purchase-order/purchase-order.table.js';
import { inTransitByLine } from './supplier-delivery.queries.js';

type Fields = Omit<SupplierDeliveryCreate, 'OrderId'>;

const isDay = (v: string) => ISO_DAY_RE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** The PO a delivery is recorded against: ordered or partly received (naming OrderId otherwise). */
export function checkOrderOpen(o: { no: string; status: number }) {
  if (o.status !== PO_STATUS.ordered && o.status !== PO_STATUS.partlyReceived)
    throw badRequest('purchase.delivery.orderNotOpen', { no: o.no }, 'OrderId');
}

/**
 * Every rule of a delivery's fields and lines (create and edit), each refusal naming its field, nothing
 * written: shipped date required, dates YYYY-MM-DD, expected arrival not before shipped; at least one
 * line, each a line of this PO at most once, quantity a positive integer, and per PO line Σ in-transit
 * deliveries (this one included, `exceptId` the delivery being edited) ≤ ordered − received.
 */
export async function checkDelivery(
  tx: Executor,
  order: { id: number; no: string },
  input: Fields,
  exceptId?: number,
) {
  if (!input.ShippedDate) throw badRequest('purchase.delivery.shippedRequired', {}, 'ShippedDate');
  if (!isDay(input.ShippedDate)) throw badRequest('purchase.delivery.dateInvalid', {}, 'ShippedDate');
  if (input.ExpectedDate && !isDay(input.ExpectedDate))
    throw badRequest('purchase.delivery.dateInvalid', {}, 'ExpectedDate');
  if (input.ExpectedDate && input.ExpectedDate < input.ShippedDate)
    throw badRequest('purchase.delivery.expectedBeforeShipped', {}, 'ExpectedDate');
  if (!input.Lines.length) throw badRequest('purchase.delivery.linesRequired', {}, 'Lines');
  const poLines = new Map(
    (await tx.select().from(purOrderLine).where(eq(purOrderLine.orderId, order.id))).map((l) => [l.id, l]),
  );
  const seen = new Set<number>();
  input.Lines.forEach((l, i) => {
    const line = i + 1;
    if (!poLines.has(l.OrderLineId))
      throw badRequest('purchase.delivery.lineNotOfOrder', { line, no: order.no }, `Lines[${i}].OrderLineId`);
    if (seen.has(l.OrderLineId))
      throw badRequest('purchase.delivery.lineTwice', { line }, `Lines[${i}].OrderLineId`);
    seen.add(l.OrderLineId);
    if (!Number.isSafeInteger(l.Quantity) || l.Quantity <= 0)
      throw badRequest('purchase.delivery.lineQtyInvalid', { line }, `Lines[${i}].Quantity`);
  });
  const transit = await inTransitByLine(tx, [...seen], exceptId);
  input.Lines.forEach((l, i) => {
    const pl = poLines.get(l.OrderLineId)!;
    const open = deliverableQty(pl.quantity, pl.receivedQty, transit.get(pl.id) ?? 0);
    if (l.Quantity > open)
      throw badRequest('purchase.delivery.lineQtyOver', { line: i + 1, open }, `Lines[${i}].Quantity`);
  });
}
