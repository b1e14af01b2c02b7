/** Stock check (prefix PD, issue #13): the codes server and web share. */
export const STOCK_CHECK_DOC = 'stockCheck';
/** The review type (core/review-types row `stockCheck`, counter StockCheckAuditCount). */
export const STOCK_CHECK_REVIEW = 'stockCheck';
/** The list screen (a leaf of access/menu-tree.ts; the DOC_TYPES row's route). */
export const STOCK_CHECK_MENU = 'finance/financial/stockcheck_audit';
/** The detail screen (hidden leaf; DOC_TYPES `detailRoute`). */
export const STOCK_CHECK_DETAIL_MENU = 'finance/financial/stockcheck-detail';

/** draft → pendingReview → approved | rejected (rejected is editable again, like draft). */
export const STOCK_CHECK_STATUS = {
  draft: 1,
  pendingReview: 2,
  approved: 3,
  rejected: 4,
} as const;
export type StockCheckStatus = (typeof STOCK_CHECK_STATUS)[keyof typeof STOCK_CHECK_STATUS];

/** The statuses in which the counter may still change the counts and submit. */
export const STOCK_CHECK_EDITABLE: readonly number[] = [
  STOCK_CHECK_STATUS.draft,
  STOCK_CHECK_STATUS.rejected,
];

export const STOCK_CHECK_PERMITS = {
  create: 'POST merchant/inventory/stockcheck',
} as const;
