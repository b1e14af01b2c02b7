/** Spot supply (prefix XH, issue #14): a salesperson takes own lots for the lines of an approved sales order. */
export const SPOT_SUPPLY_DOC = 'spotSupply';
/** The sales-side list screen (a leaf of access/menu-tree.ts; the DOC_TYPES row's route). */
export const SPOT_SUPPLY_MENU = 'sales/salespotsupply';
/** The purchase-side list of what sales took (`/purchase/spotsupply`). */
export const SPOT_SUPPLY_PURCHASE_MENU = 'purchase/spotsupply';

/** The two reviews: sales leads (`salesspotsupply`), then purchase leads (`spotsupply-order`). */
export const SPOT_SUPPLY_REVIEW = 'spotSupply';
export const SPOT_SUPPLY_ORDER_REVIEW = 'spotSupplyOrder';
export const SPOT_SUPPLY_REVIEW_MENUS = {
  sales: 'sales/document-audit/salesspotsupply',
  purchase: 'purchase/document-audit/spotsupply-order',
} as const;

/**
 * `sales_spot_supply.status`: created = pending the sales review; the sales leads' approval moves it to
 * the purchase review; the purchase leads' approval reserves the lots (approved). Rejected at either step
 * is final (the salesperson records a new one).
 */
export const SPOT_SUPPLY_STATUS = {
  pendingSales: 1,
  pendingPurchase: 2,
  approved: 3,
  rejected: 4,
} as const;

export const SPOT_SUPPLY_PERMITS = {
  create: 'POST merchant/sale/spotsupply',
} as const;
