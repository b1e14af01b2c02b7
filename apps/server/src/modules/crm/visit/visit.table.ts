import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';
import { crmContact } from '../contact/contact.table.js';
import { crmCustomer } from '../customer/customer.table.js';

/**
 * A customer visit (document prefix BF, type `customerVisit`): a plan (`kind` 1) or a report
 * (`kind` 2) of a visit to a customer and contact. `salespersonId` is the salesperson it is allotted
 * to (null = waiting for allotment: VisitAllotCount, `PUT merchant/sale/customervisit/allotment`,
 * then `allottedBy`/`allottedAt`). `plannedDate` the planned day, `doneDate` the day it took place;
 * `method` crm-codes.ts VISIT_METHOD; `purpose` why, `content` what was discussed, `result` the outcome,
 * `nextStep` the follow-up; attachments (≤ 3) through core/files with document type `customerVisit`.
 * `status` crm-codes.ts VISIT_STATUS (draft, pending review — review type `customerVisit`, queue
 * /crmsystem/reviewcustomer/visit — approved, rejected, cancelled). Number drawn by core/documents
 * nextDocNo; history in doc_history; `version` for optimistic concurrency.
 */
export const crmVisit = pgTable(
  'crm_visit',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    kind: smallint().notNull(),
    customerId: integer()
      .notNull()
      .references(() => crmCustomer.id),
    contactId: integer().references(() => crmContact.id),
    salespersonId: integer(),
    allottedBy: integer(),
    allottedAt: timestamp({ withTimezone: true }),
    plannedDate: date({ mode: 'string' }),
    /** Planned time of day `HH:MM` ('' = any time). */
    plannedTime: text().notNull().default(''),
    doneDate: date({ mode: 'string' }),
    method: smallint().notNull().default(1),
    location: text().notNull().default(''),
    /** Why the visit is made (plan). */
    purpose: text().notNull().default(''),
    content: text().notNull().default(''),
    result: text().notNull().default(''),
    /** The agreed follow-up (report). */
    nextStep: text().notNull().default(''),
    status: smallint().notNull().default(1),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('crm_visit_no_uq').on(t.no),
    index('crm_visit_salesperson_idx').on(t.salespersonId, t.plannedDate),
    index('crm_visit_customer_idx').on(t.customerId, t.createdAt),
    index('crm_visit_allot_idx').on(t.createdAt).where(sql`${t.salespersonId} is null`),
    index('crm_visit_status_idx').on(t.status, t.createdAt),
  ],
);
