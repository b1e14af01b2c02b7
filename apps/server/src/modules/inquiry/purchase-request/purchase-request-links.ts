import { PURCHASE_REQUEST_DOC } from '@partdesk/shared/inquiry/purchase-request-codes';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { type DocLink, replaceLinksTo } from '../../../core/documents/links.js';
import { INQUIRY_DOC } from '../inquiry/inquiry.service.js';
import { inqInquiryLine } from '../inquiry/inquiry.table.js';
import { inqPurchaseRequestLine } from './purchase-request.table.js';

/** What `writeLines` returns of each written request line: the columns the links need. */
export const LINKED_REQUEST_LINE = {
  id: inqPurchaseRequestLine.id,
  inquiryLineId: inqPurchaseRequestLine.inquiryLineId,
  quantity: inqPurchaseRequestLine.quantity,
};

/**
 * The links of a purchase request's lines (trace, decision 0018): a line that serves an inquiry line is
 * made from it. Lines are rewritten on every edit, so the request's upstream links are replaced.
 */
export async function linkRequestLines(
  tx: Executor,
  requestId: number,
  lines: readonly { id: number; inquiryLineId: number | null; quantity: number }[],
  userId: number | null,
): Promise<void> {
  const ids = [...new Set(lines.map((l) => l.inquiryLineId).filter((x): x is number => x != null))];
  const inquiryOf = new Map<number, number>();
  if (ids.length) {
    const rows = await tx
      .select({ id: inqInquiryLine.id, inquiryId: inqInquiryLine.inquiryId })
      .from(inqInquiryLine)
      .where(inArray(inqInquiryLine.id, ids));
    for (const r of rows) inquiryOf.set(r.id, r.inquiryId);
  }
  const links: DocLink[] = [];
  for (const l of lines) {
    const inquiryId = l.inquiryLineId == null ? undefined : inquiryOf.get(l.inquiryLineId);
    if (inquiryId === undefined) continue;
    links.push({
      source: { type: INQUIRY_DOC, id: inquiryId, lineId: l.inquiryLineId },
      target: { type: PURCHASE_REQUEST_DOC, id: requestId, lineId: l.id },
      quantity: l.quantity,
    });
  }
  await replaceLinksTo(tx, { type: PURCHASE_REQUEST_DOC, id: requestId }, links, { userId });
}
