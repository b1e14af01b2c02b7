import { boolean, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, audit } from '../../core/db/columns.js';

/**
 * A tenant's bank / payment accounts (spec §9 payment options: wire to a US, Canada or Hong Kong
 * account, PayPal, …). `kind`: wire · paypal · cash. `direction`: 1 receiving, 2 paying, 3 both.
 */
export const baseAccount = pgTable(
  'base_account',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer().notNull(),
    code: text().notNull(),
    kind: text().notNull(),
    direction: smallint().notNull().default(3),
    name: text().notNull(),
    nameEn: text().notNull(),
    bankName: text().notNull().default(''),
    accountName: text().notNull().default(''),
    accountNo: text().notNull().default(''),
    swiftCode: text().notNull().default(''),
    bankAddress: text().notNull().default(''),
    currency: text().notNull(),
    region: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    enabled: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    ...audit(),
  },
  (t) => [uniqueIndex('base_account_code_uq').on(t.code)],
);

/** Full-reduction rules: an order of at least `threshold` in `currency` gets `reduction` off. */
export const baseFullReduction = pgTable('base_full_reduction', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer(),
  name: text().notNull(),
  nameEn: text().notNull(),
  currency: text().notNull(),
  threshold: amount().notNull(),
  reduction: amount().notNull(),
  active: boolean().notNull().default(true),
  sort: integer().notNull().default(0),
  ...audit(),
});

/** Manage levels of salespeople per tenant: how many customers they may own and claim per month. */
export const baseManageLevel = pgTable(
  'base_manage_level',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull(),
    maxCustomers: integer().notNull(),
    monthlyClaimQuota: integer().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('base_manage_level_uq').on(t.tenantId, t.code)],
);

/** Purchasing settings per tenant (key/value; values are strings, parsed by the reader). */
export const basePurchaseSetting = pgTable(
  'base_purchase_setting',
  {
    tenantId: integer().notNull(),
    key: text().notNull(),
    value: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);
