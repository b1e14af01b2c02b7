import { INVOICE_STATUS as S } from '@partdesk/shared/finance/invoice/invoice.codes';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../../core/db/client.js';
import { conflict } from '../../../../core/http/index.js';
import type { ReviewDoc, ReviewHookContext } from '../../../../core/reviews/index.js';
import { finInvoice } from '../invoice.table.js';

/** The review engine's view of invoice requests (amount = the total incl. tax). */
export async function loadInvoiceDocs(db: Executor, ids: number[]): Promise<ReviewDoc[]> {
  return db
    .select({
      id: finInvoice.id,
      no: finInvoice.no,
      amount: finInvoice.total,
      ownerId: finInvoice.ownerId,
      version: finInvoice.version,
      tenantId: finInvoice.tenantId,
    })
    .from(finInvoice)
    .where(inArray(finInvoice.id, ids));
}

async function decide(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext, to: number) {
  const [p] = await tx.select().from(finInvoice).where(eq(finInvoice.id, doc.id)).for('update');
  if (!p || p.status !== S.pending) throw conflict('finance.invoice.notPending', { no: doc.no });
  await tx
    .update(finInvoice)
    .set({
      status: to,
      reviewComment: ctx.comment,
      updatedBy: ctx.userId,
      updatedAt: sql`now()`,
      version: sql`${finInvoice.version} + 1`,
    })
    .where(eq(finInvoice.id, doc.id));
}

/** Approved (review `invoiceAudit`): the request waits for finance to issue it. */
export const approveInvoice = (tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext) =>
  decide(tx, doc, ctx, S.toIssue);
/** Rejected: back to the salesperson; its quantities are free again. */
export const rejectInvoice = (tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext) =>
  decide(tx, doc, ctx, S.rejected);
