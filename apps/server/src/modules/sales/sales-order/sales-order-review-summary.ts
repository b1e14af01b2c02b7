import type { ReviewLines, ReviewSummary } from '@partdesk/shared/core/review-summary';
import type { Lang } from '@partdesk/shared/i18n/index';
import { D } from '@partdesk/shared/core/money';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { nameWithCode, reviewLabel as R, summariesOf, userNameSql } from '../../../core/reviews/index.js';
import { customerWhoColumns } from '../../crm/index.js';
import { amountCny } from './sales-order.review.js';
import { salesOrder, salesOrderLine } from './sales-order.table.js';

type Why = 'chain' | 'margin' | 'purchase' | 'cancel';

/**
 * A sales-order queue's summary (decision 0033): customer, salesperson, total with currency, the
 * amount in CNY the chain is decided by, GP % when known, line count — and why: the margin step says
 * "GP x % is below the floor", the cancellation gives the reason asked.
 */
async function summarize(db: Executor, ids: number[], lang: Lang, why: Why) {
  const heads = await db
    .select({
      id: salesOrder.id,
      total: salesOrder.total,
      rate: salesOrder.rate,
      currency: salesOrder.currency,
      gpPercent: salesOrder.gpPercent,
      cancelReason: salesOrder.cancelReason,
      owner: userNameSql(salesOrder.ownerId, lang),
      ...customerWhoColumns(salesOrder.customerId),
    })
    .from(salesOrder)
    .where(inArray(salesOrder.id, ids));
  const lines = await db
    .select({ orderId: salesOrderLine.orderId })
    .from(salesOrderLine)
    .where(inArray(salesOrderLine.orderId, ids));
  const pct = (v: string | null) => (v == null ? null : new D(v).toDecimalPlaces(2).toFixed(2));
  return summariesOf(
    heads,
    lines,
    (l) => l.orderId,
    (h, mine): ReviewSummary => ({
      Who: nameWithCode(h.name, h.code),
      Owner: h.owner,
      Amount: h.total,
      Currency: h.currency,
      Facts: [
        { Label: R('AmountCny'), Value: amountCny(h), Kind: 'money', Currency: 'CNY' },
        { Label: R('GpPercent'), Value: pct(h.gpPercent) },
        { Label: R('LineCount'), Value: String(mine.length) },
      ],
      Reason:
        why === 'margin'
          ? { Key: R('reasonBelowGpFloor'), Params: { percent: pct(h.gpPercent) ?? '—' } }
          : why === 'cancel'
            ? { Key: R('reasonOrderCancel'), Params: { reason: h.cancelReason } }
            : null,
    }),
  );
}

/** The order's lines in the queue's expanded row: MPN, brand, quantity, unit price, GP %. */
async function orderReviewLines(db: Executor, id: number): Promise<ReviewLines> {
  const list = await db
    .select({
      mpn: salesOrderLine.mpn,
      brand: salesOrderLine.brand,
      quantity: salesOrderLine.quantity,
      price: salesOrderLine.unitPrice,
      gp: salesOrderLine.gpPercent,
      currency: salesOrder.currency,
    })
    .from(salesOrderLine)
    .innerJoin(salesOrder, eq(salesOrder.id, salesOrderLine.orderId))
    .where(eq(salesOrderLine.orderId, id))
    .orderBy(asc(salesOrderLine.lineNo));
  return {
    Columns: [
      { Name: 'Mpn', Label: R('colMpn') },
      { Name: 'Brand', Label: R('colBrand') },
      { Name: 'Quantity', Label: R('colQuantity'), Kind: 'number' },
      { Name: 'UnitPrice', Label: R('colSalePrice'), Kind: 'money' },
      { Name: 'GpPercent', Label: R('GpPercent'), Kind: 'number' },
    ],
    Records: list.map((l) => ({
      Mpn: l.mpn,
      Brand: l.brand,
      Quantity: l.quantity,
      UnitPrice: l.price,
      Currency: l.currency,
      GpPercent: l.gp == null ? null : new D(l.gp).toDecimalPlaces(2).toFixed(2),
    })),
  };
}

/** The queue parts of each order review (`summarize`, `lines`). */
export const orderReviewParts = (why: Why) => ({
  summarize: (db: Executor, ids: number[], lang: Lang) => summarize(db, ids, lang, why),
  lines: orderReviewLines,
});
