/**
 * Internal stock order (prefix NB, issue #15, decision 0057): buying for the company's own stock, not for
 * a sales line. Reviewed by 采购主管 or 管理员 (review `internalStockOrder`, decided on the NB screen
 * itself — the spec has no queue for it — counter InternalStockOrderAuditCount → the list with
 * `status=2`); its approved lines are purchase demand (pending-order / generate-purchase) and end as
 * lots that serve no sales line.
 */
export const INTERNAL_STOCK_ORDER_DOC = 'internalStockOrder';
/** The review type (REVIEW_TYPES row, screen 'page' at the list). */
export const INTERNAL_STOCK_ORDER_REVIEW = 'internalStockOrder';
/** The purchase-demand source type of its approved lines (= the document type). */
export const INTERNAL_STOCK_DEMAND_SOURCE = 'internalStockOrder';
/** The list screen (a leaf of access/menu-tree.ts; the DOC_TYPES row's route). */
export const INTERNAL_STOCK_ORDER_MENU = 'purchase/internal-stock-order';

/** `pur_internal_stock_order.status`: 1 draft, 2 pending review, 3 approved, 4 rejected, 5 cancelled. */
export const INTERNAL_STOCK_ORDER_STATUS = {
  draft: 1,
  pendingReview: 2,
  approved: 3,
  rejected: 4,
  cancelled: 5,
} as const;

/** Statuses in which the owner edits and submits. */
export const INTERNAL_STOCK_ORDER_EDITABLE: readonly number[] = [
  INTERNAL_STOCK_ORDER_STATUS.draft,
  INTERNAL_STOCK_ORDER_STATUS.rejected,
];
/** Statuses the owner cancels from (approved only while no open PO holds any of its lines). */
export const INTERNAL_STOCK_ORDER_CANCELLABLE: readonly number[] = [
  INTERNAL_STOCK_ORDER_STATUS.draft,
  INTERNAL_STOCK_ORDER_STATUS.rejected,
  INTERNAL_STOCK_ORDER_STATUS.approved,
];

export const INTERNAL_STOCK_ORDER_PERMITS = {
  create: 'POST merchant/purchase/internalstockorder',
  update: 'PUT merchant/purchase/internalstockorder/:id',
  submit: 'PUT merchant/purchase/internalstockorder/:id/submit',
  cancel: 'PUT merchant/purchase/internalstockorder/:id/cancel',
} as const;
