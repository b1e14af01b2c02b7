import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, audit, id } from '../../../core/db/columns.js';
import { crmCustomer } from '../customer/customer.table.js';

/**
 * A request to change a customer's level (CompanyLevel dictionary value), reviewed through the
 * review engine (type `customerLevel`, queue /crmsystem/reviewcustomer/level-audit; docId = this id,
 * docNo = the customer code). `status` crm-codes.ts CHANGE_STATUS (1 pending, 2 approved — the
 * customer's level is then written — 3 rejected, 4 withdrawn); one pending request per customer.
 */
export const crmLevelChange = pgTable(
  'crm_level_change',
  {
    id: id(),
    tenantId: integer().notNull(),
    customerId: integer()
      .notNull()
      .references(() => crmCustomer.id),
    fromLevel: smallint().notNull(),
    toLevel: smallint().notNull(),
    reason: text().notNull().default(''),
    status: smallint().notNull().default(1),
    decidedBy: integer(),
    decidedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('crm_level_change_pending_uq').on(t.customerId).where(sql`${t.status} = 1`),
    index('crm_level_change_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/**
 * A request to change a customer's credit limit (amount in the customer's currency), reviewed by
 * finance (type `customerCredit`, queue /crmsystem/reviewcustomer/credit-audit). Same statuses and
 * "one pending per customer" as level changes. Remaining credit = limit − open receivables is a
 * function of the module, never a column.
 */
export const crmCreditChange = pgTable(
  'crm_credit_change',
  {
    id: id(),
    tenantId: integer().notNull(),
    customerId: integer()
      .notNull()
      .references(() => crmCustomer.id),
    currency: text().notNull(),
    fromLimit: amount().notNull(),
    toLimit: amount().notNull(),
    reason: text().notNull().default(''),
    status: smallint().notNull().default(1),
    decidedBy: integer(),
    decidedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('crm_credit_change_pending_uq').on(t.customerId).where(sql`${t.status} = 1`),
    index('crm_credit_change_customer_idx').on(t.customerId, t.createdAt),
  ],
);
