import { date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, audit, id } from '../../../core/db/columns.js';
import { purOrder } from '../purchase-order/purchase-order.table.js';
import { purSupplier } from '../supplier/supplier.table.js';

/**
 * A payment request (FK, document type `payment`, decision 0041): a buyer (`ownerId`, data scope
 * "purchase") asks finance to pay POs of one supplier, currency and owner company (`tenantId`). `kind`
 * PAYMENT_KIND; `amount` Σ lines; the payee account copied from the supplier's bank account `bankId`
 * when requested (a later edit of the supplier's account does not change it); `status`
 * PAYMENT_ORDER_STATUS; `paidOn` / `paidBy` set when finance pays (review `payment`).
 */
export const purPaymentOrder = pgTable(
  'pur_payment_order',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    ownerId: integer().notNull(),
    supplierId: integer()
      .notNull()
      .references(() => purSupplier.id),
    kind: smallint().notNull(),
    currency: text().notNull(),
    amount: amount().notNull(),
    bankId: integer(),
    bankName: text().notNull(),
    accountName: text().notNull(),
    accountNo: text().notNull(),
    swiftCode: text().notNull().default(''),
    remark: text().notNull().default(''),
    status: smallint().notNull(),
    reviewComment: text().notNull().default(''),
    paidOn: date({ mode: 'string' }),
    paidBy: integer(),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('pur_payment_order_no_uq').on(t.no),
    index('pur_payment_order_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('pur_payment_order_created_idx').on(t.createdAt, t.id),
    index('pur_payment_order_status_idx').on(t.status, t.createdAt),
  ],
);

/** One PO of a payment request with the amount paid towards it (2 decimals, > 0). */
export const purPaymentOrderLine = pgTable(
  'pur_payment_order_line',
  {
    id: id(),
    paymentId: integer()
      .notNull()
      .references(() => purPaymentOrder.id),
    lineNo: integer().notNull(),
    orderId: integer()
      .notNull()
      .references(() => purOrder.id),
    orderNo: text().notNull(),
    amount: amount().notNull(),
    ...audit(),
  },
  (t) => [
    index('pur_payment_order_line_payment_idx').on(t.paymentId, t.lineNo),
    index('pur_payment_order_line_order_idx').on(t.orderId),
  ],
);
