import { D, money } from '@partdesk/shared/core/money';
import type { ReviewLines, ReviewSummary } from '@partdesk/shared/core/review-summary';
import type { Lang } from '@partdesk/shared/i18n/index';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../../core/db/client.js';
import { nameWithCode, reviewLabel as R, userNameSql } from '../../../core/reviews/index.js';
import { customerWhoColumns } from '../../crm/index.js';
import { salesOrder, salesOrderLine } from '../../sales/index.js';
import { getSetting } from '../../setup/index.js';
import { creditPosition, shipmentReceivables } from './shipment-credit.js';
import { logShipment, logShipmentBox, logShipmentLine } from './shipment.table.js';

/**
 * What the two shipment review queues show to decide from (#20 item 9, the mechanism of
 * sales-order-review-summary.ts; decision 0046's reviews):
 * - credit (`deliver-audit`): the customer, the salesperson, the shipment's value (the receivables it
 *   posts, in its currency; CNY at the orders' locked rates), the customer's remaining credit in CNY now
 *   and by how much the shipment is over it, the prepaid orders not yet paid; the reason says which.
 * - overweight: accepted vs actual (Σ gross) weight, the tolerance, over by % of the accepted weight.
 * Read live when the queue is read (the remaining credit moves with the ledger), at the latest exchange
 * rates (the ship check uses today's; the same unless rates are entered ahead).
 */

/** The latest rate on or before this day: every rate entered (queue reads are not dated). */
const LATEST = '9999-12-31';

async function heads(db: Executor, ids: number[], lang: Lang) {
  return db
    .select({
      id: logShipment.id,
      customerId: logShipment.customerId,
      currency: logShipment.currency,
      acceptedWeight: logShipment.acceptedWeight,
      owner: userNameSql(logShipment.ownerId, lang),
      ...customerWhoColumns(logShipment.customerId),
    })
    .from(logShipment)
    .where(inArray(logShipment.id, ids));
}

async function creditSummaries(db: Executor, ids: number[], lang: Lang) {
  const list = await heads(db, ids, lang);
  const lines = await db
    .select({
      shipmentId: logShipmentLine.shipmentId,
      orderId: logShipmentLine.orderId,
      orderLineId: logShipmentLine.orderLineId,
      quantity: logShipmentLine.quantity,
      unitPrice: salesOrderLine.unitPrice,
    })
    .from(logShipmentLine)
    .innerJoin(salesOrderLine, eq(salesOrderLine.id, logShipmentLine.orderLineId))
    .where(inArray(logShipmentLine.shipmentId, ids));
  const orderIds = [...new Set(lines.map((l) => l.orderId))];
  const orders = orderIds.length
    ? await db
        .select({
          id: salesOrder.id,
          no: salesOrder.no,
          rate: salesOrder.rate,
          taxRate: salesOrder.taxRate,
          paymentTerms: salesOrder.paymentTerms,
          total: salesOrder.total,
          received: salesOrder.received,
        })
        .from(salesOrder)
        .where(inArray(salesOrder.id, orderIds))
    : [];
  const priceOf = new Map(lines.map((l) => [l.orderLineId, l.unitPrice]));
  const out = new Map<number, ReviewSummary>();
  for (const h of list) {
    const mine = lines.filter((l) => l.shipmentId === h.id);
    const own = orders.filter((o) => mine.some((l) => l.orderId === o.id));
    const value = shipmentReceivables(own, mine, priceOf);
    const c = await creditPosition(db, {
      customerId: h.customerId,
      currency: h.currency,
      today: LATEST,
      orders: own,
      amountCny: value.amountCny,
    });
    const over = new D(c.amount).minus(c.remaining);
    const overBy = over.gt(0) ? money(over) : '0.00';
    out.set(h.id, {
      Who: nameWithCode(h.name, h.code),
      Owner: h.owner,
      Amount: value.total,
      Currency: h.currency,
      Facts: [
        { Label: R('AmountCny'), Value: c.amount, Kind: 'money', Currency: 'CNY' },
        { Label: R('RemainingCredit'), Value: c.remaining, Kind: 'money', Currency: 'CNY' },
        { Label: R('OverCreditBy'), Value: overBy, Kind: 'money', Currency: 'CNY' },
        { Label: R('OrderNos'), Value: own.map((o) => o.no).join(', ') || null },
        ...(c.unpaidPrepaid.length ? [{ Label: R('UnpaidPrepaid'), Value: c.unpaidPrepaid.join(', ') }] : []),
      ],
      Reason: c.overCredit
        ? { Key: R('reasonOverCredit'), Params: { over: `CNY ${overBy}` } }
        : c.unpaidPrepaid.length
          ? { Key: R('reasonPrepaidUnpaid'), Params: { orders: c.unpaidPrepaid.join(', ') } }
          : { Key: R('reasonCreditNowWithin') },
    });
  }
  return out;
}

