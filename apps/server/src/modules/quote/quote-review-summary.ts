import type { ReviewLines } from '@partdesk/shared/core/review-summary';
import type { Lang } from '@partdesk/shared/i18n/index';
import { Decimal } from 'decimal.js';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.js';
import {
  nameWithCode,
  type Reviewable,
  reviewLabel as R,
  summariesOf,
  userNameSql,
} from '../../core/reviews/index.js';
import { customerWhoColumns } from '../crm/index.js';
import { quoQuote, quoQuoteLine } from './quote.table.js';

/** How far below its suggested price a line is, in percent (null when not below or no suggestion). */
function belowBy(sale: string | null, suggested: string | null): Decimal | null {
  if (!sale || !suggested) return null;
  const s = new Decimal(suggested);
  if (s.lte(0)) return null;
  const d = s.minus(sale).div(s).times(100);
  return d.gt(0) ? d : null;
}

/**
 * The salesQuote queue's summary (#20 item 9): customer, salesperson, the quote's total with its
 * currency, and why it is under review — "below suggested price by 6.7 % (n lines)", the largest gap.
 */
export async function summarizeQuotes(db: Executor, ids: number[], lang: Lang) {
  const heads = await db
    .select({
      id: quoQuote.id,
      total: quoQuote.total,
      currency: quoQuote.currency,
      owner: userNameSql(quoQuote.salespersonId, lang),
      ...customerWhoColumns(quoQuote.customerId),
    })
    .from(quoQuote)
    .where(inArray(quoQuote.id, ids));
  const lines = await db
    .select({
      quoteId: quoQuoteLine.quoteId,
      sale: quoQuoteLine.salePrice,
      suggested: quoQuoteLine.suggestedPrice,
      below: quoQuoteLine.belowSuggested,
    })
    .from(quoQuoteLine)
    .where(inArray(quoQuoteLine.quoteId, ids));
  return summariesOf(
    heads,
    lines,
    (l) => l.quoteId,
    (h, mine) => {
      const gaps = mine
        .filter((l) => l.below)
        .map((l) => belowBy(l.sale, l.suggested))
        .filter((g): g is Decimal => g !== null);
      const worst = gaps.length ? Decimal.max(...gaps) : null;
      return {
        Who: nameWithCode(h.name, h.code),
        Owner: h.owner,
        Amount: h.total,
        Currency: h.currency,
        Facts: [{ Label: R('LineCount'), Value: String(mine.length) }],
        Reason: worst
          ? {
              Key: R('reasonBelowSuggested'),
              Params: { percent: worst.toDecimalPlaces(1).toFixed(1), lines: gaps.length },
            }
          : null,
      };
    },
  );
}

/** The quote's lines in the queue's expanded row: MPN, brand, quantity, price, suggested, gap. */
export async function quoteReviewLines(db: Executor, id: number): Promise<ReviewLines> {
  const list = await db
    .select({
      mpn: quoQuoteLine.mpn,
      brand: quoQuoteLine.brand,
      quantity: quoQuoteLine.quantity,
      sale: quoQuoteLine.salePrice,
      suggested: quoQuoteLine.suggestedPrice,
      currency: quoQuote.currency,
    })
    .from(quoQuoteLine)
    .innerJoin(quoQuote, eq(quoQuote.id, quoQuoteLine.quoteId))
    .where(eq(quoQuoteLine.quoteId, id))
    .orderBy(asc(quoQuoteLine.lineNo));
  return {
    Columns: [
      { Name: 'Mpn', Label: R('colMpn') },
      { Name: 'Brand', Label: R('colBrand') },
      { Name: 'Quantity', Label: R('colQuantity'), Kind: 'number' },
      { Name: 'SalePrice', Label: R('colSalePrice'), Kind: 'money' },
      { Name: 'SuggestedPrice', Label: R('colSuggestedPrice'), Kind: 'money' },
      { Name: 'BelowBy', Label: R('colBelowBy'), Kind: 'number' },
    ],
    Records: list.map((l) => ({
      Mpn: l.mpn,
      Brand: l.brand,
      Quantity: l.quantity,
      SalePrice: l.sale,
      SuggestedPrice: l.suggested,
      Currency: l.currency,
      BelowBy: belowBy(l.sale, l.suggested)?.toDecimalPlaces(1).toFixed(1) ?? null,
    })),
  };
}

export const quoteReviewParts: Pick<Reviewable, 'summarize' | 'lines'> = {
  summarize: summarizeQuotes,
  lines: quoteReviewLines,
};
