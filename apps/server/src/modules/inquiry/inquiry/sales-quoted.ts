import { statusAfterQuote } from '@partdesk/shared/inquiry/quote-status';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../core/db/client.js';
import type { DomainEvents } from '../../../core/events/index.js';
import { recordHistory } from '../../../core/documents/history.js';
import { INQUIRY_DOC } from './inquiry.service.js';
import { inqInquiry, inqInquiryLine } from './inquiry.table.js';

/**
 * The inquiry's subscription to the quote module's `quote.saved` (decision 0016): in the quote's
 * transaction, so a quote and its inquiry lines' statuses commit together.
 */
export function subscribeSalesQuoted(events: DomainEvents): void {
  events.subscribe('quote.saved', {
    subscriber: 'inquiry.salesQuoted',
    delivery: 'transaction',
    handle: (e, { db }) =>
      markLinesSalesQuoted(db, e.quotedLineIds, { quoteNo: e.no, userId: e.userId, now: e.at }),
  });
}

/**
 * Inquiry lines priced in a sales quote (BJ, decision 0011) move like a firm offer
 * (statusAfterQuote(current, false)): to be quoted / to be confirmed → quoted, price to be checked →
 * requoted; quoted and requoted stay. Runs inside the quote's transaction (the `quote.saved`
 * subscriber above, or the quote's demo seeder); each change is written to the inquiry's history with
 * the quote number.
 */
export async function markLinesSalesQuoted(
  tx: Tx,
  lineIds: readonly number[],
  ctx: { quoteNo: string; userId: number; now: Date },
): Promise<void> {
  if (!lineIds.length) return;
  const lines = await tx
    .select({
      id: inqInquiryLine.id,
      lineNo: inqInquiryLine.lineNo,
      status: inqInquiryLine.quoteStatus,
      inquiryId: inqInquiryLine.inquiryId,
      no: inqInquiry.no,
      tenantId: inqInquiry.tenantId,
    })
    .from(inqInquiryLine)
    .innerJoin(inqInquiry, sql`${inqInquiry.id} = ${inqInquiryLine.inquiryId}`)
    .where(inArray(inqInquiryLine.id, [...lineIds]))
    .for('update', { of: inqInquiryLine });
  for (const l of lines) {
    const next = statusAfterQuote(l.status, false);
    if (next === l.status) continue;
    await tx
      .update(inqInquiryLine)
      .set({
        quoteStatus: next,
        version: sql`${inqInquiryLine.version} + 1`,
        updatedBy: ctx.userId,
        updatedAt: ctx.now,
      })
      .where(sql`${inqInquiryLine.id} = ${l.id}`);
    await recordHistory(tx, {
      type: INQUIRY_DOC,
      docId: l.inquiryId,
      docNo: l.no,
      tenantId: l.tenantId,
      action: 'salesQuoted',
      fromStatus: l.status,
      toStatus: next,
      changes: { LineNo: [null, l.lineNo], SalesQuote: [null, ctx.quoteNo] },
      userId: ctx.userId,
    });
  }
}
