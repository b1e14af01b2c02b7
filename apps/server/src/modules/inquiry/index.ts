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
import { INQUIRY_DOC } from './inquiry/inquiry.service.js';
import { inquiryRoutes } from './inquiry/inquiry.routes.js';
import { inqInquiry } from './inquiry/inquiry.table.js';
import { PURCHASE_QUOTE_DOC } from './purchase-quote/purchase-quote.service.js';
import { purchaseQuoteRoutes } from './purchase-quote/purchase-quote.routes.js';
import { inqPurchaseQuote } from './purchase-quote/purchase-quote.table.js';
import { seedInquiryDemo } from './seed/seed-inquiries.js';

export * from './inquiry/inquiry.table.js';
export * from './purchase-quote/purchase-quote.table.js';

registerSystemSeeder(seedInquiryTransferFlow);
registerDeletable(inquiryDeletable);
/** After CRM customers (30) and suppliers (20). */
registerDemoSeeder({ name: 'inquiry', order: 40, run: seedInquiryDemo });

/** Lines of live inquiries in one quote status (the RFQ library's to-do counters). */
const linesIn =
  (status: number) =>
  async ({ db }: { db: Executor }) => {
    const res = (await db.execute(sql`
    select count(*)::int as n from inq_inquiry_line l join inq_inquiry i on i.id = l.inquiry_id
    where l.quote_status = ${status} and i.deleted_at is null and i.status <> 3`)) as unknown as {
      rows: { n: number }[];
    };
    return res.rows[0]?.n ?? 0;
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
      scope: { own: inqInquiry.salespersonId, sales: inqInquiry.salespersonId },
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
};
