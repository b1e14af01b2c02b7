import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { amount, audit, id, rate, unitPrice } from '../../core/db/columns.js';
import { crmContact, crmCustomer } from '../crm/index.js';
import { inqInquiry, inqInquiryLine, inqPurchaseQuote } from '../inquiry/index.js';
import { productPart } from '../product/index.js';

/** A price break of a quote line: from `Quantity` pieces the unit price is `Price` (decimal string). */
export type TierJson = { Quantity: number; Price: string }[];

/**
 * A profit-margin row (/purchase/parameterSetting/profitMargin): the margin percent for a brand
 * (`brandId`, null = all brands; `brand` the brand's name as shown) and a cost band in CNY
 * [`costFrom`, `costTo`) (`costTo` null = no upper bound). Bands of one brand never overlap (the
 * service refuses it). `marginPercent` numeric(9,4): 15 = 15 %.
 */
export const quoProfitMargin = pgTable(
  'quo_profit_margin',
  {
    id: id(),
    brandId: integer(),
    brand: text().notNull().default(''),
    costFrom: unitPrice().notNull().default('0'),
    costTo: unitPrice(),
    marginPercent: numeric({ precision: 9, scale: 4 }).notNull(),
    remark: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [index('quo_profit_margin_brand_idx').on(t.brandId, t.costFrom)],
);

/**
 * A sales quote (document type `salesQuote`, prefix BJ) made from an inquiry for its customer.
 * `salespersonId` owner (data scope "sales"); `currency` + `rate` (1 unit = rate CNY at quote time);
 * `quoteDate` / `validUntil` both required; `status` QUOTE_STATUS_DOC; `needsApproval` = a priced line
 * is below its suggested price (then reviewed, type `salesQuote`); `reviewComment` the last decision's
 * comment; `sentAt` when marked sent; `total` Σ quantity × sale price (amount 18,2).
 */
export const quoQuote = pgTable(
  'quo_quote',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    inquiryId: integer()
      .notNull()
      .references(() => inqInquiry.id),
    customerId: integer()
      .notNull()
      .references(() => crmCustomer.id),
    contactId: integer().references(() => crmContact.id),
    salespersonId: integer().notNull(),
    currency: text().notNull(),
    rate: rate().notNull(),
    quoteDate: date({ mode: 'string' }).notNull(),
    validUntil: date({ mode: 'string' }).notNull(),
    remark: text().notNull().default(''),
    status: smallint().notNull(),
    needsApproval: boolean().notNull().default(false),
    reviewComment: text().notNull().default(''),
    sentAt: timestamp({ withTimezone: true }),
    total: amount().notNull().default('0'),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('quo_quote_no_uq').on(t.no),
    // List sort keys end in id (`created_at desc, id desc`): the page is an index range, no sort (#11).
    index('quo_quote_salesperson_idx').on(t.salespersonId, t.createdAt, t.id),
    index('quo_quote_customer_idx').on(t.customerId, t.createdAt),
    index('quo_quote_inquiry_idx').on(t.inquiryId),
    index('quo_quote_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A line of a sales quote: one inquiry line, with the purchase quote picked (`purchaseQuoteId`, null =
 * listed as not quoted: `salePrice` null). `costPrice` / `costCurrency` / `supplierId` copied from the
 * purchase quote; `suggestedPrice` and `marginPercent` computed by the server when saved;
 * `belowSuggested` salePrice < suggestedPrice. `tiers` price breaks; `leadTimeDays` delivery days.
 */
export const quoQuoteLine = pgTable(
  'quo_quote_line',
  {
    id: id(),
    quoteId: integer()
      .notNull()
      .references(() => quoQuote.id),
    lineNo: integer().notNull(),
    inquiryLineId: integer()
      .notNull()
      .references(() => inqInquiryLine.id),
    purchaseQuoteId: integer().references(() => inqPurchaseQuote.id),
    supplierId: integer(),
    partId: integer().references(() => productPart.id),
    mpn: text().notNull(),
    brand: text().notNull().default(''),
    package: text().notNull().default(''),
    dateCode: text().notNull().default(''),
    quantity: integer().notNull(),
    salePrice: unitPrice(),
    costPrice: unitPrice(),
    costCurrency: text(),
    suggestedPrice: unitPrice(),
    marginPercent: numeric({ precision: 9, scale: 4 }),
    belowSuggested: boolean().notNull().default(false),
    tiers: jsonb().$type<TierJson>().notNull().default(sql`'[]'::jsonb`),
    leadTimeDays: integer(),
    remark: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('quo_quote_line_no_uq').on(t.quoteId, t.lineNo),
    index('quo_quote_line_inquiry_line_idx').on(t.inquiryLineId),
  ],
);

/**
 * Quote record (quote-record): every priced line of every saved version of a quote, append-only —
 * the price history by part, customer and salesperson. Written when a quote is created or edited.
 */
export const quoQuoteRecord = pgTable(
  'quo_quote_record',
  {
    id: id(),
    quoteId: integer()
      .notNull()
      .references(() => quoQuote.id),
    quoteNo: text().notNull(),
    quoteVersion: integer().notNull(),
    tenantId: integer().notNull(),
    customerId: integer().notNull(),
    salespersonId: integer().notNull(),
    inquiryLineId: integer().notNull(),
    partId: integer(),
    mpn: text().notNull(),
    brand: text().notNull().default(''),
    package: text().notNull().default(''),
    quantity: integer().notNull(),
    salePrice: unitPrice().notNull(),
    currency: text().notNull(),
    suggestedPrice: unitPrice(),
    costPrice: unitPrice(),
    costCurrency: text(),
    belowSuggested: boolean().notNull().default(false),
    tiers: jsonb().$type<TierJson>().notNull().default(sql`'[]'::jsonb`),
    quoteDate: date({ mode: 'string' }).notNull(),
    validUntil: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer(),
  },
  (t) => [
    index('quo_quote_record_part_idx').on(t.partId, t.createdAt),
    index('quo_quote_record_customer_idx').on(t.customerId, t.createdAt),
    index('quo_quote_record_salesperson_idx').on(t.salespersonId, t.createdAt),
    index('quo_quote_record_mpn_idx').on(sql`${t.mpn} text_pattern_ops`),
    index('quo_quote_record_created_idx').on(t.createdAt),
  ],
);
