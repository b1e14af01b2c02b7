import type { FastifyPluginAsync } from 'fastify';
import { registerDeletable } from '../../core/deletes/index.js';
import { scopedDocumentRule } from '../../core/documents/index.js';
import { SALES_QUOTE_DOC } from '@partdesk/shared/quote/quote-codes';
import { registerDemoSeeder } from '../../db/seed/registry.js';
import { marginRoutes, profitMarginDeletable } from './margin/margin.routes.js';
import { quoteRoutes } from './quote.routes.js';
import { quoteScope } from './quote.service.js';
import { salesQuoteReviewable } from './quote-review.js';
import { quoQuote } from './quote.table.js';
import { seedQuoteDemo } from './seed/seed-quotes.js';
import { quoteReviewParts } from './quote-review-summary.js';

export * from './quote.table.js';
export { suggestedPrice, currentRates } from './margin/margin.service.js';

registerDeletable(profitMarginDeletable);
/** After the inquiries (40) and their purchase quotes. */
registerDemoSeeder({ name: 'quote', order: 45, run: seedQuoteDemo });

/**
 * Sales quotes (BJ) from inquiries, their review below the suggested price, the quote PDF, the quote
 * record, and the profit-margin parameters (README, decision 0011).
 */
export const quoteModule: FastifyPluginAsync = async (app) => {
  const { documents, reviews } = app.ctx;
  reviews.register(salesQuoteReviewable);
  reviews.describe(salesQuoteReviewable.type, quoteReviewParts);
  documents.register(
    scopedDocumentRule({
      type: SALES_QUOTE_DOC,
      table: quoQuote,
      id: quoQuote.id,
      no: quoQuote.no,
      tenantId: quoQuote.tenantId,
      visibleWhere: quoteScope,
    }),
  );
  await app.register(quoteRoutes);
  await app.register(marginRoutes);
};
