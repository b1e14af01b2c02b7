import { CASH_PRICE_MENU } from '@partdesk/shared/inventory/cash-price/cash-price.codes';
import { CASH_STOCK_MENU } from '@partdesk/shared/inventory/cash-stock/cash-stock.codes';

/** Route access of the inventory module (menu codes of packages/shared/src/access/menu-tree.ts). */
export const INVENTORY_ACCESS = {
  /** Own stock and its marketplace export: sales, purchasing, administrators (the screen's holders). */
  cashStock: { grantedBy: [CASH_STOCK_MENU] },
  /**
   * A lot's cost (and with it the cost columns of own stock, decision 0028): who sets prices, who buys
   * (the purchase order screen) and who values stock (the stock summary) — never sales.
   */
  cost: { grantedBy: [CASH_PRICE_MENU, 'purchase/purchase-order', 'finance/stocksSummary'] },
  /** The cash price rules, a lot's cash price by hand, re-pricing by the rules: the price setters. */
  pricing: { grantedBy: [CASH_PRICE_MENU] },
} as const;
