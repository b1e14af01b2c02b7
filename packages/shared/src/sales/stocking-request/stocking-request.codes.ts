/**
 * Stocking request BH (issue #14, decision 0034): a salesperson asks purchasing to buy for order lines
 * that own stock does not cover. The codes server and web share.
 */
export const STOCKING_REQUEST_DOC = 'stockingRequest';
/** The review queue (sales side); the DOC_TYPES row's route. */
export const STOCKING_REQUEST_MENU = 'sales/document-audit/applystockup';

/** Menus (menu-tree codes) that reach stocking requests. */
export const STOCKING_REQUEST_MENUS = {
  /** The review queue on the sales side (sales leads hold the screen; the step is purchasing's). */
  queue: 'sales/document-audit/applystockup',
  /** The same review queue on the purchasing side; also where purchasing marks a line failed. */
  approvals: 'forQuotation/stock-approval-list',
  /** The order screens a salesperson asks for stocking and resolves an exception from. */
  orderList: 'sales/salesOrder',
  orderDetail: 'sales/salesOrderDetail',
} as const;

/** The review type (core/reviews): ONE review, two queue screens (decision 0034). */
export const STOCKING_REQUEST_REVIEW = 'stockingRequest';

/** Header status. */
export const STOCKING_REQUEST_STATUS = {
  pendingReview: 1,
  approved: 2,
  rejected: 3,
} as const;

/** Line status: with its header until approval; then a line may fail (stocking exception). */
export const STOCKING_LINE_STATUS = {
  pendingReview: 1,
  approved: 2,
  rejected: 3,
  /** Purchasing could not source it (the order line's `isAbolish` 2). */
  failed: 4,
  /** Sales decided a failed line (re-sourced or the open quantity cancelled). */
  resolved: 5,
} as const;

/** What sales decides for a failed line (PUT …/resolve). */
export const STOCKING_RESOLVE_ACTIONS = ['retry', 'dropLine'] as const;
export type StockingResolveAction = (typeof STOCKING_RESOLVE_ACTIONS)[number];

/** Demand rows of this source in purchasing's demand query (purchase module). */
export const STOCKING_DEMAND_SOURCE = 'stockingRequest';

export const STOCKING_REQUEST_PERMITS = {
  create: 'POST merchant/sale/stockingrequest',
  abolish: 'PUT merchant/sale/stockingrequest/:id/abolish',
  resolve: 'PUT merchant/sale/stockingrequest/:id/resolve',
} as const;

/** At most this many lines per request. */
export const MAX_STOCKING_LINES = 200;
