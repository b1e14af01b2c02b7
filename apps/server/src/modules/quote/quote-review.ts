import { ROLE_NAMES } from '@partdesk/shared/access/client-access';
import { QUOTE_STATUS_DOC, SALES_QUOTE_REVIEW } from '@partdesk/shared/quote/quote-codes';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../core/db/client.js';
import { conflict } from '../../core/http/app-error.js';
import { type HookReview, reviewRef } from '../../core/documents/index.js';
import {
  type ReviewDoc,
  type ReviewHookContext,
  reviewDocsLoader,
  docOwners,
} from '../../core/reviews/index.js';
import { quoQuote } from './quote.table.js';

// ---- review (type salesQuote): Quotation-review / quote-approval-list, QuoteAuditCount ----

async function decideQuote(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext, approved: boolean) {
  const [q] = await tx.select().from(quoQuote).where(eq(quoQuote.id, doc.id)).for('update');
  if (!q || q.status !== QUOTE_STATUS_DOC.pendingApproval)
    throw conflict('errors.reviews.notPending', { no: doc.no });
  const to = approved ? QUOTE_STATUS_DOC.valid : QUOTE_STATUS_DOC.rejected;
  await tx
    .update(quoQuote)
    .set({
      status: to,
      reviewComment: ctx.comment,
      version: sql`${quoQuote.version} + 1`,
      updatedAt: ctx.app.clock.now(),
    })
    .where(eq(quoQuote.id, q.id));
  // The engine notifies the submitter; the salesperson too when someone else submitted.
  if (q.updatedBy !== q.salespersonId) {
    const key = approved ? 'notices.msg.quoteApproved' : 'notices.msg.quoteRejected';
    ctx.after.later(() =>
      ctx.app.notifier.notify(q.salespersonId, {
        Key: key,
        Params: {
          status: { code: approved ? 'approved' : 'rejected', labels: 'notices.status.review' },
        },
        No: q.no,
        Remark: ctx.comment,
        Type: 'review',
      }),
    );
  }
}

/** The queue screens of the review (packages/shared core/review-types), for pendingReviewerSql. */
export const salesQuoteReviewable = reviewRef(SALES_QUOTE_REVIEW);

/**
 * Quotes below the suggested price (decision 0011): one review type, both queue screens (Quotation-review,
 * quote-approval-list; counter QuoteAuditCount), decided by the sales manager step (quote.document.ts).
 */
export const salesQuoteReview: HookReview = {
  type: SALES_QUOTE_REVIEW,
  flow: [
    {
      nameZh: '销售经理审核',
      nameEn: 'Sales manager review',
      roles: [ROLE_NAMES.salesManager, ROLE_NAMES.salesDirector, ROLE_NAMES.admin],
    },
  ],
  owners: docOwners(quoQuote, quoQuote.salespersonId),
  load: reviewDocsLoader(quoQuote, quoQuote.salespersonId),
  onApproved: (tx, doc, ctx) => decideQuote(tx, doc, ctx, true),
  onRejected: (tx, doc, ctx) => decideQuote(tx, doc, ctx, false),
};
