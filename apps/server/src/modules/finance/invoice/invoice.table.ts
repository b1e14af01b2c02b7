import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { amount, audit, id, unitPrice } from '../../../core/db/columns.js';

/**
 * Invoice request (FP, document type `invoiceRequest`, decision 0051): shipped lines of one sales order
 * (`orderId` / `orderNo` are the sales module's; finance never writes sales tables). `ownerId` the order's
 * salesperson (data scope "sales"), `requestedBy` who asked; `taxRate` the order's (percent); `amount`
 * Σ lines excl. tax, `taxAmount`, `total` incl. tax, in the order `currency`. The buyer's invoicing
 * details are a snapshot (`buyer*`) taken from the customer's billing details (crm has no separate
 * bill-info table) or typed on the request. `status` INVOICE_STATUS; issued: `invoiceNo` (unique),
 * `invoiceDate`, `issuedBy/At`; red-letter reversal: `redInvoiceNo`, `voidReason`, `voidedBy/At`.
 */
export const finInvoice = pgTable(
  'fin_invoice',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    ownerId: integer().notNull(),
    requestedBy: integer().notNull(),
    orderId: integer().notNull(),
    orderNo: text().notNull(),
    customerId: integer().notNull(),
    customerName: text().notNull(),
    currency: text().notNull(),
    taxRate: numeric({ precision: 5, scale: 2 }).notNull(),
    amount: amount().notNull(),
    taxAmount: amount().notNull(),
    total: amount().notNull(),
    buyerName: text().notNull(),
    buyerTaxNo: text().notNull(),
    buyerAddress: text().notNull().default(''),
    buyerPhone: text().notNull().default(''),
    status: smallint().notNull().default(1),
    reviewComment: text().notNull().default(''),
    invoiceNo: text(),
    invoiceDate: date({ mode: 'string' }),
    issuedBy: integer(),
    issuedAt: timestamp({ withTimezone: true, mode: 'string' }),
    redInvoiceNo: text(),
    voidReason: text(),
    voidedBy: integer(),
    voidedAt: timestamp({ withTimezone: true, mode: 'string' }),
    remark: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('fin_invoice_no_uq').on(t.no),
    uniqueIndex('fin_invoice_invoice_no_uq').on(t.invoiceNo).where(sql`${t.invoiceNo} is not null`),
    index('fin_invoice_owner_idx').on(t.ownerId, t.createdAt),
    index('fin_invoice_order_idx').on(t.orderId),
    index('fin_invoice_status_idx').on(t.status),
  ],
);

/** A line: an order line (`orderLineId`, the sales module's) and the quantity invoiced at its price. */
export const finInvoiceLine = pgTable(
  'fin_invoice_line',
  {
    id: id(),
    invoiceId: integer()
      .notNull()
      .references(() => finInvoice.id),
    lineNo: integer().notNull(),
    orderLineId: integer().notNull(),
    mpn: text().notNull(),
    brand: text().notNull().default(''),
    quantity: integer().notNull(),
    unitPrice: unitPrice().notNull(),
    amount: amount().notNull(),
    ...audit(),
  },
  (t) => [
    index('fin_invoice_line_invoice_idx').on(t.invoiceId),
    index('fin_invoice_line_order_line_idx').on(t.orderLineId),
  ],
);
