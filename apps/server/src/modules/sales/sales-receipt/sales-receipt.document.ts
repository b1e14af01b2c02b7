import { ROLE_NAMES as R } from '@partdesk/shared/access/client-access';
import {
  RECEIPT_FINANCE_QUEUE_MENU,
  RECEIPT_FINANCE_REVIEW,
  RECEIPT_SALES_REVIEW,
  SALES_RECEIPT_DOC,
} from '@partdesk/shared/sales/sales-receipt/sales-receipt.codes';
import type { SQL } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { anyOf, defineDocument, pendingReviewerSql, reviewRef } from '../../../core/documents/index.js';
import { scopeCondition } from '../../../core/list/list-query.js';
import { docOwners, hasQueueAccess, type Reviewable, reviewDocsLoader } from '../../../core/reviews/index.js';
import { salesReceipt, salesReceiptLine } from './sales-receipt.table.js';
import { confirmReceipt, passSalesReview, rejectReceipt } from './use-cases/post-sales-receipt.js';

const salesStep = reviewRef(RECEIPT_SALES_REVIEW);

/**
 * Who sees a receipt: the data scope on its salesperson (`ownerId`); finance (the confirmation queue
 * holders, who work from the receipt lists) every receipt; the sales reviewers those whose pending
 * sales review they may decide now.
 */
export function receiptVisible(user: AuthUser): SQL | undefined {
  const own = scopeCondition(user.scope, { own: salesReceipt.ownerId, sales: salesReceipt.ownerId });
  if (!own) return undefined;
  if (user.grants.has(RECEIPT_FINANCE_QUEUE_MENU)) return undefined;
  if (!hasQueueAccess(user, salesStep as Reviewable)) return own;
  return anyOf(own, pendingReviewerSql(user, salesStep, salesReceipt.id));
}

const common = {
  historyTypes: [SALES_RECEIPT_DOC],
  owners: docOwners(salesReceipt, salesReceipt.ownerId),
  load: reviewDocsLoader(salesReceipt, salesReceipt.ownerId),
};

/**
 * Receipt SK (decision 0054): number prefix and route from the DOC_TYPES row `receipt`. Two reviews of
 * the shared engine: the sales review `receiptAudit` (sales leads) then finance's confirmation
 * `receiptFinance` (accountants, finance heads), whose approval posts the money (post-sales-receipt.ts).
 * The maker never decides their own. Lines are the orders; the ledger entries name the orders, the
 * bank receipt or the balance move, with the SK number as remark.
 */
export const salesReceiptDocument = defineDocument({
  type: SALES_RECEIPT_DOC,
  table: salesReceipt,
  id: salesReceipt.id,
  no: salesReceipt.no,
  tenantId: salesReceipt.tenantId,
  scope: receiptVisible,
  reviews: [
    {
      type: RECEIPT_SALES_REVIEW,
      flow: [
        {
          nameZh: '销售审核',
          nameEn: 'Sales review',
          roles: [R.salesDirector, R.salesManager, R.salesSupervisor, R.salesLeader, R.admin],
        },
      ],
      ...common,
      onApproved: passSalesReview,
      onRejected: rejectReceipt,
    },
    {
      type: RECEIPT_FINANCE_REVIEW,
      flow: [
        {
          nameZh: '财务确认',
          nameEn: 'Finance confirms',
          roles: [...R.accountants, ...R.financeHeads, R.admin],
        },
      ],
      ...common,
      onApproved: confirmReceipt,
      onRejected: rejectReceipt,
    },
  ],
  lines: { table: salesReceiptLine, id: salesReceiptLine.id, docId: salesReceiptLine.receiptId },
});
