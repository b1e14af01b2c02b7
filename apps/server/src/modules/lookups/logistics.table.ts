import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit } from '../../core/db/columns.js';

/**
 * Express / business couriers (DHL, FedEx, …); deactivated ones stay listed with IsDeactivate.
 * `volumetric_divisor`: cm³ per kg of the courier's volumetric weight (5000, 6000…). Edited on the
 * finance setup screen `finance-setup/express`, served by logistics through `saveExpressCompany`
 * (decision 0052).
 */
export const baseExpressCompany = pgTable(
  'base_express_company',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull(),
    trackingUrl: text().notNull().default(''),
    volumetricDivisor: integer().notNull().default(5000),
    isDeactivate: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('base_express_company_code_uq').on(t.code)],
);

/**
 * Forwarding companies per tenant; `type` 5 freight forwarder, 6 customs broker. The hand-over details
 * (contact, phone, address, the warehouse and cut-off time the goods are handed over at, remark) are
 * edited on the finance setup screen `finance-setup/workdocking`, served by logistics through
 * `saveForwardingCompany` (decision 0059); deactivated ones leave the lookup.
 */
export const baseForwardingCompany = pgTable(
  'base_forwarding_company',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer().notNull(),
    type: smallint().notNull(),
    name: text().notNull(),
    nameEn: text().notNull(),
    contact: text().notNull().default(''),
    phone: text().notNull().default(''),
    address: text().notNull().default(''),
    handoverWarehouse: text().notNull().default(''),
    /** Cut-off time of the hand-over, 'HH:mm' (China time) or '' (none agreed). */
    handoverTime: text().notNull().default(''),
    remark: text().notNull().default(''),
    isDeactivate: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
    ...audit(),
  },
  (t) => [uniqueIndex('base_forwarding_company_uq').on(t.tenantId, t.type, t.nameEn)],
);

/** A customer's own courier account with an express company (freight collect / third-party billing). */
export const baseCustomerExpressAccount = pgTable(
  'base_customer_express_account',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer().notNull(),
    expressCompanyId: integer().notNull(),
    accountNo: text().notNull(),
    accountName: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    remark: text().notNull().default(''),
    ...audit(),
  },
  (t) => [index('base_customer_express_account_customer_idx').on(t.customerId, t.expressCompanyId)],
);

/** Customs declaration options offered on a shipment. */
export const baseDeclare = pgTable(
  'base_declare',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull(),
    description: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    enabled: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('base_declare_code_uq').on(t.code)],
);

/**
 * The declaration rule beside the options; tenant 0 is the default for every tenant. The text, and what
 * the courier step computes (decision 0052): declared value = invoice value × `value_percent` %, in
 * `currency` ('' = the shipment's), rounded half up to `decimals` places; the warehouse may enter another
 * value within ± `tolerance_percent` % of it.
 */
export const baseDeclareRule = pgTable('base_declare_rule', {
  tenantId: integer().primaryKey(),
  content: text().notNull(),
  contentEn: text().notNull(),
  valuePercent: numeric({ precision: 5, scale: 2 }).notNull().default('100'),
  decimals: smallint().notNull().default(2),
  currency: text().notNull().default(''),
  tolerancePercent: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer(),
});

/** Process steps of the order flow (inquiry → … → invoice), with the department type doing each. */
export const baseWorkingProcedure = pgTable(
  'base_working_procedure',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull(),
    deptType: smallint().notNull(),
    enabled: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('base_working_procedure_code_uq').on(t.code)],
);
