import { ROLE_NAMES } from '@partdesk/shared/access/client-access';
import {
  STOCKING_REQUEST_DOC,
  STOCKING_REQUEST_REVIEW,
} from '@partdesk/shared/sales/stocking-request/stocking-request.codes';
import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import type { AuthUser } from '../../../core/access/access.js';
import type { SQL } from 'drizzle-orm';
import { anyOf, defineDocument } from '../../../core/documents/index.js';
import { scopeCondition } from '../../../core/list/list-query.js';
import { docOwners, reviewDocsLoader } from '../../../core/reviews/index.js';
import { orderReviewerArms } from '../sales-order/sales-order.visibility.js';
import { stockingReviewLines, stockingReviewSummaries } from './stocking-review-view.js';
import { salesStockingRequest, salesStockingRequestLine } from './stocking-request.table.js';
import { approveStockingRequest, rejectStockingRequest } from './use-cases/decide-stocking-request.js';

/**
 * Who sees a stocking request: sales by the order's salesperson (data scope), purchasing every request
 * (they are its demand and decide its exceptions), "all" every row; whoever may decide a pending review
 * of its order (sales-order.visibility.ts) the order's requests.
 */
export function stockingRequestVisible(user: AuthUser): SQL | undefined {
  if (user.scope.kind === 'purchase') return undefined;
  const own = scopeCondition(user.scope, {
    own: salesStockingRequest.ownerId,
    sales: salesStockingRequest.ownerId,
  });
  if (!own) return undefined;
  // The order's reviewers see its requests too (the order detail's stocking tab, #14).
  const arms = orderReviewerArms(user, salesStockingRequest.orderId);
  return arms.length ? anyOf(own, ...arms) : own;
}

/**
 * Stocking request BH (decision 0019 descriptor, decision 0034): number prefix and route from the
 * DOC_TYPES row `stockingRequest`; ONE review `stockingRequest` decided by purchasing leads (purchasing
 * head, team leader, admin), queued both at sales/document-audit/applystockup (StockUpAuditCount) and
 * forQuotation/stock-approval-list (StockApprovalCount, the same requests). Approval adds each line's
 * quantity to its order line's `stockingQty` (→ to be purchased) and makes the lines purchase demand;
 * rejection leaves the order untouched. Lines are made from sales order lines (links PI line → BH line).
 */
export const stockingRequestDocument = defineDocument({
  type: STOCKING_REQUEST_DOC,
  table: salesStockingRequest,
  id: salesStockingRequest.id,
  no: salesStockingRequest.no,
  tenantId: salesStockingRequest.tenantId,
  scope: stockingRequestVisible,
  reviews: [
    {
      type: STOCKING_REQUEST_REVIEW,
      flow: [
        {
          nameZh: '采购审核',
          nameEn: 'Purchasing review',
          roles: [ROLE_NAMES.purchaseHead, ROLE_NAMES.purchaseLeader, ROLE_NAMES.admin],
        },
      ],
      owners: docOwners(salesStockingRequest, salesStockingRequest.ownerId),
      load: reviewDocsLoader(salesStockingRequest, salesStockingRequest.ownerId),
      onApproved: approveStockingRequest,
      onRejected: rejectStockingRequest,
      summarize: stockingReviewSummaries,
      lines: stockingReviewLines,
    },
  ],
  links: [{ source: SALES_ORDER_DOC, lines: true }],
  lines: {
    table: salesStockingRequestLine,
    id: salesStockingRequestLine.id,
    docId: salesStockingRequestLine.requestId,
  },
});
