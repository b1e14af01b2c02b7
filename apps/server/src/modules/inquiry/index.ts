import { QUOTE_STATUS } from '@partdesk/shared/inquiry/inquiry-codes';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.js';
import { defineModule } from '../../core/modules/index.js';
import { inquiryDocument } from './inquiry/inquiry.document.js';
import { inquiryRoutes } from './inquiry/inquiry.routes.js';
import { purchaseQuoteDocument } from './purchase-quote/purchase-quote.document.js';
import { purchaseQuoteRoutes } from './purchase-quote/purchase-quote.routes.js';
import { supplierScorecardRoutes } from './purchase-quote/supplier-scorecard.js';
import { seedInquiryDemo } from './seed/seed-inquiries.js';
import { subscribeSalesQuoted } from './inquiry/sales-quoted.js';
import { purchaseRequestDocument } from './purchase-request/purchase-request.document.js';
import { purchaseRequestRoutes } from './purchase-request/purchase-request.routes.js';
import { seedPurchaseRequestDemo } from './purchase-request/seed-purchase-requests.js';
import { seasRoutes } from './seas/seas.routes.js';
import { seedSeasDemo } from './seas/seed-seas.js';
import { rows } from '../../core/db/index.js';

export * from './inquiry/inquiry.table.js';
export * from './purchase-quote/purchase-quote.table.js';
export * from './seas/seas.table.js';
export * from './purchase-request/purchase-request.table.js';
/** Inquiry creation for other modules (demand orders open inquiries through it: one path). */
export { createInquiry, type HeaderInput } from './inquiry/inquiry.service.js';
export type { LineInput } from './inquiry/inquiry-lines.js';
export { parsePrice } from './inquiry-access.js';
/** Document types, for the links other modules record from inquiries and purchase quotes (trace). */
export { INQUIRY_DOC } from './inquiry/inquiry.service.js';
export { PURCHASE_QUOTE_DOC } from './purchase-quote/purchase-quote.service.js';
export { supplierScorecard } from './purchase-quote/supplier-scorecard.js';
/** The inquiry module's domain events (decision 0016). */
export type { InquiryCreated } from './inquiry/inquiry-events.js';
/** For the quote module's demo seeder only (no event bus while seeding); live quotes publish quote.saved. */
export { markLinesSalesQuoted } from './inquiry/sales-quoted.js';

/** Lines of live inquiries in one quote status (the RFQ library's to-do counters). */
const linesIn =
  (status: number) =>
  async ({ db }: { db: Executor }) => {
    const res = rows<{ n: number }>(
      await db.execute(sql`
    select count(*)::int as n from inq_inquiry_line l join inq_inquiry i on i.id = l.inquiry_id
    where l.quote_status = ${status} and i.deleted_at is null and i.status <> 3`),
    );
    return res[0]?.n ?? 0;
  };

/**
 * Inquiries (B), their lines and purchase quotes (CB): rfq-menu, rfq-detail_edit, forward-review,
 * purchase-rfqlibrary, new-purchasequote, purchase-quote (README, decision 0010).
 */
export const inquiryModule = defineModule({
  name: 'inquiry',
  // Inquiries (+ transfer review, generic delete), purchase quotes, purchase requests (+ review, delete).
  documents: [inquiryDocument, purchaseQuoteDocument, purchaseRequestDocument],
  demoSeeders: [
    /** After CRM customers (30) and suppliers (20). */
    { name: 'inquiry', order: 40, run: seedInquiryDemo },
    // Seas library and purchase requests (issue #6, decision 0012).
    { name: 'inquiry.seas', order: 41, run: seedSeasDemo },
    { name: 'inquiry.purchaseRequests', order: 42, run: seedPurchaseRequestDemo },
  ],
  register: async (app) => {
    const { todos } = app.ctx;
    // Lines priced in a sales quote move to quoted / requoted (quote.saved, decision 0016).
    subscribeSalesQuoted(app.ctx.events);
    todos.setCount('InquiryToQuoteCount', linesIn(QUOTE_STATUS.toQuote));
    todos.setCount('PriceToCheckCount', linesIn(QUOTE_STATUS.priceToCheck));
    await app.register(inquiryRoutes);
    await app.register(purchaseQuoteRoutes);
    // The supplier scorecard: quotes here + purchase's delivery and quality (decision 0058).
    await app.register(supplierScorecardRoutes);
    // Seas library and purchase requests (seas/, purchase-request/).
    await app.register(seasRoutes);
    await app.register(purchaseRequestRoutes);
  },
});
