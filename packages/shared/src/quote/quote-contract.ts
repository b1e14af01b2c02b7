import { z } from 'zod';
import { D } from '../core/money.js';
import { MAX_QUOTE_LINES, MAX_TIERS, QUOTE_CURRENCIES } from './quote-codes.js';

/**
 * The wire contract of sales quotes (decision 0011): the bodies of POST/PUT
 * /merchant/forqutation/quotation and of the suggestion preview, shared by the server (route schemas)
 * and the web (rfq-detail_quote, detail-quotation). The server re-checks every business rule
 * (quote-rules: tiers, prices, the purchase quote belonging to the line) and answers 400 naming the
 * field; zod here only checks shapes.
 */

/** A unit price on the wire: decimal string ≥ 0, ≤ 6 decimals (checked by the server, 400 naming the field). */
const price = z.string().trim().max(24);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A required `YYYY-MM-DD` (missing or empty → 400 "required" naming the field). */
const requiredDate = z.preprocess(blankToUndefined, z.iso.date());
const text = (max: number) => z.string().trim().max(max).default('');

/** A price break: from `Quantity` pieces up the unit price is `Price`. */
export const quoteTierSchema = z.object({
  Quantity: z.number().int().positive().max(2_000_000_000),
  Price: price,
});
export type QuoteTier = z.infer<typeof quoteTierSchema>;

/**
 * One inquiry line in a quote. `PurchaseQuoteId` = the purchase quote (CB) picked for the line;
 * `null` with an empty `SalePrice` = the line is listed as not quoted (no offer for the customer).
 * `Quantity` defaults to the inquiry line's; `LeadTimeDays` (delivery days) to the purchase quote's;
 * `DateCode` to the purchase quote's. `Tiers`: price breaks above `Quantity`, quantities strictly ascending
 * (checkTiers).
 */
export const quoteLineInputSchema = z.object({
  InquiryLineId: z.number().int().positive(),
  PurchaseQuoteId: z.number().int().positive().nullable().default(null),
  SalePrice: price.default(''),
  Quantity: z.number().int().positive().max(2_000_000_000).optional(),
  Tiers: z.array(quoteTierSchema).max(MAX_TIERS).default([]),
  LeadTimeDays: z.number().int().min(0).max(3650).optional(),
  DateCode: z.string().trim().max(32).optional(),
  Remark: text(500),
});
export type QuoteLineInput = z.input<typeof quoteLineInputSchema>;

const header = {
  Currency: z.enum(QUOTE_CURRENCIES),
  /** Quote date (required). */
  QuoteDate: requiredDate,
  /** Validity: the quote holds until this date (required, ≥ QuoteDate). */
  ValidUntil: requiredDate,
  ContactId: z.number().int().positive().nullable().optional(),
  Remark: text(1000),
  Lines: z.array(quoteLineInputSchema).min(1).max(MAX_QUOTE_LINES),
};

/** POST /merchant/forqutation/quotation — a quote from an inquiry (rfq-detail_quote). */
export const quoteCreateSchema = z.object({ InquiryId: z.number().int().positive(), ...header });
export type QuoteCreateInput = z.input<typeof quoteCreateSchema>;

/** PUT /merchant/forqutation/quotation/:id — the whole quote again, at the Version read. */
export const quoteUpdateSchema = z.object({ ...header, Version: z.number().int().positive() });
export type QuoteUpdateInput = z.input<typeof quoteUpdateSchema>;

/** PUT …/:id/send and …/:id/void. */
export const quoteVersionSchema = z.object({ Version: z.number().int().positive() });

/**
 * POST /merchant/forqutation/quotation/suggest — the suggested price of purchase quotes in a quote
 * currency (preview on rfq-detail_quote). Answer: `{ Records: SuggestedPrice[] }`.
 */
export const quoteSuggestSchema = z.object({
  Currency: z.enum(QUOTE_CURRENCIES),
  PurchaseQuoteIds: z.array(z.number().int().positive()).min(1).max(MAX_QUOTE_LINES),
});

/** One suggestion (answer of /suggest and of every priced line of a quote's detail). */
export interface SuggestedPrice {
  PurchaseQuoteId: number;
  CostPrice: string;
  CostCurrency: string;
  /** Rates "1 unit = rate CNY" used. */
  CostRate: string;
  QuoteRate: string;
  /** The cost in CNY the band was chosen on (6 places). */
  CostCny: string;
  MarginId: number | null;
  MarginPercent: string;
  SuggestedPrice: string;
}

/** A line of a quote's detail (GET /merchant/forqutation/quotation/:id → `Lines`). */
export interface QuoteLineView {
  Id: number;
  LineNo: number;
  InquiryLineId: number;
  PurchaseQuoteId: number | null;
  PurchaseQuoteNo: string | null;
  SupplierId: number | null;
  SupplierName: string | null;
  PartId: number | null;
  Mpn: string;
  Brand: string;
  Package: string;
  DateCode: string;
  Quantity: number;
  SalePrice: string | null;
  CostPrice: string | null;
  CostCurrency: string | null;
  SuggestedPrice: string | null;
  MarginPercent: string | null;
  BelowSuggested: boolean;
  Tiers: QuoteTier[];
  LeadTimeDays: number | null;
  Remark: string;
  Version: number;
}

/** GET /merchant/forqutation/quotation/:id */
export interface QuoteView {
  Id: number;
  No: string;
  TenantId: number;
  InquiryId: number;
  InquiryNo: string;
  CustomerId: number;
  CustomerName: string;
  CustomerCode: string;
  ContactId: number | null;
  ContactName: string | null;
  SalespersonId: number;
  SalespersonName: string;
  Currency: string;
  Rate: string;
  QuoteDate: string;
  ValidUntil: string;
  Remark: string;
  Status: number;
  NeedsApproval: boolean;
  ReviewComment: string;
  SentAt: string | null;
  Total: string;
  CreatedAt: string;
  Version: number;
  Lines: QuoteLineView[];
}

/**
 * Price breaks: at most MAX_TIERS; quantities strictly ascending and above the line quantity; each
 * price a unit price (≥ 0, ≤ 6 decimals). Returns the i18n key of the first problem, or null — the
 * server answers it as a 400 naming `Tiers`.
 */
export function checkTiers(tiers: readonly QuoteTier[], lineQuantity: number): string | null {
  if (tiers.length > MAX_TIERS) return 'quote.tiersTooMany';
  let prev = lineQuantity;
  for (const t of tiers) {
    if (!isUnitPrice(t.Price)) return 'quote.tierPriceInvalid';
    if (t.Quantity <= prev) return 'quote.tiersAscending';
    prev = t.Quantity;
  }
  return null;
}

const UNIT_PRICE = /^\d{1,12}(\.\d{1,6})?$/;
/** A unit price string: ≥ 0, ≤ 12 integer digits, ≤ 6 decimals. */
export const isUnitPrice = (v: string): boolean => UNIT_PRICE.test(v.trim());
/** A unit price > 0. */
export const isPositivePrice = (v: string): boolean => isUnitPrice(v) && new D(v.trim()).gt(0);
