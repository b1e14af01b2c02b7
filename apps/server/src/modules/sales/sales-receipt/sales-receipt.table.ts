import { date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, audit, id, rate } from '../../../core/db/columns.js';
import { salesOrder } from '../sales-order/sales-order.table.js';

/**
 * A receipt SK (document type `receipt`, issue #17, decision 0054): money of one customer in one
 * currency and owner company (`tenantId`, the orders'), from a claimed bank receipt YS (`source` 1,
 * `bankReceiptId` / `bankReceiptNo`, finance's) or the customer balance (`source` 2). `amount` = what
 * is taken from the source; `allocated` Σ lines; `toBalance` = amount − allocated goes to the customer
 * balance. `status` SALES_RECEIPT_STATUS (1 pending sales review, 2 pending finance, 3 posted, 4
 * rejected); `rate` to CNY and `postedOn` set when finance confirms (posting). `ownerId` the salesperson
 * who made it (data scope).
 */
export const salesReceipt = pgTable(
  'sales_receipt',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    ownerId: integer().notNull(),
    customerId: integer().notNull(),
    customerName: text(),
    currency: text().notNull(),
    source: smallint().notNull(),
    bankReceiptId: integer(),
    bankReceiptNo: text(),
    amount: amount().notNull(),
    allocated: amount().notNull(),
    toBalance: amount().notNull(),
    remark: text().notNull().default(''),
    status: smallint().notNull().default(1),
    reviewComment: text().notNull().default(''),
    rate: rate(),
    postedOn: date({ mode: 'string' }),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('sales_receipt_no_uq').on(t.no),
    index('sales_receipt_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('sales_receipt_created_idx').on(t.createdAt, t.id),
    index('sales_receipt_customer_idx').on(t.customerId, t.status),
    index('sales_receipt_bank_idx').on(t.bankReceiptId),
  ],
);

/** One order of a receipt and what it receives (2 decimals, > 0). */
export const salesReceiptLine = pgTable(
  'sales_receipt_line',
  {
    id: id(),
    receiptId: integer()
      .notNull()
      .references(() => salesReceipt.id),
    lineNo: integer().notNull(),
    orderId: integer()
      .notNull()
      .references(() => salesOrder.id),
    orderNo: text().notNull(),
    amount: amount().notNull(),
    ...audit(),
  },
  (t) => [
    index('sales_receipt_line_receipt_idx').on(t.receiptId, t.lineNo),
    index('sales_receipt_line_order_idx').on(t.orderId),
  ],
);
