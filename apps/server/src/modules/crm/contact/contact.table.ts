import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';
import { crmCustomer } from '../customer/customer.table.js';

/**
 * Contacts of a customer (spec §3 Contact). A contact needs at least one of the five contact
 * methods — email, phone, QQ, WeChat, Skype (modules/crm/README.md rules); the service refuses it with a
 * translated message, and a check constraint backs the rule up. `otherNumber` (WhatsApp, fax, …)
 * does not count as one of the five.
 *
 * `emailDomain` is the lower-case part after `@` (crm-codes.ts emailDomain), '' without email: the
 * new-customer conflict review matches it against existing customers' contacts (public mail
 * domains excepted). `ownerId` is the salesperson the contact belongs to: another salesperson may
 * not operate on it; null while the customer is in the public pool.
 */
export const crmContact = pgTable(
  'crm_contact',
  {
    id: id(),
    customerId: integer()
      .notNull()
      .references(() => crmCustomer.id),
    name: text().notNull(),
    position: text().notNull().default(''),
    email: text().notNull().default(''),
    emailDomain: text().notNull().default(''),
    phone: text().notNull().default(''),
    qq: text().notNull().default(''),
    wechat: text().notNull().default(''),
    skype: text().notNull().default(''),
    otherNumber: text().notNull().default(''),
    ownerId: integer(),
    isPrimary: boolean().notNull().default(false),
    /**
     * crm-codes.ts CONTACT_STATUS: 2 active; 1 waiting for the contact-conflict review (its email or
     * phone is already on another customer: `conflictCustomerId`, `conflictContactId`); 3 rejected
     * (editable, resubmitted on save). A contact added with a new customer follows the customer's review.
     */
    status: smallint().notNull().default(2),
    conflictCustomerId: integer(),
    conflictContactId: integer(),
    /** Soft delete: visits and documents keep pointing at a removed contact. */
    deletedAt: timestamp({ withTimezone: true }),
    remark: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    index('crm_contact_customer_idx').on(t.customerId),
    index('crm_contact_owner_idx').on(t.ownerId),
    index('crm_contact_email_idx').on(sql`lower(${t.email})`),
    // Contact-conflict check: the phone's digits (crm-codes.ts phoneDigits) across customers.
    index('crm_contact_phone_digits_idx')
      .on(sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g')`)
      .where(sql`${t.phone} <> ''`),
    index('crm_contact_status_idx').on(t.status, t.createdAt).where(sql`${t.status} <> 2`),
    index('crm_contact_email_domain_idx').on(t.emailDomain).where(sql`${t.emailDomain} <> ''`),
    // At most one primary contact per customer.
    uniqueIndex('crm_contact_primary_uq').on(t.customerId).where(sql`${t.isPrimary}`),
    check(
      'crm_contact_method_ck',
      sql`${t.email} <> '' or ${t.phone} <> '' or ${t.qq} <> '' or ${t.wechat} <> '' or ${t.skype} <> ''`,
    ),
    check('crm_contact_email_domain_ck', sql`${t.emailDomain} = lower(${t.emailDomain})`),
  ],
);
