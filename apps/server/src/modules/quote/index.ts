import { defineModule } from '../../core/modules/index.js';
import { marginRoutes, profitMarginDeletable } from './margin/margin.routes.js';
import { quoteRoutes } from './quote.routes.js';
import { quoteDocument } from './quote.document.js';
import { seedQuoteDemo } from './seed/seed-quotes.js';

export * from './quote.table.js';
export { suggestedPrice, currentRates } from './margin/margin.service.js';
/** The CJK font the quote PDF embeds (the sales contract PDF reuses it). */
export { CJK_FACE, CJK_FONT_PATH, requireCjkFont } from './quote-pdf.js';
/** The quote module's domain events (decision 0016). */
export type { QuoteSaved } from './quote-events.js';

/**
 * Sales quotes (BJ) from inquiries, their review below the suggested price, the quote PDF, the quote
 * record, and the profit-margin parameters (README, decision 0011).
 */
export const quoteModule = defineModule({
  name: 'quote',
  documents: [quoteDocument],
  deletables: [profitMarginDeletable],
  /** After the inquiries (40) and their purchase quotes. */
  demoSeeders: [{ name: 'quote', order: 45, run: seedQuoteDemo }],
  register: async (app) => {
    await app.register(quoteRoutes);
    await app.register(marginRoutes);
  },
});
