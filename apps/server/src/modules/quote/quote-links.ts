import { SALES_QUOTE_DOC } from '@partdesk/shared/quote/quote-codes';
import type { Executor } from '../../core/db/client.js';
import { type DocLink, replaceLinksTo } from '../../core/documents/links.js';
import { INQUIRY_DOC, PURCHASE_QUOTE_DOC } from '../inquiry/index.js';
import { quoQuoteLine } from './quote.table.js';

/** What `writeLines` returns of each written line: the columns the links need. */
export const LINKED_LINE = {
  id: quoQuoteLine.id,
  inquiryLineId: quoQuoteLine.inquiryLineId,
  purchaseQuoteId: quoQuoteLine.purchaseQuoteId,
  quantity: quoQuoteLine.quantity,
};

/** A written quote line, as the links need it. */
export interface LinkedQuoteLine {
  id: number;
  inquiryLineId: number;
  purchaseQuoteId: number | null;
  quantity: number;
}

/**
 * The links of a quote version (trace, decision 0018): each line is quoted from its inquiry line and,
 * when priced, from the purchase quote picked. An edit writes new lines, so the quote's upstream links
 * are replaced, in the saving transaction.
 */
export async function linkQuoteLines(
  tx: Executor,
  quote: { id: number; inquiryId: number },
  lines: readonly LinkedQuoteLine[],
  userId: number | null,
  at?: Date,
): Promise<void> {
  const links: DocLink[] = [];
  for (const l of lines) {
    const target = { type: SALES_QUOTE_DOC, id: quote.id, lineId: l.id };
    links.push({
      source: { type: INQUIRY_DOC, id: quote.inquiryId, lineId: l.inquiryLineId },
      target,
      quantity: l.quantity,
    });
    if (l.purchaseQuoteId != null)
      links.push({
        source: { type: PURCHASE_QUOTE_DOC, id: l.purchaseQuoteId },
        target,
        quantity: l.quantity,
      });
  }
  await replaceLinksTo(tx, { type: SALES_QUOTE_DOC, id: quote.id }, links, { userId, at });
}
