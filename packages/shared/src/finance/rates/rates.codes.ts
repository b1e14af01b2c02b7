/** Dated exchange rates screen (issue #13, `/finance/currency-detail`): menu and permits. Client-safe. */
export const RATES_MENU = 'finance/currency-detail';

export const RATES_PERMITS = {
  set: 'POST merchant/finance/currencyrate',
} as const;
