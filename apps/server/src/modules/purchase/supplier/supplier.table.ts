import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';

/**
 * Suppliers. `type`, `status`, `paymentTerms`: purchase-codes.ts; `grade` 'new' | 'ungraded' |
 * 'A' | 'B' | 'C'. `code` (S000123) is derived from the id by the database. `ownerId` is the buyer
 * responsible for the supplier (the purchasing data scope filters on it); `contactName`, `email`,
 * `phone` are the main contact as shown in lists — the full list is pur_supplier_contact.
 * Suppliers serve the whole group (no tenant).
 */
export const purSupplier = pgTable(
  'pur_supplier',
  {
    id: id(),
    code: text().notNull().generatedAlwaysAs(sql`'S' || lpad(id::text, greatest(6, length(id::text)), '0')`),
    name: text().notNull(),
    shortName: text().notNull().default(''),
    type: smallint().notNull(),
    /** ISO 3166-1 alpha-2. */
    countryCode: text().notNull(),
    city: text().notNull().default(''),
    address: text().notNull().default(''),
    website: text().notNull().default(''),
    grade: text().notNull().default('new'),
    status: smallint().notNull().default(1),
    statusReason: text().notNull().default(''),
    contactName: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    currency: text().notNull(),
    paymentTerms: smallint().notNull().default(1),
    bankName: text().notNull().default(''),
    bankAccountName: text().notNull().default(''),
    bankAccountNo: text().notNull().default(''),
    swiftCode: text().notNull().default(''),
    taxNo: text().notNull().default(''),
    ownerId: integer(),
    remark: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('pur_supplier_code_uq').on(sql`${t.code} text_pattern_ops`),
    uniqueIndex('pur_supplier_name_uq').on(sql`lower(${t.name}) text_pattern_ops`),
    index('pur_supplier_short_name_idx').on(sql`lower(${t.shortName}) text_pattern_ops`),
    index('pur_supplier_owner_created_idx').on(t.ownerId, t.createdAt),
    index('pur_supplier_type_idx').on(t.type, t.status),
    check('pur_supplier_grade_ck', sql`${t.grade} in ('new', 'ungraded', 'A', 'B', 'C')`),
    check('pur_supplier_status_ck', sql`${t.status} in (1, 2, 3)`),
  ],
);

/** A supplier's people (sales reps, account managers, QC contacts). */
export const purSupplierContact = pgTable(
  'pur_supplier_contact',
  {
    id: id(),
    supplierId: integer()
      .notNull()
      .references(() => purSupplier.id),
    name: text().notNull(),
    position: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    qq: text().notNull().default(''),
    wechat: text().notNull().default(''),
    skype: text().notNull().default(''),
    isPrimary: boolean().notNull().default(false),
    remark: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    index('pur_supplier_contact_supplier_idx').on(t.supplierId),
    index('pur_supplier_contact_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('pur_supplier_contact_primary_uq').on(t.supplierId).where(sql`${t.isPrimary}`),
  ],
);

/**
 * A supplier's bank accounts (the payee of payments FK; a payment snapshots the account it pays). At most
 * one default; its fields are mirrored on pur_supplier's bank columns for lists and older readers.
 */
export const purSupplierBank = pgTable(
  'pur_supplier_bank',
  {
    id: id(),
    supplierId: integer()
      .notNull()
      .references(() => purSupplier.id),
    bankName: text().notNull(),
    accountName: text().notNull(),
    accountNo: text().notNull(),
    swiftCode: text().notNull().default(''),
    currency: text().notNull(),
    /** ISO 3166-1 alpha-2 of the bank. */
    countryCode: text().notNull(),
    isDefault: boolean().notNull().default(false),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    index('pur_supplier_bank_supplier_idx').on(t.supplierId),
    uniqueIndex('pur_supplier_bank_default_uq').on(t.supplierId).where(sql`${t.isDefault}`),
  ],
);

/** The brands a supplier carries (product_brand ids, checked by the use case; product owns the brands). */
export const purSupplierBrand = pgTable(
  'pur_supplier_brand',
  {
    supplierId: integer()
      .notNull()
      .references(() => purSupplier.id),
    brandId: integer().notNull(),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.brandId] }),
    index('pur_supplier_brand_brand_idx').on(t.brandId),
  ],
);

/**
 * A supplier's former names (supplierNameDetail): one row per rename, written by the update that
 * renames — the name it had, from when (its creation or the previous rename) to when, and who renamed it.
 */
export const purSupplierNameHistory = pgTable(
  'pur_supplier_name_history',
  {
    id: id(),
    supplierId: integer()
      .notNull()
      .references(() => purSupplier.id),
    name: text().notNull(),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    validTo: timestamp({ withTimezone: true }).notNull(),
    changedBy: integer(),
  },
  (t) => [
    index('pur_supplier_name_history_supplier_idx').on(t.supplierId, t.validTo),
    index('pur_supplier_name_history_name_idx').on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);
