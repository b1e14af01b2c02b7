/** Receipt SK (document type `receipt`, issue #17, decision 0054): the codes server and web share. */
export const SALES_RECEIPT_DOC = 'receipt';
/** The receipt screen (a leaf of access/menu-tree.ts; the DOC_TYPES row's route). */
export const SALES_RECEIPT_MENU = 'sales/gatheringOrder';
/** Finance's lists: receipts per order, open receivables per order, the receipt documents. */
export const SALES_RECEIPT_LINES_MENU = 'finance/receipt/salesReceipt';
export const RECEIVABLE_MENU = 'finance/receipt/receivable';
export const RECEIPT_ORDER_MENU = 'finance/financial/receiptOrder';
/** The two review queues: sales review, then finance confirmation. */
export const RECEIPT_SALES_QUEUE_MENU = 'sales/document-audit/receiptAudit';
export const RECEIPT_FINANCE_QUEUE_MENU = 'finance/review/receiptAudit';

/** Review types (core/review-types.ts rows). */
export const RECEIPT_SALES_REVIEW = 'receiptAudit';
export const RECEIPT_FINANCE_REVIEW = 'receiptFinance';

export const SALES_RECEIPT_STATUS = {
  /** Waiting for the sales review `receiptAudit`. */
  pendingSales: 1,
  /** Waiting for finance's confirmation. */
  pendingFinance: 2,
  /** Confirmed by finance and posted to the money ledger. */
  posted: 3,
  /** Rejected by sales or finance: nothing posted, its amounts released. */
  rejected: 4,
} as const;
export type SalesReceiptStatus = (typeof SALES_RECEIPT_STATUS)[keyof typeof SALES_RECEIPT_STATUS];
/** Statuses whose amounts are held (pending) against the orders and the money source. */
export const RECEIPT_PENDING_STATUSES: readonly number[] = [
  SALES_RECEIPT_STATUS.pendingSales,
  SALES_RECEIPT_STATUS.pendingFinance,
];

/** Where the money comes from: a claimed bank receipt YS (pre-collected) or the customer balance. */
export const RECEIPT_SOURCE = { bankReceipt: 1, balance: 2 } as const;
export type ReceiptSource = (typeof RECEIPT_SOURCE)[keyof typeof RECEIPT_SOURCE];
export const RECEIPT_SOURCE_VALUES: readonly number[] = Object.values(RECEIPT_SOURCE);

export const SALES_RECEIPT_PERMITS = {
  create: 'POST merchant/sale/receipt',
} as const;
