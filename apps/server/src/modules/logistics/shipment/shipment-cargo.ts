import type { ReviewLines, ReviewSummary } from '@partdesk/shared/core/review-summary';
import type { Lang } from '@partdesk/shared/i18n/index';
import { SALES_CARGO_REVIEW } from '@partdesk/shared/purchase/setup/purchase-setup.codes';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { nameWithCode, reviewLabel as R, userNameSql } from '../../../core/reviews/index.js';
import { customerWhoColumns } from '../../crm/index.js';
import { invLot } from '../../inventory/index.js';
import { lotsBoughtForOrderLines, salesCargoReviewSetting } from '../../purchase/index.js';
import { salesOrder } from '../../sales/index.js';
import { logShipment, logShipmentLine, logShipmentPick } from './shipment.table.js';

/** Each picked lot of these shipments with its sales order line (what purchasing checks). */
async function picksOf(db: Executor, ids: number[]) {
  return db
    .select({
      shipmentId: logShipmentPick.shipmentId,
      lotId: logShipmentPick.lotId,
      qty: logShipmentPick.qty,
      salesOrderLineId: logShipmentLine.orderLineId,
      orderNo: salesOrder.no,
      mpn: logShipmentLine.mpn,
      brand: logShipmentLine.brand,
      lineNo: logShipmentLine.lineNo,
    })
    .from(logShipmentPick)
    .innerJoin(logShipmentLine, eq(logShipmentLine.id, logShipmentPick.lineId))
    .innerJoin(salesOrder, eq(salesOrder.id, logShipmentLine.orderId))
    .where(inArray(logShipmentPick.shipmentId, ids))
    .orderBy(asc(logShipmentLine.lineNo), asc(logShipmentPick.lotId));
}

/**
 * The cargo check at ship time (decision 0053): purchase-setup's `salesCargoReview` off → null (ships
 * on); `all` → the review; `boughtForOrder` → the review when a picked lot came in on a PO line bought for
 * the sales order line it is picked for. The answer is the history comment (why), null when it may ship.
 */
export async function cargoCheck(db: Executor, shipmentId: number): Promise<string | null> {
  const setting = await salesCargoReviewSetting(db);
  if (setting === SALES_CARGO_REVIEW.off) return null;
  if (setting === SALES_CARGO_REVIEW.all) return 'purchase-setup: every shipment';
  const picks = await picksOf(db, [shipmentId]);
  const bought = await lotsBoughtForOrderLines(db, picks);
  if (!bought.length) return null;
  return `bought for the order: ${[...new Set(bought.map((b) => b.poNo))].join(', ')}`;
}

/**
 * The queue summary of the cargo review: the customer (`Who`), the salesperson, the orders, the POs the
 * shipped goods were bought on for these orders and their buyers; reason "contains goods bought for this
 * order: PO…" or "every shipment" (the setting when it is read).
 */
async function cargoSummaries(db: Executor, ids: number[], lang: Lang) {
  const heads = await db
    .select({
      id: logShipment.id,
      owner: userNameSql(logShipment.ownerId, lang),
      ...customerWhoColumns(logShipment.customerId),
    })
    .from(logShipment)
    .where(inArray(logShipment.id, ids));
  const picks = await picksOf(db, ids);
  const bought = await lotsBoughtForOrderLines(db, picks);
  const buyerIds = [...new Set(bought.map((b) => b.buyerId))];
  const buyers = new Map<number, string>();
  for (const b of buyerIds) {
    const [u] = await db.select({ name: userNameSql(sql`${b}::int`, lang) }).from(sql`(select 1) one`);
    if (u?.name) buyers.set(b, u.name);
  }
  const out = new Map<number, ReviewSummary>();
  for (const h of heads) {
    const mine = picks.filter((p) => p.shipmentId === h.id);
    const key = new Set(mine.map((p) => `${p.lotId}:${p.salesOrderLineId}`));
    const its = bought.filter((b) => key.has(`${b.lotId}:${b.salesOrderLineId}`));
    const pos = [...new Set(its.map((b) => b.poNo))].join(', ');
    out.set(h.id, {
      Who: nameWithCode(h.name, h.code),
      Owner: h.owner,
      Facts: [
        { Label: R('OrderNos'), Value: [...new Set(mine.map((p) => p.orderNo))].join(', ') || null },
        { Label: R('BoughtOnPos'), Value: pos || null },
        {
          Label: R('Buyers'),
          Value: [...new Set(its.map((b) => buyers.get(b.buyerId) ?? ''))].filter(Boolean).join(', ') || null,
        },
      ],
      Reason: pos ? { Key: R('reasonCargoBought'), Params: { pos } } : { Key: R('reasonCargoAll') },
    });
  }
  return out;
}

/** The expanded row: each picked lot — order, MPN, brand, D/C, lot no, quantity, the PO it was bought on. */
async function cargoLines(db: Executor, id: number): Promise<ReviewLines> {
  const picks = await picksOf(db, [id]);
  const lots = picks.length
    ? await db
        .select({ id: invLot.id, dateCode: invLot.dateCode, lotNo: invLot.lotNo })
        .from(invLot)
        .where(inArray(invLot.id, [...new Set(picks.map((p) => p.lotId))]))
    : [];
  const lotOf = new Map(lots.map((l) => [l.id, l]));
  const bought = await lotsBoughtForOrderLines(db, picks);
  const poOf = new Map(bought.map((b) => [`${b.lotId}:${b.salesOrderLineId}`, b.poNo]));
  return {
    Columns: [
      { Name: 'OrderNo', Label: R('OrderNos') },
      { Name: 'Mpn', Label: R('colMpn') },
      { Name: 'Brand', Label: R('colBrand') },
      { Name: 'DateCode', Label: R('colDateCode') },
      { Name: 'LotNo', Label: R('colLotNo') },
      { Name: 'Quantity', Label: R('colQuantity'), Kind: 'number' },
      { Name: 'PoNo', Label: R('BoughtOnPos') },
    ],
    Records: picks.map((p) => ({
      OrderNo: p.orderNo,
      Mpn: p.mpn,
      Brand: p.brand,
      DateCode: lotOf.get(p.lotId)?.dateCode ?? '',
      LotNo: lotOf.get(p.lotId)?.lotNo ?? '',
      Quantity: p.qty,
      PoNo: poOf.get(`${p.lotId}:${p.salesOrderLineId}`) ?? '',
    })),
  };
}

/** The queue parts of the cargo review (`summarize`, `lines`). */
export const cargoReviewParts = { summarize: cargoSummaries, lines: cargoLines };
