/**
 * Invoice request (prefix FP, issue #17, decision 0051): the codes server and web share. A salesperson
 * asks for an invoice on shipped lines of one sales order (`/sales/invoicepage`); the request is reviewed
 * in `invoiceAudit` (`/sales/document-audit/invoice-audit`, InvoiceAuditCount); finance issues it
 * (`/finance/financial/invoicestobeIssued`, InvoiceToIssueCount); an issued invoice is only undone by a
 * red-letter reversal (void with the red-letter invoice number).
 */
export const INVOICE_DOC = 'invoiceRequest';
/** The review type (REVIEW_TYPES row: queue /sales/document-audit/invoice-audit, counter InvoiceAuditCount). */
export const INVOICE_REVIEW = 'invoiceAudit';
/** The request list screen (a leaf of access/menu-tree.ts; the DOC_TYPES row's route). */
export const INVOICE_MENU = 'sales/invoicepage';
/** The review screen. */
export const INVOICE_AUDIT_MENU = 'sales/document-audit/invoice-audit';
/** Finance's queue: issue (invoice number, date) and red-letter reversal. */
export const INVOICE_ISSUE_MENU = 'finance/financial/invoicestobeIssued';
/** Invoice requirements by customer. */
export const INVOICE_REQUIREMENT_MENU = 'finance/financial/requirement';

/** `fin_invoice.status`: 1 pending review, 2 approved (to issue), 3 rejected, 4 issued, 5 voided (red-letter). */
export const INVOICE_STATUS = {
  pending: 1,
  toIssue: 2,
  rejected: 3,
  issued: 4,
  voided: 5,
} as const;

/** Statuses whose quantities count as invoiced or requested (rejected and voided free them). */
export const INVOICE_HOLDING_STATUSES: readonly number[] = [1, 2, 4];

/** The tax rates (percent) an invoice takes: the sales order's (1, 3, 9, 10, 11, 13). */
export const INVOICE_TAX_RATES: readonly number[] = [1, 3, 9, 10, 11, 13];

/** At most this many lines on one request. */
export const MAX_INVOICE_LINES = 100;

export const INVOICE_PERMITS = {
  create: 'POST merchant/finance/invoice',
  audit: 'POST merchant/sale/documentreview/invoiceaudit',
  issue: 'PUT merchant/finance/invoice/:id/issue',
  void: 'PUT merchant/finance/invoice/:id/void',
} as const;
