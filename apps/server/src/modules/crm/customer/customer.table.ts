import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { amount, audit, id } from '../../../core/db/columns.js';

/**
 * Customers (spec §3 Customer). Columns that hold a dictionary value name the dictionary:
 * `customerType` CustomerType (1 company, 2 individual) · `attribute` CustomerProp (1 domestic,
 * 2 HK/Macau/Taiwan, 3 overseas) · `source` RegisteSource (the five sources of spec §9) ·
 * `level` CompanyLevel (1 A … 4 D) · `businessType` BusinessCustomerType (OEM, EMS, trader, …) ·
 * `companyStatus` CompanyStatus (prospect, interested, transacting, lost) · `paymentTerms`
 * ClearingForm · `currency` Currency. `status` and `poolReason`: crm-codes.ts.
 *
 * Ownership: `ownerId` is the salesperson who owns the customer; null means it is in the public
 * pool (then `poolEnteredAt`, `poolReason` and `releasedBy` say since when, why and who — null
 * `releasedBy` for the monthly job). `assignedAt` is when the current owner got it (creation, claim
 * or transfer); inactivity for the pool return counts from the latest of `assignedAt`,
 * `lastInquiryAt` and `lastOrderAt`. `createdBy` is the creator.
 *
 * `code` (C000123) is derived from the id by the database: unique, never typed, never reused.
 * The balance is not a column: it is on finance's money ledger (account customer balance, decision 0026).
 */
export const crmCustomer = pgTable(
  'crm_customer',
  {
    id: id(),
    code: text().notNull().generatedAlwaysAs(sql`'C' || lpad(id::text, greatest(6, length(id::text)), '0')`),
    /** Owner company (sys_tenant 1–4) that trades with the customer. */
    tenantId: integer().notNull(),
    shortName: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    customerType: smallint().notNull().default(1),
    attribute: smallint().notNull(),
    source: smallint().notNull(),
    level: smallint().notNull().default(3),
    businessType: smallint().notNull(),
    companyStatus: smallint().notNull().default(1),
    status: smallint().notNull().default(1),
    /** Set when review found an existing customer with the same contact mail domain. */
    conflictCustomerId: integer(),
    ownerId: integer(),
    assignedAt: timestamp({ withTimezone: true }),
    /** ISO 3166-1 alpha-2 (base_country.code). */
    countryCode: text().notNull(),
    /** base_region id (fixed ids: 1–34 China's provinces incl. HK/MO/TW, 35–43 overseas areas). */
    regionId: integer(),
    city: text().notNull().default(''),
    address: text().notNull().default(''),
    phone: text().notNull().default(''),
    website: text().notNull().default(''),
    billingCompany: text().notNull().default(''),
    billingAddress: text().notNull().default(''),
    billingPhone: text().notNull().default(''),
    billingContact: text().notNull().default(''),
    taxNo: text().notNull().default(''),
    creditLimit: amount().notNull().default('0'),
    currency: text().notNull(),
    paymentTerms: smallint(),
    isBlacklisted: boolean().notNull().default(false),
    blacklistReason: text().notNull().default(''),
    lastInquiryAt: timestamp({ withTimezone: true }),
    lastOrderAt: timestamp({ withTimezone: true }),
    poolEnteredAt: timestamp({ withTimezone: true }),
    poolReason: smallint(),
    releasedBy: integer(),
    /** The owner before the customer went to the pool (claim rules may refuse an immediate re-claim). */
    previousOwnerId: integer(),
    remark: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('crm_customer_code_uq').on(sql`${t.code} text_pattern_ops`),
    // "My customers" and the scoped list, newest first: (owner, created_at, id) is the list's whole sort
    // key (`created_at desc, id desc` read backwards), so the page is an index range, no sort (#11).
    index('crm_customer_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    index('crm_customer_created_idx').on(t.createdAt, t.id),
    // Contains search (`name ilike '%sh%'`, the kit's like filter): a pg_trgm GIN index. The migration
    // creates it only where the extension exists (PGlite loads pg_trgm in core/db/client.ts); without
    // it the search stays a sequential scan, exact all the same (docs/decisions/0022-list-path.md).
    index('crm_customer_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Name search: equality and prefix (`lower(name) like 'abc%'`) whatever the collation.
    index('crm_customer_name_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('crm_customer_short_name_idx').on(sql`lower(${t.shortName}) text_pattern_ops`),
    // The public pool (ownerless, by status: the list and its count read active ones only, so the
    // count is an index-only scan), newest arrivals first.
    index('crm_customer_pool_idx').on(t.status, t.poolEnteredAt, t.id).where(sql`${t.ownerId} is null`),
    // Review queues (pending review).
    index('crm_customer_status_idx').on(t.status, t.createdAt).where(sql`${t.status} <> 2`),
    index('crm_customer_tenant_idx').on(t.tenantId),
  ],
);
