import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { ORDER_REVIEW } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { openQtyOf, samePart } from '@partdesk/shared/sales/spot-supply/spot-supply.rules';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../core/db/client.js';
import { badRequest } from '../../../core/http/index.js';
import { availableOf, invLot } from '../../inventory/index.js';
import { salesOrder, salesOrderLine } from '../sales-order/sales-order.table.js';

/** One line as taken: the order line, the lot, the quantity. */
export interface Take {
  OrderLineId: number;
  LotId: number;
  Quantity: number;
}

/**
 * Every rule of taking own lots for an order (create, and again at the final approval — `approvalOf`
 * set: the document's number, the messages say what changed meanwhile). The order approved; each line an
 * order line of that order, a positive whole quantity, an existing lot of the same part; per lot Σ taken
 * ≤ its available (on hand − reserved, passed QC only); per order line Σ taken ≤ its open quantity
 * (quantity − reserved − shipped). Locks the order, its lines and the lots (`for update`, in id order),
 * so the approval's check and its reservations see the same rows. Refusals name their field; nothing is
 * written. Returns the lots and order lines read.
 */
export async function checkTakes(tx: Tx, orderId: number, takes: readonly Take[], approvalOf?: string) {
  const [order] = await tx.select().from(salesOrder).where(eq(salesOrder.id, orderId)).for('update');
  if (!order) throw badRequest('errors.notFound', {}, 'OrderId');
  if (order.status !== ORDER_REVIEW.approved)
    throw approvalOf
      ? badRequest('sales.spotOrderNotApprovedAtReview', { no: approvalOf }, 'OrderId')
      : badRequest('sales.spotOrderNotApproved', { no: order.no }, 'OrderId');
  if (!takes.length) throw badRequest('sales.spotLinesRequired', {}, 'Lines');
  const orderLines = new Map(
    (
      await tx
        .select()
        .from(salesOrderLine)
        .where(eq(salesOrderLine.orderId, orderId))
        .orderBy(salesOrderLine.id)
        .for('update')
    ).map((l) => [l.id, l]),
  );
  const lotIds = [...new Set(takes.map((l) => l.LotId))].sort((a, b) => a - b);
  const lots = new Map(
    (
      await tx
        .select({
          id: invLot.id,
          mpn: invLot.mpn,
          brand: invLot.brand,
          dateCode: invLot.dateCode,
          onHand: invLot.onHand,
          reserved: invLot.reserved,
          qcState: invLot.qcState,
        })
        .from(invLot)
        .where(inArray(invLot.id, lotIds))
        .orderBy(invLot.id)
        .for('update')
    ).map((l) => [l.id, l]),
  );
  const perLot = new Map<number, number>();
  const perLine = new Map<number, number>();
  for (const [i, t] of takes.entries()) {
    const line = i + 1;
    const ol = orderLines.get(t.OrderLineId);
    if (!ol) throw badRequest('sales.spotLineNotOfOrder', { line, no: order.no }, 'OrderLineId');
    if (!Number.isInteger(t.Quantity) || t.Quantity <= 0)
      throw badRequest('sales.spotQtyInvalid', { line }, 'Quantity');
    const lot = lots.get(t.LotId);
    if (!lot) throw badRequest('sales.spotLotNotFound', { line }, 'LotId');
    if (!samePart(lot.mpn, ol.mpn))
      throw badRequest(
        'sales.spotLotOtherPart',
        { line, lot: t.LotId, lotMpn: lot.mpn, mpn: ol.mpn },
        'LotId',
      );
    const onLot = (perLot.get(t.LotId) ?? 0) + t.Quantity;
    perLot.set(t.LotId, onLot);
    const available = lot.qcState === QC_STATE.passed ? availableOf(lot) : 0;
    if (onLot > available)
      throw approvalOf
        ? badRequest(
            'sales.spotTakenMeanwhile',
            { no: approvalOf, lot: t.LotId, available, qty: onLot },
            'LotId',
          )
        : badRequest('sales.spotBeyondAvailable', { line, lot: t.LotId, available, qty: onLot }, 'Quantity');
    const onLine = (perLine.get(t.OrderLineId) ?? 0) + t.Quantity;
    perLine.set(t.OrderLineId, onLine);
    const open = openQtyOf(ol);
    if (onLine > open)
      throw approvalOf
        ? badRequest('sales.spotOpenMeanwhile', { no: approvalOf, open, qty: onLine }, 'OrderLineId')
        : badRequest('sales.spotBeyondOpen', { line, open, qty: onLine }, 'Quantity');
  }
  return { order, orderLines, lots, perLine };
}