/** Σ gross kg of each shipment's boxes (3 decimals). */
async function actualWeights(db: Executor, ids: number[]) {
  const boxes = await db
    .select({ shipmentId: logShipmentBox.shipmentId, gross: logShipmentBox.grossWeight })
    .from(logShipmentBox)
    .where(inArray(logShipmentBox.shipmentId, ids));
  const sum = new Map<number, InstanceType<typeof D>>();
  for (const b of boxes) sum.set(b.shipmentId, (sum.get(b.shipmentId) ?? new D(0)).plus(b.gross));
  return sum;
}

/** Over by % of the accepted weight (2 decimals); null without an accepted weight. */
export function overweightPercent(accepted: number | null, actual: InstanceType<typeof D>): string | null {
  if (!accepted) return null;
  return actual.minus(accepted).mul(100).div(accepted).toDecimalPlaces(2).toFixed(2);
}

async function overweightSummaries(db: Executor, ids: number[], lang: Lang) {
  const list = await heads(db, ids, lang);
  const actual = await actualWeights(db, ids);
  const tolerance = await getSetting(db as Db, 'overweightTolerancePercent');
  return new Map(
    list.map((h): [number, ReviewSummary] => {
      const kg = actual.get(h.id) ?? new D(0);
      const percent = overweightPercent(h.acceptedWeight, kg);
      return [
        h.id,
        {
          Who: nameWithCode(h.name, h.code),
          Owner: h.owner,
          Facts: [
            { Label: R('AcceptedWeight'), Value: h.acceptedWeight == null ? null : String(h.acceptedWeight) },
            { Label: R('ActualWeight'), Value: kg.toFixed(3) },
            { Label: R('TolerancePercent'), Value: String(tolerance) },
            { Label: R('OverweightPercent'), Value: percent },
          ],
          Reason: {
            Key: R('reasonOverweight'),
            Params: { percent: percent ?? '—', actual: kg.toFixed(3), accepted: h.acceptedWeight ?? '—' },
          },
        },
      ];
    }),
  );
}

/** The shipment's lines in the expanded queue row: sales order, MPN, brand, quantity, packed. */
async function shipmentReviewLines(db: Executor, id: number): Promise<ReviewLines> {
  const list = await db
    .select({
      orderNo: salesOrder.no,
      mpn: logShipmentLine.mpn,
      brand: logShipmentLine.brand,
      quantity: logShipmentLine.quantity,
      packed: logShipmentLine.packedQty,
    })
    .from(logShipmentLine)
    .innerJoin(salesOrder, eq(salesOrder.id, logShipmentLine.orderId))
    .where(eq(logShipmentLine.shipmentId, id))
    .orderBy(asc(logShipmentLine.lineNo));
  return {
    Columns: [
      { Name: 'OrderNo', Label: R('OrderNos') },
      { Name: 'Mpn', Label: R('colMpn') },
      { Name: 'Brand', Label: R('colBrand') },
      { Name: 'Quantity', Label: R('colQuantity'), Kind: 'number' },
      { Name: 'Packed', Label: R('colPacked'), Kind: 'number' },
    ],
    Records: list.map((l) => ({
      OrderNo: l.orderNo,
      Mpn: l.mpn,
      Brand: l.brand,
      Quantity: l.quantity,
      Packed: l.packed,
    })),
  };
}

/** The queue parts of the credit review (`summarize`, `lines`). */
export const creditReviewParts = { summarize: creditSummaries, lines: shipmentReviewLines };
/** The queue parts of the overweight review (`summarize`, `lines`). */
export const overweightReviewParts = { summarize: overweightSummaries, lines: shipmentReviewLines };
