/** Own stock (现货库存, /product/cashStock; issue #13, decision 0028). */
export const CASH_STOCK_MENU = 'product/cashStock';

export const CASH_STOCK_PERMITS = {
  list: 'POST merchant/product/cashstock/query',
  /**
   * A lot's cost and the price the rules suggest. Holding this route's permit is what lets a session
   * receive the cost columns of own stock (the fields' `permit`): purchasing, price setters, finance.
   */
  cost: 'GET merchant/product/cashstock/:id/cost',
  setPrice: 'PUT merchant/product/cashstock/:id/cashprice',
  reprice: 'PUT merchant/product/cashstock/reprice',
  marketplace: 'POST merchant/product/cashstock/marketplace',
} as const;

/** The broker marketplaces own stock is exported for (CSV layouts, server cash-stock/marketplace.ts). */
export const MARKETPLACE_LAYOUTS = ['netcomponents', 'brokerbin'] as const;
export type MarketplaceLayout = (typeof MARKETPLACE_LAYOUTS)[number];
