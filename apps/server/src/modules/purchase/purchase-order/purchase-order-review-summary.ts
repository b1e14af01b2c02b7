import { D, money } from '@partdesk/shared/core/money';
import type { ReviewSummary } from '@partdesk/shared/core/review-summary';
import type { Lang } from '@partdesk/shared/i18n/index';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { nameWithCode, reviewLabel as R, summariesOf, userNameSql } from '../../../core/reviews/index.js';
import { purSupplier } from '../supplier/supplier.table.js';
import { purOrder, purOrderLine } from './purchase-order.table.js';

/**
 * The PO review queue's summary: supplier (name and code), buyer, the total in the PO's currency (the
 * amount column), the amount in CNY at the locked rate the review carries, and the line count.
 */
export async function summarizePurchaseOrders(
  db: Executor,
  ids: number[],
  lang: Lang,
): Promise<Map<number, ReviewSummary>> {
  const heads = await db
    .select({
      id: purOrder.id,
      total: purOrder.total,
      rate: purOrder.rate,
      currency: purOrder.currency,
      owner: userNameSql(purOrder.ownerId, lang),
      name: purSupplier.name,
      code: purSupplier.code,
    })
    .from(purOrder)
    .innerJoin(purSupplier, eq(purSupplier.id, purOrder.supplierId))
    .where(inArray(purOrder.id, ids));
  const lines = await db
    .select({ orderId: purOrderLine.orderId })
    .from(purOrderLine)
    .where(inArray(purOrderLine.orderId, ids));
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
        { Label: R('AmountCny'), Value: money(new D(h.total).mul(h.rate)), Kind: 'money', Currency: 'CNY' },
        { Label: R('LineCount'), Value: String(mine.length) },
      ],
    }),
  );
}
