import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { amount, audit, id } from '../../../core/db/columns.js';
import { crmCustomer } from '../customer/customer.table.js';

/**
 * A request to pay part of a customer's balance back (document prefix YT, type `balanceRefund`,
 * crmbalancerefund; reviewed by finance on balancerefund-audit). `amount` > 0 in `currency`, never
 * more than the balance of that currency at approval. Refund bank information is required
 * (payee, bank, account). `status` crm-codes.ts BALANCE_REFUND_STATUS (draft, pending review,
 * approved, rejected, paid, cancelled); once approved, `ledgerId` is finance's `fin_entry` (customer
 * balance account, −amount, document = this refund and line = its id; decision 0026) that moved the
 * balance.
 */
export const crmBalanceRefund = pgTable(
  'crm_balance_refund',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    customerId: integer()
      .notNull()
      .references(() => crmCustomer.id),
    currency: text().notNull(),
    amount: amount().notNull(),
    reason: text().notNull().default(''),
    payeeName: text().notNull(),
    bankName: text().notNull(),
    bankAccount: text().notNull(),
    swiftCode: text().notNull().default(''),
    bankAddress: text().notNull().default(''),
    status: smallint().notNull().default(1),
    ledgerId: bigint({ mode: 'number' }),
    paidAt: timestamp({ withTimezone: true }),
    paidBy: integer(),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('crm_balance_refund_no_uq').on(t.no),
    index('crm_balance_refund_customer_idx').on(t.customerId, t.createdAt),
    index('crm_balance_refund_status_idx').on(t.status, t.createdAt),
    check('crm_balance_refund_amount_ck', sql`${t.amount} > 0`),
  ],
);
