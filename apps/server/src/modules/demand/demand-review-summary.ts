import type { ReviewLines, ReviewSummary } from '@partdesk/shared/core/review-summary';
import type { Lang } from '@partdesk/shared/i18n/index';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.js';
import {
  factValue,
  nameWithCode,
  pricedTotal,
  reviewLabel as R,
  summariesOf,
  targetPriceLines,
  userNameSql,
} from '../../core/reviews/index.js';
import { customerWhoColumns } from '../crm/index.js';
import { dmdDemand, dmdDemandLine } from './demand.table.js';

/**
 * The demand confirmation queue's summary (#20 item 9): the customer's name (code), the salesperson,
 * the expected value (Σ quantity × target price of the lines that have one, in the order's currency),
 * the line count, the expected date, the remark, and why it needs review (a customer demand to confirm).
 */
export async function summarizeDemands(
  db: Executor,
  ids: number[],
  lang: Lang,
): Promise<Map<number, ReviewSummary>> {
  const heads = await db
    .select({
      id: dmdDemand.id,
      currency: dmdDemand.currency,
      expectedDate: dmdDemand.expectedDate,
      remark: dmdDemand.remark,
      owner: userNameSql(dmdDemand.salespersonId, lang),
      ...customerWhoColumns(dmdDemand.customerId),
    })
    .from(dmdDemand)
    .where(inArray(dmdDemand.id, ids));
  const lines = await db
    .select({
      demandId: dmdDemandLine.demandId,
      quantity: dmdDemandLine.quantity,
      price: dmdDemandLine.targetPrice,
    })
    .from(dmdDemandLine)
    .where(inArray(dmdDemandLine.demandId, ids));
  return summariesOf(
    heads,
    lines,
    (l) => l.demandId,
    (h, mine) => ({
      Who: nameWithCode(h.name, h.code),
      Owner: h.owner,
      Amount: pricedTotal(mine),
      Currency: h.currency,
      Facts: [
        { Label: R('LineCount'), Value: String(mine.length) },
        { Label: R('ExpectedDate'), Value: factValue(h.expectedDate) },
        { Label: R('Remark'), Value: factValue(h.remark) },
      ],
      Reason: { Key: R('reasonDemand') },
    }),
  );
}

/** The demand order's lines in the queue's expanded row: MPN, brand, quantity, target price, customer PN. */
export async function demandReviewLines(db: Executor, id: number): Promise<ReviewLines> {
  const list = await db
    .select({
      mpn: dmdDemandLine.mpn,
      brand: dmdDemandLine.brand,
      quantity: dmdDemandLine.quantity,
      price: dmdDemandLine.targetPrice,
      currency: dmdDemandLine.currency,
      customerPn: dmdDemandLine.customerPn,
    })
    .from(dmdDemandLine)
    .where(eq(dmdDemandLine.demandId, id))
    .orderBy(asc(dmdDemandLine.lineNo));
  return targetPriceLines(list);
}
