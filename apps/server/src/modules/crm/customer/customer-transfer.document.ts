import { sql } from 'drizzle-orm';
import { CRM_PERMITS } from '../crm-codes.js';
import { defineDocument, type HookReview } from '../../../core/documents/index.js';
import { summarizeTransfers } from '../review/transfer-review-summaries.js';
import { TRANSFER_REVIEW, transferReviewHooks } from './customer-transfer.service.js';
import { crmCustomerTransfer } from './customer-transfer.table.js';

/**
 * One-step chain of both kinds: approver kind "permit", the transfer route's permit (held through button
 * 0102 of customer-management or customerLibrary). Written once per type; an edited chain is kept.
 */
const DIRECTOR_STEP = [
  { nameZh: '销售总监审核', nameEn: 'Sales director review', permit: CRM_PERMITS.transfer },
] as const;

/** A kind's review: its hooks, the one chain, the queue row summary (customer, salesperson, level,
 * owner from → to or the pool, reason — #20 item 9); queue, counter and title from REVIEW_TYPES. */
const review = (kind: keyof typeof TRANSFER_REVIEW): HookReview => ({
  type: TRANSFER_REVIEW[kind].type,
  flow: DIRECTOR_STEP,
  ...transferReviewHooks[kind],
  summarize: summarizeTransfers,
});

/**
 * Customer transfer / return-to-pool requests (a record type, decision 0019 descriptor): a salesperson's
 * request to hand their customer to another salesperson (`customerTransfer`) or back to the pool
 * (`customerReturn`), decided on the customer list by transfer-permit holders; no history of their own
 * (the customer's history records them). Rows belong to the asking owner.
 */
export const customerTransferDocument = defineDocument({
  type: 'customerTransfer',
  table: crmCustomerTransfer,
  id: crmCustomerTransfer.id,
  no: sql<string>`(select c.code from crm_customer c where c.id = ${crmCustomerTransfer.customerId})`,
  tenantId: crmCustomerTransfer.tenantId,
  scope: { sales: crmCustomerTransfer.fromOwnerId, own: crmCustomerTransfer.fromOwnerId },
  history: false,
  reviews: [review('transfer'), review('returnToPool')],
});
