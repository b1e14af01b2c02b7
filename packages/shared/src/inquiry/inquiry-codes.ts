/**
 * Coded values of inquiries (B), their lines and purchase quotes (CB) — server and web (decision 0010).
 */

/** inq_inquiry.status. A deleted inquiry keeps its status and gets `deleted_at` (hidden everywhere). */
export const INQUIRY_STATUS = {
  /** Being sourced and quoted. */
  open: 1,
  /** A transfer to another salesperson waits in forward-review (type `inquiryTransfer`). */
  transferring: 2,
  /** Closed by its salesperson (no more sourcing). */
  closed: 3,
} as const;

/**
 * inq_inquiry_line.quote_status — spec §4 "quote" (to-do queries: InquiryToQuoteCount `quoteStatus=1`,
 * PriceToCheckCount `quoteStatus=4`). Transitions (inquiry/line-status.ts):
 * new line → toQuote; firm purchase quote: toQuote | toConfirm → quoted, priceToCheck → requoted;
 * tentative purchase quote on a line without a firm one → toConfirm; the salesperson sends a quoted,
 * requoted or to-be-confirmed line back → priceToCheck.
 */
export const QUOTE_STATUS = {
  toQuote: 1,
  quoted: 2,
  requoted: 3,
  priceToCheck: 4,
  toConfirm: 5,
} as const;
export type QuoteStatus = (typeof QUOTE_STATUS)[keyof typeof QUOTE_STATUS];

/** Lines still open for sourcing (RFQ library default). */
export const OPEN_QUOTE_STATUSES: readonly number[] = [
  QUOTE_STATUS.toQuote,
  QUOTE_STATUS.priceToCheck,
  QUOTE_STATUS.toConfirm,
];

/** inq_purchase_quote.condition — the state of the goods offered. */
export const QUOTE_CONDITION = {
  /** 全新原装 new, original factory packing. */
  newOriginal: 1,
  /** 全新散新 new, loose / repacked. */
  newLoose: 2,
  /** 翻新 refurbished. */
  refurbished: 3,
  /** 拆机 pulled from boards. */
  pulled: 4,
} as const;

/** inq_purchase_quote.source — where the offer comes from. */
export const QUOTE_SOURCE = {
  /** 现货 stock on hand at the supplier. */
  stock: 1,
  /** 期货 factory order, lead time. */
  factory: 2,
  /** 代理渠道 franchised channel. */
  franchised: 3,
  /** 呆料 excess stock of a factory or EMS. */
  excess: 4,
  /** 自有库存 our own stock. */
  own: 5,
} as const;

/** inq_purchase_quote.status */
export const PURCHASE_QUOTE_STATUS = { valid: 1, voided: 2 } as const;

/** Menus (menu-tree codes) and route permits of the inquiry screens. */
export const INQUIRY_MENU = {
  list: 'forQuotation/rfq-menu',
  edit: 'forQuotation/rfq-detail_edit',
  quote: 'forQuotation/rfq-detail_quote',
  forwardReview: 'forQuotation/forward-review',
  library: 'forQuotation/purchase-rfqlibrary',
  newQuote: 'forQuotation/new-purchasequote',
  quotes: 'forQuotation/purchase-quote',
} as const;

export const INQUIRY_PERMITS = {
  create: 'POST merchant/forqutation/inquiry',
  update: 'PUT merchant/forqutation/inquiry/:id',
  transfer: 'PUT merchant/forqutation/inquiry/:id/transfer',
  close: 'PUT merchant/forqutation/inquiry/:id/close',
  sendBack: 'PUT merchant/forqutation/line/:id/sendback',
  quoteCreate: 'POST merchant/forqutation/purchasequote',
  quoteVoid: 'PUT merchant/forqutation/purchasequote/:id/void',
} as const;

/** Review type of an inquiry transfer (queue forward-review, counter ForwardReviewCount). */
export const INQUIRY_TRANSFER_REVIEW = 'inquiryTransfer';
/** Generic delete type (`PUT /merchant/common/delete?type=inquiry&id=`), button 0102. */
export const INQUIRY_DELETE_TYPE = 'inquiry';

export const INQUIRY_CURRENCIES = ['GBP', 'EUR', 'HKD', 'USD', 'CNY'] as const;
