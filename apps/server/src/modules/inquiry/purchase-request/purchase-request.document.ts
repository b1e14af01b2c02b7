import { ROLE_NAMES } from '@partdesk/shared/access/client-access';
import {
  PURCHASE_REQUEST_DOC,
  PURCHASE_REQUEST_REVIEW,
  PURCHASE_REQUEST_STATUS,
} from '@partdesk/shared/inquiry/purchase-request-codes';
import { defineDocument } from '../../../core/documents/index.js';
import { purchaseRequestReviewLines, summarizePurchaseRequests } from '../inquiry-review-summaries.js';
import { purchaseRequestDeletable, requestScope } from './purchase-request.service.js';
import { inqPurchaseRequest } from './purchase-request.table.js';

/**
 * Purchase requests CS (decision 0019 descriptor): seen by their requester and by whoever may decide
 * their pending review (requestScope); the review `purchaseRequest` (purchase-requestaudit, counter
 * PurchaseRequestAuditCount; default step 采购主管 / 管理员): approval → ready for purchasing, rejection →
 * rejected (editable); the generic delete of the requester's drafts.
 */
export const purchaseRequestDocument = defineDocument({
  type: PURCHASE_REQUEST_DOC,
  table: inqPurchaseRequest,
  id: inqPurchaseRequest.id,
  no: inqPurchaseRequest.no,
  tenantId: inqPurchaseRequest.tenantId,
  scope: (user) => requestScope(user),
  reviews: [
    {
      type: PURCHASE_REQUEST_REVIEW,
      flow: [
        {
          nameZh: '采购主管审核',
          nameEn: 'Purchasing head review',
          roles: [ROLE_NAMES.purchaseHead, ROLE_NAMES.admin],
        },
      ],
      owner: inqPurchaseRequest.requestedBy,
      statuses: {
        pending: PURCHASE_REQUEST_STATUS.pendingReview,
        approved: PURCHASE_REQUEST_STATUS.ready,
        rejected: PURCHASE_REQUEST_STATUS.rejected,
      },
      // The queue row: requester, target value, purposes, earliest date; the lines expanded (#20 item 9).
      summarize: summarizePurchaseRequests,
      lines: purchaseRequestReviewLines,
    },
  ],
  deletable: purchaseRequestDeletable,
});
