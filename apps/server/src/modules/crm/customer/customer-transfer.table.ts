import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';
import { crmCustomer } from './customer.table.js';

/**
 * A salesperson's request to hand a customer to another salesperson (`kind` 1 transfer) or back to
 * the public pool (`kind` 2 return) — the to-do counters CustomerTransferCount (`transferStatus=1`)
 * and ReturnToPoolCount (`poolStatus=1`) of the holders of the transfer permit. `status`
 * crm-codes.ts TRANSFER_STATUS (1 pending, 2 done, 3 refused); one pending request per customer.
 * A holder of the transfer / return permit acts directly (no request); every executed move is also
 * a crm_pool_event.
 */
export const crmCustomerTransfer = pgTable(
  'crm_customer_transfer',
  {
    id: id(),
    tenantId: integer().notNull(),
    customerId: integer()
      .notNull()
      .references(() => crmCustomer.id),
    kind: smallint().notNull(),
    fromOwnerId: integer(),
    toOwnerId: integer(),
    reason: text().notNull().default(''),
    status: smallint().notNull().default(1),
    decidedBy: integer(),
    decidedAt: timestamp({ withTimezone: true }),
    comment: text().notNull().default(''),
    ...audit(),
  },
  (t) => [
    uniqueIndex('crm_customer_transfer_pending_uq').on(t.customerId).where(sql`${t.status} = 1`),
    index('crm_customer_transfer_status_idx').on(t.kind, t.status, t.createdAt),
  ],
);
