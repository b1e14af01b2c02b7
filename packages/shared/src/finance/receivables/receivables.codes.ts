import { PAYMENT_TERMS } from '../../sales/sales-order/sales-order.codes.js';

/**
 * Receivables, customer statements and the finance exceptions (issue #17, decision 0056): the codes
 * server and web share. The screens are finance's menus; the server feature lives in the sales module
 * (it reads the money ledger, the customers and the orders' payment terms).
 */
export const RECEIVABLES_MENU = 'finance/financial/receivables';
export const CUSTOMER_BILL_MENU = 'finance/financial/customer-bill';
export const ABNORMAL_MENU = 'finance/financial/abnormal';

export const RECEIVABLES_API = {
  list: '/merchant/finance/receivables/Query',
  export: '/merchant/finance/receivables/Export',
  customer: '/merchant/finance/receivables/customer/:id',
  bill: '/merchant/finance/customerbill',
  billCustomers: '/merchant/finance/customerbill/customers',
  billPdf: '/merchant/finance/customerbill/pdf',
  billXlsx: '/merchant/finance/customerbill/xlsx',
  abnormal: '/merchant/finance/abnormal/Query',
} as const;

/**
 * Days from the posting of a receivable (the shipment) to its due date, by the order's payment terms
 * (spec §9 payment options; decision 0056): weekly settlement gives a week; every other option means
 * the money is due when the goods leave (wire transfers, PayPal, cash on delivery, prepaid).
 */
export const PAYMENT_TERM_DUE_DAYS: Readonly<Record<number, number>> = {
  [PAYMENT_TERMS.wireUs]: 0,
  [PAYMENT_TERMS.wireCanada]: 0,
  [PAYMENT_TERMS.wireHongKong]: 0,
  [PAYMENT_TERMS.paypal]: 0,
  [PAYMENT_TERMS.cashOnDelivery]: 0,
  [PAYMENT_TERMS.prepaid]: 0,
  [PAYMENT_TERMS.weeklySettlement]: 7,
};

/** Ageing buckets by days past due: current (not yet due or due today), 1–30, 31–60, 61–90, > 90. */
export const AGEING_BUCKETS = ['Current', 'Days1to30', 'Days31to60', 'Days61to90', 'Over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** Kinds of the finance exceptions list (`abnormal`). */
export const ABNORMAL_KIND = {
  /** A bank receipt still to be claimed more than `unclaimedReceiptAlertDays` after its value date. */
  unclaimedReceipt: 1,
  /** A ledger balance below zero (the ledger refuses it; listed as the safety net). */
  negativeBalance: 2,
  /** An order's receivable past its due date with no receipt at all on it. */
  overdueNoReceipt: 3,
} as const;
export const ABNORMAL_KIND_VALUES = Object.values(ABNORMAL_KIND) as readonly number[];

/** The longest statement period, in days (one statement is one query over the ledger). */
export const BILL_MAX_DAYS = 366;
