import { defineDocument } from '../../../core/documents/index.js';
import { inqPurchaseQuote } from './purchase-quote.table.js';

/**
 * Purchase quotes CB (decision 0019 descriptor): seen by the buyer's data scope (buyer column: own /
 * purchasing roles); no review; each offer prices an inquiry line (link inquiry line → purchase quote,
 * recorded when the offer is saved).
 */
export const purchaseQuoteDocument = defineDocument({
  type: 'purchaseQuote',
  table: inqPurchaseQuote,
  id: inqPurchaseQuote.id,
  no: inqPurchaseQuote.no,
  tenantId: inqPurchaseQuote.tenantId,
  scope: { own: inqPurchaseQuote.buyerId, purchase: inqPurchaseQuote.buyerId },
  links: [{ source: 'inquiry', lines: true }],
});
