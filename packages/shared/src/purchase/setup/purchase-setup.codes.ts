/**
 * Purchasing settings and delivery statistics (issue #15, decision 0048): menus, the PO review's extra
 * step and the statistics' buckets — the codes server and web share.
 */
export const PURCHASE_SETUP_MENU = 'purchase/purchase-setup';
export const PURCHASE_DELIVERY_STATS_MENU = 'purchase/purchase-deliverystats';

/**
 * The PO review chain's step that applies from an amount (CNY, the PO total at its locked rate): step 2
 * of `purchaseOrder`, decided by 管理员. Its `minAmount` is the threshold `purchase-setup` edits.
 */
export const PO_EXTRA_STEP_NO = 2;
/** The threshold a new database starts with (CNY). */
export const PO_EXTRA_STEP_DEFAULT_FROM_CNY = '500000';
/** The threshold: a decimal > 0 with at most 2 places, at most this (CNY). */
export const PO_REVIEW_THRESHOLD_MAX = '9999999999.99';
/** At most this many warehouses on the inbound list. */
export const MAX_INBOUND_WAREHOUSES = 50;

/**
 * Which shipments need purchasing's cargo review `salescargo-review` before they ship (decision 0053):
 * off (default), those with a picked lot bought on a PO line for one of their sales order lines, all.
 */
export const SALES_CARGO_REVIEW = { off: 0, boughtForOrder: 1, all: 2 } as const;
export const SALES_CARGO_REVIEW_VALUES: readonly number[] = Object.values(SALES_CARGO_REVIEW);
