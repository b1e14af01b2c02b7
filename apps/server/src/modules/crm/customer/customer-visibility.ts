import { eq, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { anyOf, pendingReviewerSql } from '../../../core/documents/visibility.js';
import { ACCESS } from '../crm-access.js';
import { CRM_REVIEW, TRANSFER_STATUS } from '../crm-codes.js';
import { crmCustomer as t } from './customer.table.js';
import { seesAll } from '../../../core/access/index.js';

/** Holders of the transfer permit (button 0102) decide the transfer / return requests. */
export const decidesTransfers = (user: AuthUser) => ACCESS.transfer.grantedBy.some((g) => user.grants.has(g));

/**
 * Who sees a customer (core/documents/visibility.ts, #10 item 4): scope "all" every one; otherwise
 * its current owner, the reviewers who may decide its pending customer / conflict review, and the
 * holders of the transfer permit while it has a pending transfer / return request (they decide it).
 * Not its creator as such: a customer transferred to someone else or back in the pool leaves the
 * creator's view (pool customers are seen, masked, through the pool only). One rule for the list and
 * export, the detail and its actions (404 otherwise) and the history / attachments.
 */
export function customerVisible(user: AuthUser): SQL | undefined {
  if (seesAll(user)) return undefined;
  const parts = [
    eq(t.ownerId, user.id),
    pendingReviewerSql(user, { type: CRM_REVIEW.customer.type, queueRoute: CRM_REVIEW.customer.queue }, t.id),
    pendingReviewerSql(
      user,
      { type: CRM_REVIEW.customerConflict.type, queueRoute: CRM_REVIEW.customerConflict.queue },
      t.id,
    ),
  ];
  if (decidesTransfers(user)) {
    parts.push(
      sql`exists (select 1 from crm_customer_transfer tr where tr.customer_id = ${t.id} and tr.status = ${TRANSFER_STATUS.pending})`,
    );
  }
  return anyOf(...parts);
}
