import { SALES_QUOTE_DOC } from '@partdesk/shared/quote/quote-codes';
import { defineDocument } from '../../core/documents/index.js';
import { salesQuoteReview } from './quote-review.js';
import { quoteReviewParts } from './quote-review-summary.js';
import { quoteScope } from './quote.service.js';
import { quoQuote } from './quote.table.js';

/**
 * Sales quotes BJ (decision 0019 descriptor): seen by their salesperson and by whoever may decide their
 * pending review (quoteScope); the review below the suggested price (quote-review.ts) with its queue
 * summary and lines; a quote's lines are made from inquiry lines (links recorded by quote-links.ts).
 */
export const quoteDocument = defineDocument({
  type: SALES_QUOTE_DOC,
  table: quoQuote,
  id: quoQuote.id,
  no: quoQuote.no,
  tenantId: quoQuote.tenantId,
  scope: (user) => quoteScope(user),
  reviews: [{ ...salesQuoteReview, ...quoteReviewParts }],
  links: [
    { source: 'inquiry', lines: true },
    { source: 'purchaseQuote', lines: true },
  ],
});
