/**
 * Landed-cost parameters and the gross-profit floor (sales/parameter-setting, issue #14, decision 0032):
 * codes server and web share.
 */
export const COST_PARAM_MENU = 'sales/parameter-setting';

/** Generic delete type of a parameter row (`PUT /merchant/common/delete?type=salesCostParam&id=`). */
export const COST_PARAM_DELETE_TYPE = 'salesCostParam';

/** Currencies the fixed amounts may be given in (spec §9). */
export const COST_PARAM_CURRENCIES = ['CNY', 'USD', 'HKD', 'EUR', 'GBP'] as const;

/** Percentages 0–100 with at most 4 decimals; fixed amounts ≥ 0 with at most 2 decimals. */
export const PERCENT_MAX = 100;
export const PERCENT_DECIMALS = 4;

/** The percentage fields of a parameter row, then its fixed amounts (wire names, in form order). */
export const COST_PARAM_PERCENT_FIELDS = ['FreightPercent', 'BankFeePercent', 'DutyPercent'] as const;
export const COST_PARAM_AMOUNT_FIELDS = ['FreightFixed', 'BankFeeFixed', 'InspectionFixed'] as const;

/** Permits (`METHOD path`) of the screen's writes and of seeing an order's cost and margin. */
export const COST_PARAM_PERMITS = {
  create: 'POST merchant/sale/costparam',
  update: 'PUT merchant/sale/costparam/:id',
  gpFloor: 'PUT merchant/sale/gpfloor/:id',
} as const;

/**
 * Who sees cost (decision 0032): the permit of `GET /merchant/sale/salesorder/:id/margin`, granted by the
 * parameter screen and the two order review queues (and administrators). Without it the order detail
 * leaves out the lines' cost, landed cost, GP and GP % and the order's margin — on the server.
 */
export const SALES_COST_PERMIT = 'GET merchant/sale/salesorder/:id/margin';

/** Order detail fields only cost holders receive (header, then each line). */
export const ORDER_COST_FIELDS = ['LandedCost', 'GrossProfit', 'GpPercent'] as const;
export const LINE_COST_FIELDS = [
  'CostPrice',
  'CostCurrency',
  'CostRate',
  'LandedCost',
  'GrossProfit',
  'GpPercent',
] as const;
