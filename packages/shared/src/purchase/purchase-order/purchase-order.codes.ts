/**
 * Purchase order (prefix PO, issue #15, decision 0037): the codes server and web share — statuses,
 * payment terms, menus and permits.
 */
export const PURCHASE_ORDER_DOC = 'purchaseOrder';
/** The review type of a submitted PO (REVIEW_TYPES row: queue, counter PurchaseOrderAuditCount). */
export const PURCHASE_ORDER_REVIEW = 'purchaseOrder';
/** The list screen (a leaf of access/menu-tree.ts). */
export const PURCHASE_ORDER_MENU = 'purchase/purchase-order';

/** Menus (menu-tree codes) of the purchase-order screens. */
export const PURCHASE_ORDER_MENUS = {
  list: 'purchase/purchase-order',
  /** The detail (named route PurchasingOrder, `?OrderNo=`). */
  detail: 'purchase/purchasing-order',
  add: 'purchase/new-purchaseorder',
  generate: 'purchase/generate-purchase',
  pending: 'purchase/pending-order',
  review: 'purchase/document-audit/purchase-order',
} as const;

/**
 * `pur_order.status` (decision 0037). `toComplete` keeps the spec's to-do number (`status=5`,
 * PurchaseOrderToCompleteCount): a PO generated from purchase demand that the buyer completes (costs,
 * terms, dates) and submits.
 */
export const PO_STATUS = {
  draft: 1,
  pendingReview: 2,
  /** Approved = ordered from the supplier (waiting for the goods). */
  ordered: 3,
  rejected: 4,
  toComplete: 5,
  partlyReceived: 6,
  received: 7,
  cancelled: 8,
} as const;
export type PoStatus = (typeof PO_STATUS)[keyof typeof PO_STATUS];

/** Statuses in which a PO (header and lines) is edited at its Version and submitted. */
export const PO_EDITABLE: readonly number[] = [PO_STATUS.draft, PO_STATUS.toComplete, PO_STATUS.rejected];
/** Statuses whose lines hold purchase demand (everything but cancelled). */
export const PO_HOLDS_DEMAND: readonly number[] = Object.values(PO_STATUS).filter(
  (s) => s !== PO_STATUS.cancelled,
);
/** Statuses a PO is cancelled from (once anything is received it cannot be: the inbound issue returns). */
export const PO_CANCELLABLE: readonly number[] = [...PO_EDITABLE, PO_STATUS.pendingReview, PO_STATUS.ordered];

/**
 * `pur_order.payment_terms`: the supplier's terms (the values of `pur_supplier.payment_terms`, server
 * purchase-codes.ts SUPPLIER_PAYMENT_TERMS): prepayment, on delivery, net days.
 */
export const PO_PAYMENT_TERMS = { prepaid: 1, cod: 2, net15: 3, net30: 4, net60: 5, card: 6 } as const;
export const PO_PAYMENT_TERM_VALUES = Object.values(PO_PAYMENT_TERMS) as readonly number[];

/** Owner companies a new PO may be for (1 and 3 are disabled for new documents, like the sales order). */
export const PO_TENANTS: readonly number[] = [2, 4];
/** Tax percent of a PO: 0 (an invoice without VAT, imports) or a rate of the tax table. */
export const PO_TAX_RATES: readonly number[] = [0, 1, 3, 9, 10, 11, 13];
/** At most this many lines on one PO. */
export const MAX_PO_LINES = 200;
