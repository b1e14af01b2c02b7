import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id } from '../../../core/db/columns.js';
import { crmCustomer } from '../customer/customer.table.js';

/**
 * A salesperson's claim of a public-pool customer (customerLibrary). `month` (`YYYY-MM`, server
 * local time of `claimedAt`) is what the monthly quota counts: claims `pending` or `approved` of the
 * claimer in that month (crm-codes.ts CLAIM_STATUS; a rejected claim gives its quota back). With the
 * claim review switched on, a claim waits as `pending` (review type `poolClaim`, docId = this id) and
 * the customer stays in the pool; at most one pending claim per customer (partial unique index), so
 * two salespeople claiming the same customer at once cannot both wait for review.
 */
export const crmPoolClaim = pgTable(
  'crm_pool_claim',
  {
    id: id(),
    tenantId: integer().notNull(),
    customerId: integer()
      .notNull()
      .references(() => crmCustomer.id),
    claimedBy: integer().notNull(),
    month: text().notNull(),
    status: smallint().notNull(),
    reason: text().notNull().default(''),
    claimedAt: timestamp({ withTimezone: true }).notNull(),
    decidedBy: integer(),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('crm_pool_claim_quota_idx').on(t.claimedBy, t.month),
    index('crm_pool_claim_customer_idx').on(t.customerId, t.claimedAt),
    uniqueIndex('crm_pool_claim_pending_uq').on(t.customerId).where(sql`${t.status} = 1`),
  ],
);

/**
 * Every move of a customer into or out of the public pool and between owners (append-only):
 * `action` crm-codes.ts POOL_ACTION (release, job return, claim, transfer, owner left, approved
 * creation). `fromOwnerId` → `toOwnerId` (null = the pool); `byUserId` who did it (null = the
 * monthly job, then `returnRunId` and `tierMonths` say which run and tier). The cool-down before a
 * salesperson may claim again a customer they released reads the latest release with
 * `fromOwnerId` = the claimer.
 */
export const crmPoolEvent = pgTable(
  'crm_pool_event',
  {
    id: id(),
    tenantId: integer().notNull(),
    customerId: integer()
      .notNull()
      .references(() => crmCustomer.id),
    action: smallint().notNull(),
    fromOwnerId: integer(),
    toOwnerId: integer(),
    byUserId: integer(),
    returnRunId: integer(),
    tierMonths: smallint(),
    reason: text().notNull().default(''),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('crm_pool_event_customer_idx').on(t.customerId, t.at),
    index('crm_pool_event_from_owner_idx').on(t.fromOwnerId, t.customerId, t.at),
    index('crm_pool_event_run_idx').on(t.returnRunId).where(sql`${t.returnRunId} is not null`),
  ],
);

/**
 * One run of the monthly pool return (job `crm-pool-return`, the 1st of the month): `month` the
 * run's `YYYY-MM`, `jobRunId` the sys_job_run row (null when run outside the scheduler), totals.
 * The per-tier detail is crm_pool_return_tier.
 */
export const crmPoolReturnRun = pgTable(
  'crm_pool_return_run',
  {
    id: id(),
    month: text().notNull(),
    jobRunId: integer(),
    trigger: text().notNull().default('schedule'),
    eligible: integer().notNull().default(0),
    moved: integer().notNull().default(0),
    ownersNotified: integer().notNull().default(0),
    ranAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('crm_pool_return_run_month_idx').on(t.month, t.id)],
);

/**
 * Per inactivity tier of a run: `tierMonths` (1, 2, 3, 4, 6), the configured `share` (percent, a
 * decimal), how many owned customers were inactive in that tier (`eligible`: no inquiry, order or
 * assignment for at least that many months and fewer than the next tier) and how many moved.
 */
export const crmPoolReturnTier = pgTable(
  'crm_pool_return_tier',
  {
    id: id(),
    runId: integer()
      .notNull()
      .references(() => crmPoolReturnRun.id),
    tierMonths: smallint().notNull(),
    share: numeric({ precision: 5, scale: 2 }).notNull(),
    eligible: integer().notNull(),
    moved: integer().notNull(),
  },
  (t) => [uniqueIndex('crm_pool_return_tier_uq').on(t.runId, t.tierMonths)],
);
