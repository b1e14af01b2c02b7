import { QUOTE_STATUS } from '@partdesk/shared/inquiry/inquiry-codes';
import { isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Executor } from '../../core/db/client.js';
import { registerDeletable } from '../../core/deletes/index.js';
import { scopedDocumentRule } from '../../core/documents/index.js';
import { registerDemoSeeder, registerSystemSeeder } from '../../db/seed/registry.js';
import {
  inquiryDeletable,
  inquiryTransferReviewable,
  seedInquiryTransferFlow,
} from './inquiry/inquiry-transfer.js';
import { INQUIRY_DOC, inquiryVisible } from './inquiry/inquiry.service.js';
import { inquiryRoutes } from './inquiry/inquiry.routes.js';
import { inqInquiry } from './inquiry/inquiry.table.js';
import { PURCHASE_QUOTE_DOC } from './purchase-quote/purchase-quote.service.js';
import { purchaseQuoteRoutes } from './purchase-quote/purchase-quote.routes.js';
import { inqPurchaseQuote } from './purchase-quote/purchase-quote.table.js';
import { seedInquiryDemo } from './seed/seed-inquiries.js';
import { PURCHASE_REQUEST_DOC } from '@partdesk/shared/inquiry/purchase-request-codes';
import {
  purchaseRequestDeletable,
  purchaseRequestReviewable,
  requestScope,
  seedPurchaseRequestFlow,
} from './purchase-request/purchase-request.service.js';
import { purchaseRequestRoutes } from './purchase-request/purchase-request.routes.js';
import { inqPurchaseRequest } from './purchase-request/purchase-request.table.js';
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
/** Hook for the quote module: lines priced in a sales quote move to quoted / requoted (decision 0011). */
export { markLinesSalesQuoted } from './inquiry/sales-quoted.js';

registerSystemSeeder(seedInquiryTransferFlow);
registerDeletable(inquiryDeletable);
/** After CRM customers (30) and suppliers (20). */
registerDemoSeeder({ name: 'inquiry', order: 40, run: seedInquiryDemo });
// Seas library and purchase requests (issue #6, decision 0012).
registerSystemSeeder(seedPurchaseRequestFlow);
registerDeletable(purchaseRequestDeletable);
registerDemoSeeder({ name: 'inquiry.seas', order: 41, run: seedSeasDemo });
registerDemoSeeder({ name: 'inquiry.purchaseRequests', order: 42, run: seedPurchaseRequestDemo });

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
export const inquiryModule: FastifyPluginAsync = async (app) => {
  const { documents, reviews, todos } = app.ctx;
  reviews.register(inquiryTransferReviewable);
  documents.register(
    scopedDocumentRule({
      type: INQUIRY_DOC,
      table: inqInquiry,
      id: inqInquiry.id,
      no: inqInquiry.no,
      tenantId: inqInquiry.tenantId,
      visibleWhere: inquiryVisible,
      where: [isNull(inqInquiry.deletedAt)],
    }),
  );
  documents.register(
    scopedDocumentRule({
      type: PURCHASE_QUOTE_DOC,
      table: inqPurchaseQuote,
      id: inqPurchaseQuote.id,
      no: inqPurchaseQuote.no,
      tenantId: inqPurchaseQuote.tenantId,
      scope: { own: inqPurchaseQuote.buyerId, purchase: inqPurchaseQuote.buyerId },
    }),
  );
  todos.setCount('InquiryToQuoteCount', linesIn(QUOTE_STATUS.toQuote));
  todos.setCount('PriceToCheckCount', linesIn(QUOTE_STATUS.priceToCheck));
  await app.register(inquiryRoutes);
  await app.register(purchaseQuoteRoutes);
  // Seas library and purchase requests (seas/, purchase-request/).
  reviews.register(purchaseRequestReviewable);
  documents.register(
    scopedDocumentRule({
      type: PURCHASE_REQUEST_DOC,
      table: inqPurchaseRequest,
      id: inqPurchaseRequest.id,
      no: inqPurchaseRequest.no,
      tenantId: inqPurchaseRequest.tenantId,
      visibleWhere: requestScope,
    }),
  );
  await app.register(seasRoutes);
  await app.register(purchaseRequestRoutes);
};
