import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, id } from '../../../core/db/columns.js';
import { crmCustomer } from '../customer/customer.table.js';

/**
 * A customer's timeline entries that come from other modules' domain events (inquiries, sales quotes;
 * later orders, receipts): the CRM's projection of `inquiry.created` and `quote.saved`, written by its
 * subscribers (trade-subscriptions.ts) in the publisher's transaction. One row per document
 * (`docType`, `docId`): a re-saved quote updates its entry. `kind` is the timeline kind
 * (`crmOps.trade.<kind>`), `detail` a short line, `amount` + `currency` when it moves money.
 */
export const crmTradeEntry = pgTable(
  'crm_trade_entry',
  {
    id: id(),
    tenantId: integer().notNull(),
    customerId: integer()
      .notNull()
      .references(() => crmCustomer.id),
    kind: text().notNull(),
    docType: text().notNull(),
    docId: integer().notNull(),
    docNo: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    detail: text().notNull().default(''),
    amount: amount(),
    currency: text(),
    userId: integer(),
  },
  (t) => [
    uniqueIndex('crm_trade_entry_doc_uq').on(t.docType, t.docId),
    index('crm_trade_entry_customer_idx').on(t.customerId, t.at),
  ],
);
