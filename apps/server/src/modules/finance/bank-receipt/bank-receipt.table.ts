import { date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, audit, id } from '../../../core/db/columns.js';

/**
 * Money that arrived on an owner company's bank account (YS, document type `bankReceipt`, decision 0050),
 * recorded by finance: `tenantId` the owner company (the receiving account's), `accountId` the
 * `base_account` it arrived on, payer name, currency, amount (> 0), value date and bank reference.
 * `status` BANK_RECEIPT_STATUS: pending claim until a salesperson claims it for their customer
 * (`customerId`, its name as the CRM answered it, `claimedBy`, `claimedAt`); the claim is a conditional update on `status` and `version`,
 * so of many concurrent claims exactly one wins.
 */
export const finBankReceipt = pgTable(
  'fin_bank_receipt',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    accountId: integer().notNull(),
    payerName: text().notNull(),
    currency: text().notNull(),
    amount: amount().notNull(),
    valueDate: date({ mode: 'string' }).notNull(),
    bankRef: text().notNull(),
    remark: text().notNull().default(''),
    status: smallint().notNull().default(1),
    customerId: integer(),
    customerName: text(),
    claimedBy: integer(),
    claimedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('fin_bank_receipt_no_uq').on(t.no),
    index('fin_bank_receipt_status_idx').on(t.status, t.createdAt, t.id),
    index('fin_bank_receipt_claimed_idx').on(t.claimedBy, t.createdAt),
  ],
);
