/**
 * Cash price rules (现货价格, issue #13, decision 0028): the screen sits under purchase parameter settings;
 * the rules belong to inventory (a lot's cash price defaults from them when it is received).
 */
export const CASH_PRICE_MENU = 'purchase/parameterSetting/cashPrice';

/** Generic delete type of a rule (`PUT /merchant/common/delete?type=cashPriceRule&id=`). */
export const CASH_PRICE_DELETE_TYPE = 'cashPriceRule';

/** History type of a lot's hand-set cash price (doc_history rows, docNo `L<lot id>`). */
export const LOT_HISTORY_TYPE = 'inventoryLot';

/** Markup: a decimal ≥ 0 with at most 4 places, at most 1000 %. Bands: cost ≤ 6 places, age whole months. */
export const MARKUP_MAX = 1000;
export const MARKUP_DECIMALS = 4;
export const AGE_MAX_MONTHS = 1200;
