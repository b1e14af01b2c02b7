import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { amount, rate } from '../../../core/db/columns.js';

/**
 * A money ledger entry (账目; issue #13, decision 0024): one signed amount on one account of one party
 * (PARTY_KIND, ACCOUNT in packages/shared finance/ledger), in its currency, with the rate to CNY locked
 * when posted, dated `postedOn` (never before the period lock in force). Immutable: a correction is a
 * reversing entry (`reversesId`). A document's open amount on an account = Σ its entries ≥ 0.
 */
export const finEntry = pgTable(
  'fin_entry',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer().notNull(),
    partyKind: smallint().notNull(),
    partyId: integer().notNull(),
    account: smallint().notNull(),
    currency: text().notNull(),
    amount: amount().notNull(),
    rateToCny: rate().notNull(),
    postedOn: date({ mode: 'string' }).notNull(),
    docType: text().notNull(),
    docId: integer().notNull(),
    docLineId: integer(),
    reversesId: bigint({ mode: 'number' }),
    remark: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer(),
  },
  (t) => [
    index('fin_entry_party_idx').on(t.partyKind, t.partyId, t.account, t.currency),
    index('fin_entry_doc_idx').on(t.docType, t.docId, t.account),
    uniqueIndex('fin_entry_reverses_uq').on(t.reversesId).where(sql`${t.reversesId} is not null`),
    check('fin_entry_amount_ck', sql`${t.amount} <> 0 and ${t.rateToCny} > 0`),
  ],
);

/**
 * A party's balance per owner company, account and currency: the materialised Σ of its entries, kept
 * in the posting transaction (the row is the lock that serialises postings to one party and account);
 * the ledger checker proves it equal to Σ entries.
 */
export const finBalance = pgTable(
  'fin_balance',
  {
    tenantId: integer().notNull(),
    partyKind: smallint().notNull(),
    partyId: integer().notNull(),
    account: smallint().notNull(),
    currency: text().notNull(),
    balance: amount().notNull().default('0'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.partyKind, t.partyId, t.account, t.currency] }),
    check('fin_balance_ck', sql`${t.balance} >= 0`),
  ],
);

/**
 * The period lock date of an owner company (结账日期, a finance setting): no entry is posted dated
 * before it. Each change is a new row (history: who moved it when); the newest row is in force.
 */
export const finPeriodLock = pgTable(
  'fin_period_lock',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer().notNull(),
    lockDate: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer(),
  },
  (t) => [index('fin_period_lock_tenant_idx').on(t.tenantId, t.id)],
);

/**
 * A dated exchange rate against CNY (/finance/currency-detail): `rate` CNY for one unit of `currency`,
 * valid from `rateDate` until the next dated row. Each save is a new row (history: who set what when);
 * for one currency and date the newest row is in force. A document locks the rate of its date when it is
 * created (rates.ts `rateOn`) and stores it.
 */
export const finExchangeRate = pgTable(
  'fin_exchange_rate',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    currency: text().notNull(),
    rateDate: date({ mode: 'string' }).notNull(),
    rate: rate().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer(),
  },
  (t) => [
    index('fin_exchange_rate_currency_idx').on(t.currency, t.rateDate, t.id),
    check('fin_exchange_rate_ck', sql`${t.rate} > 0`),
  ],
);
