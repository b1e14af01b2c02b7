import type { FastifyPluginAsync } from 'fastify';
import { registerDeletable } from '../../core/deletes/index.js';
import { documentFlowSeeder, registerDocument } from '../../core/documents/register-document.js';
import { registerDemoSeeder, registerSystemSeeder } from '../../db/seed/registry.js';
import { marginRoutes, profitMarginDeletable } from './margin/margin.routes.js';
import { quoteRoutes } from './quote.routes.js';
import { quoteDocument } from './quote.document.js';
import { seedQuoteDemo } from './seed/seed-quotes.js';

export * from './quote.table.js';
export { suggestedPrice, currentRates } from './margin/margin.service.js';
/** The quote module's domain events (decision 0016). */
export type { QuoteSaved } from './quote-events.js';

registerDeletable(profitMarginDeletable);
/** The review chain's default (quote.document.ts), written before any app exists. */
registerSystemSeeder(documentFlowSeeder([quoteDocument]));
/** After the inquiries (40) and their purchase quotes. */
registerDemoSeeder({ name: 'quote', order: 45, run: seedQuoteDemo });

/**
 * Sales quotes (BJ) from inquiries, their review below the suggested price, the quote PDF, the quote
 * record, and the profit-margin parameters (README, decision 0011).
 */
export const quoteModule: FastifyPluginAsync = async (app) => {
  registerDocument(app.ctx, quoteDocument);
  await app.register(quoteRoutes);
  await app.register(marginRoutes);
};
