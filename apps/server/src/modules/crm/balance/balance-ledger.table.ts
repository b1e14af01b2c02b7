import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { amount, id } from '../../../core/db/columns.js';
import { crmCustomer } from '../customer/customer.table.js';

/**
 * FROZEN (decision 0026): the customer balance moved onto finance's money ledger (`fin_entry`, account
 * customer balance); migration 0018 copied every row there and into `crm_balance_move`, and the next
 * migration drops this table. No code reads or writes it. What it was —
 * the customer balance ledger: every movement of a customer's balance, in its currency. The
 * balance is `sum(amount)` per customer and currency (balance.ts) — never a stored number. Rows are
 * only inserted, never updated or deleted; a correction is a new `adjustment` row.
 * `kind` (crm-codes.ts LEDGER_KIND) fixes the sign of `amount`; `docNo` is the document that moved
 * the money (CZ recharge, PI order, TK refund, YT balance refund), `docType` its prefix.
 */
export const crmBalanceLedger = pgTable(
  'crm_balance_ledger',
  {
    id: id(),
    tenantId: integer().notNull(),
    customerId: integer()
      .notNull()
      .references(() => crmCustomer.id),
    currency: text().notNull(),
    amount: amount().notNull(),
    kind: smallint().notNull(),
    docType: text().notNull().default(''),
    docNo: text().notNull().default(''),
    docId: integer(),
    remark: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer(),
  },
  (t) => [
    index('crm_balance_ledger_customer_idx').on(t.customerId, t.currency, t.createdAt),
    index('crm_balance_ledger_doc_idx').on(t.docNo).where(sql`${t.docNo} <> ''`),
    check(
      'crm_balance_ledger_sign_ck',
      sql`(${t.kind} in (1, 3, 4) and ${t.amount} > 0) or (${t.kind} in (2, 5) and ${t.amount} < 0) or (${t.kind} = 6 and ${t.amount} <> 0)`,
    ),
  ],
);
