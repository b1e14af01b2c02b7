/**
 * Coded values of sales quotes (document type `salesQuote`, prefix BJ), their record (quote-record) and
 * the profit-margin parameters — server and web (decision 0011).
 */

/** Document type (packages/shared/src/core/doc-types.ts) and review type (seeded flow `salesQuote`). */
export const SALES_QUOTE_DOC = 'salesQuote';
export const SALES_QUOTE_PREFIX = 'BJ';
/** Review type of a quote priced below its suggested price (queues Quotation-review and quote-approval-list). */
export const SALES_QUOTE_REVIEW = 'salesQuote';
/** Generic delete type of a profit-margin row (`PUT /merchant/common/delete?type=profitMargin&id=`). */
export const PROFIT_MARGIN_DELETE_TYPE = 'profitMargin';

/**
 * quo_quote.status. A quote whose every priced line is at or above its suggested price is `valid` at
 * once; one with a line below goes to review (`pendingApproval`) → approved: `valid`, rejected:
 * `rejected` (editable; saving it again re-checks and re-submits). Only a `valid` quote can be sent
 * (marked sent / PDF for the customer). `voided` is final.
 */
export const QUOTE_STATUS_DOC = {
  pendingApproval: 1,
  valid: 2,
  sent: 3,
  rejected: 4,
  voided: 5,
} as const;
export type QuoteDocStatus = (typeof QUOTE_STATUS_DOC)[keyof typeof QUOTE_STATUS_DOC];

/** Statuses a quote can be edited in (at its Version). */
export const QUOTE_EDITABLE: readonly number[] = [QUOTE_STATUS_DOC.valid, QUOTE_STATUS_DOC.rejected];
/** Statuses a quote can be voided in. */
export const QUOTE_VOIDABLE: readonly number[] = [
  QUOTE_STATUS_DOC.valid,
  QUOTE_STATUS_DOC.rejected,
  QUOTE_STATUS_DOC.sent,
];

/** The base currency of the profit-margin cost bands (rates are "1 unit = rate CNY"). */
export const MARGIN_BASE_CURRENCY = 'CNY';

export const QUOTE_CURRENCIES = ['GBP', 'EUR', 'HKD', 'USD', 'CNY'] as const;
export type QuoteCurrency = (typeof QUOTE_CURRENCIES)[number];

/** At most this many price breaks per line. */
export const MAX_TIERS = 10;
/** At most this many lines per quote (an inquiry holds at most 2,000). */
export const MAX_QUOTE_LINES = 2000;

/** Menus (menu-tree codes) of the quote screens. */
export const QUOTE_MENU = {
  /** The quote-creation screen (rfq-detail_quote, built on the inquiry screens). */
  create: 'forQuotation/rfq-detail_quote',
  inquiryList: 'forQuotation/rfq-menu',
  list: 'forQuotation/quotation',
  detail: 'forQuotation/detail-quotation',
  review: 'forQuotation/Quotation-review',
  approvals: 'forQuotation/quote-approval-list',
  record: 'forQuotation/quote-record',
  profitMargin: 'purchase/parameterSetting/profitMargin',
} as const;

/** Route permits (`METHOD path`, as in the login Permits). */
export const QUOTE_PERMITS = {
  create: 'POST merchant/forqutation/quotation',
  update: 'PUT merchant/forqutation/quotation/:id',
  send: 'PUT merchant/forqutation/quotation/:id/send',
  void: 'PUT merchant/forqutation/quotation/:id/void',
  pdf: 'GET merchant/forqutation/quotation/:id/pdf',
  suggest: 'POST merchant/forqutation/quotation/suggest',
  marginCreate: 'POST merchant/purchase/profitmargin',
  marginUpdate: 'PUT merchant/purchase/profitmargin/:id',
  marginDelete: 'PUT merchant/common/delete',
} as const;

/** API paths (for the web). */
export const QUOTE_API = {
  list: '/merchant/forqutation/quotation/Query',
  export: '/merchant/forqutation/quotation/Export',
  detail: (id: number) => `/merchant/forqutation/quotation/${id}`,
  create: '/merchant/forqutation/quotation',
  update: (id: number) => `/merchant/forqutation/quotation/${id}`,
  send: (id: number) => `/merchant/forqutation/quotation/${id}/send`,
  void: (id: number) => `/merchant/forqutation/quotation/${id}/void`,
  /** `?lang=zh-CN|en-US` (default: the request language). */
  pdf: (id: number, lang: 'zh-CN' | 'en-US') => `/merchant/forqutation/quotation/${id}/pdf?lang=${lang}`,
  suggest: '/merchant/forqutation/quotation/suggest',
  record: '/merchant/forqutation/quoterecord/Query',
  margins: '/merchant/purchase/profitmargin/Query',
} as const;
