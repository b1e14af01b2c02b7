import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { amount, id } from '../../../core/db/columns.js';
import { crmCustomer } from '../customer/customer.table.js';

/**
 * A customer balance movement document (record type `customerBalanceMove`, decision 0026): a recharge
 * (CZ, its number in `refNo`), an adjustment, or a movement on behalf of another document (an order
 * paid from the balance, a cancelled order or an after-sales refund credited to it: `refType` its
 * prefix, `refNo`, `refId`). The money itself is on finance's ledger: one `fin_entry` on the customer
 * balance account points at this row (document and line = this id). Insert-only. `kind`
 * (crm-codes.ts LEDGER_KIND) fixes the sign of `amount`. Balance refunds (YT) are their own document
 * (crm_balance_refund) and post without a move.
 */
export const crmBalanceMove = pgTable(
  'crm_balance_move',
  {
    id: id(),
    tenantId: integer().notNull(),
    customerId: integer()
      .notNull()
      .references(() => crmCustomer.id),
    currency: text().notNull(),
    amount: amount().notNull(),
    kind: smallint().notNull(),
    refType: text().notNull().default(''),
    refNo: text().notNull().default(''),
    refId: integer(),
    remark: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer(),
  },
  (t) => [
    index('crm_balance_move_customer_idx').on(t.customerId, t.currency, t.createdAt),
    index('crm_balance_move_ref_idx').on(t.refNo).where(sql`${t.refNo} <> ''`),
    check(
      'crm_balance_move_sign_ck',
      sql`(${t.kind} in (1, 3, 4) and ${t.amount} > 0) or (${t.kind} in (2, 5) and ${t.amount} < 0) or (${t.kind} = 6 and ${t.amount} <> 0)`,
    ),
  ],
);
