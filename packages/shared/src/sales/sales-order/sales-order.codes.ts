/**
 * Sales order (PI, issue #14): the codes server and web share — the five status dimensions (DOMAIN.md
 * "Status sets"; each derived by `deriveOrderStatuses` in sales-order.rules.ts and stored for the list
 * filters), payment terms, menus and permits.
 */
export const SALES_ORDER_DOC = 'salesOrder';
/** The list screen (a leaf of access/menu-tree.ts; the DOC_TYPES row's route). */
export const SALES_ORDER_MENU = 'sales/salesOrder';

/** Menus (menu-tree codes) of the sales-order screens. */
export const SALES_ORDER_MENUS = {
  list: 'sales/salesOrder',
  add: 'sales/addOrder',
  edit: 'sales/editSalesOrder',
  detail: 'sales/salesOrderDetail',
  /** The contract / PI PDF (route permit `salecontract`, spec §2). */
  contract: 'sales/salesOrderInfo',
  schedule: 'sales/scheduleSaleOrder',
  fromQuote: 'forQuotation/createdSalesOrder',
  setup: 'sales/sales-setup',
  parameters: 'sales/parameter-setting',
  review: 'sales/document-audit/salesOrderAudit',
  /** The margin step's queue of an order below the GP floor (decision 0033). */
  marginReview: 'sales/document-audit/salesOrderMarginAudit',
  purchaseReview: 'purchase/document-audit/sales-order',
} as const;

/**
 * Review dimension, `sales_order.status` — the values of the OrderStatus dictionary (lookups seed), so the
 * spec's to-do links keep their numbers: `status=7` rejected, `status=11` cancellation pending review.
 */
export const ORDER_REVIEW = {
  draft: 0,
  pendingLeader: 2,
  pendingManager: 3,
  pendingFinance: 4,
  pendingPurchase: 5,
  approved: 6,
  rejected: 7,
  completed: 8,
  cancelled: 9,
  /** Merged into another order (the source of a merge). */
  voided: 10,
  cancelPending: 11,
} as const;
export type OrderReview = (typeof ORDER_REVIEW)[keyof typeof ORDER_REVIEW];

/** Statuses in which the order (its lines and header) can be edited at its Version and submitted. */
export const ORDER_EDITABLE: readonly number[] = [ORDER_REVIEW.draft, ORDER_REVIEW.rejected];
/** Statuses of an order in review (any step). */
export const ORDER_IN_REVIEW: readonly number[] = [
  ORDER_REVIEW.pendingLeader,
  ORDER_REVIEW.pendingManager,
  ORDER_REVIEW.pendingFinance,
  ORDER_REVIEW.pendingPurchase,
];

/**
 * Stock dimension (per line and per order). The list filter `inBoundStatus` carries 1 stocked / 2 partly
 * stocked (spec §4), so those two keep their numbers.
 */
export const ORDER_STOCK = {
  stocked: 1,
  partlyStocked: 2,
  toPurchase: 3,
  outOfStock: 4,
  /** Abnormal stocking: a line whose stocking failed (`isAbolish` = 2). */
  abnormal: 5,
} as const;
export type OrderStock = (typeof ORDER_STOCK)[keyof typeof ORDER_STOCK];

/** `isAbolish` of the spec's to-do link: 2 = stocking exception on at least one line. */
export const IS_ABOLISH = { no: 1, exception: 2 } as const;

/** Notification dimension. */
export const ORDER_NOTIFY = {
  notNotifiable: 1,
  notifiable: 2,
  toBeNotified: 3,
  notified: 4,
} as const;
export type OrderNotify = (typeof ORDER_NOTIFY)[keyof typeof ORDER_NOTIFY];

/** Shipping dimension. */
export const ORDER_SHIP = {
  toBePicked: 1,
  toBeBoxed: 2,
  toBeShipped: 3,
  partlyShipped: 4,
  shipped: 5,
  paused: 6,
} as const;
export type OrderShip = (typeof ORDER_SHIP)[keyof typeof ORDER_SHIP];

/** Payment dimension. */
export const ORDER_PAY = { pending: 1, partlyReceived: 2, received: 3 } as const;
export type OrderPay = (typeof ORDER_PAY)[keyof typeof ORDER_PAY];

/** How the order was made. */
export const ORDER_SOURCE = { quote: 1, manual: 2, merge: 3 } as const;

/** Where a line's cost comes from: a purchase quote, an own lot, or nothing chosen yet. */
export const LINE_COST_SOURCE = { none: 0, purchaseQuote: 1, ownLot: 2 } as const;

/** Spec §9 payment options (payment terms of an order). */
export const PAYMENT_TERMS = {
  wireUs: 1,
  wireCanada: 2,
  wireHongKong: 3,
  paypal: 4,
  cashOnDelivery: 5,
  prepaid: 6,
  weeklySettlement: 7,
} as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[keyof typeof PAYMENT_TERMS];
export const PAYMENT_TERM_VALUES = Object.values(PAYMENT_TERMS) as readonly number[];

/** Owner companies that may own new documents (spec §3: ids 1 and 3 are disabled). */
export const ORDER_TENANTS: readonly number[] = [2, 4];

/** At most this many lines per order. */
export const MAX_ORDER_LINES = 500;

/** Review types (core/reviews) of the order: the sales chain, the purchase side, the cancellation. */
export const SALES_ORDER_REVIEW = 'salesOrder';
export const SALES_ORDER_PURCHASE_REVIEW = 'salesOrderPurchase';
export const SALES_ORDER_CANCEL_REVIEW = 'salesOrderCancel';
/** The extra review of an order below the GP floor, after the sales chain (decision 0033). */
export const SALES_ORDER_MARGIN_REVIEW = 'salesOrderMargin';
/**
 * The sales chain's finance step applies from this order total in CNY (total × the order's locked
 * rate): smaller orders are decided by the team leader and the manager alone (decision 0033).
 */
export const SALES_ORDER_FINANCE_FROM_CNY = '50000';

/** Statuses from which a cancellation is immediate (no stock reserved yet: withdraws a pending review). */
export const ORDER_CANCEL_AT_ONCE: readonly number[] = [
  ORDER_REVIEW.draft,
  ORDER_REVIEW.rejected,
  ...ORDER_IN_REVIEW,
];

/** Permits (`METHOD path` of the routes) and buttons. */
export const SALES_ORDER_PERMITS = {
  create: 'POST merchant/sale/salesorder',
  /** Button 0101 "notify" (spec §2 button codes). */
  notify: '0101',
  /** Button 0102 "merge". */
  merge: '0102',
} as const;
