/**
 * Purchase requests (采购申请, prefix CS, document type `purchaseRequest`): requests to buy for stock
 * or samples, reviewed in purchase-requestaudit; approved ones are ready for purchasing (decision 0012).
 */

/** inq_purchase_request.status */
export const PURCHASE_REQUEST_STATUS = {
  draft: 1,
  /** Submitted: waits in purchase-requestaudit (counter PurchaseRequestAuditCount). */
  pendingReview: 2,
  /** Approved: ready for purchasing (the purchasing module picks these up). */
  ready: 3,
  /** Rejected by the reviewer: editable and can be submitted again. */
  rejected: 4,
  /** Turned into purchase orders by the purchasing module (later). */
  ordered: 5,
} as const;

/** Statuses in which the requester edits, submits (and, draft only, deletes). */
export const PURCHASE_REQUEST_EDITABLE: readonly number[] = [
  PURCHASE_REQUEST_STATUS.draft,
  PURCHASE_REQUEST_STATUS.rejected,
];

/** inq_purchase_request_line.purpose */
export const PURCHASE_PURPOSE = { stock: 1, sample: 2 } as const;

export const PURCHASE_REQUEST_PREFIX = 'CS';
export const PURCHASE_REQUEST_DOC = 'purchaseRequest';
/** Review type (queue purchase-requestaudit, counter PurchaseRequestAuditCount). */
export const PURCHASE_REQUEST_REVIEW = 'purchaseRequest';
/** Generic delete type (`PUT /merchant/common/delete?type=purchaseRequest&id=`): drafts only. */
export const PURCHASE_REQUEST_DELETE_TYPE = 'purchaseRequest';

export const PURCHASE_REQUEST_MENU = {
  list: 'forQuotation/purchase-request',
  audit: 'forQuotation/purchase-requestaudit',
} as const;

export const PURCHASE_REQUEST_PERMITS = {
  create: 'POST merchant/forqutation/purchaserequest',
  update: 'PUT merchant/forqutation/purchaserequest/:id',
  submit: 'PUT merchant/forqutation/purchaserequest/:id/submit',
  withdraw: 'PUT merchant/forqutation/purchaserequest/:id/withdraw',
  delete: 'PUT merchant/common/delete',
} as const;

export const PURCHASE_REQUEST_MAX_LINES = 200;
