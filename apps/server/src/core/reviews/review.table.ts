import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, audit, id } from '../db/columns.js';

/**
 * Review step chains per document type (core/reviews). A chain is the steps of a type for one tenant,
 * or — when that tenant has none — the steps with `tenantId` null (all tenants), in `stepNo` order.
 * A step applies to a document only when `minAmount` is null or the document amount ≥ it.
 * Approvers: `approverKind` 'roles' (any of `approverRoles`, role names are data) or 'permit'
 * (`approverPermit`, a `METHOD path` permit). Administrators may decide every step.
 */
export const reviewFlowStep = pgTable(
  'review_flow_step',
  {
    id: id(),
    docType: text().notNull(),
    tenantId: integer(),
    stepNo: integer().notNull(),
    nameZh: text().notNull(),
    nameEn: text().notNull(),
    approverKind: text().notNull().default('roles'),
    approverRoles: text().array().notNull().default(sql`'{}'::text[]`),
    approverPermit: text().notNull().default(''),
    minAmount: amount(),
    ...audit(),
  },
  (t) => [unique('review_flow_step_uq').on(t.docType, t.tenantId, t.stepNo).nullsNotDistinct()],
);

/**
 * One review request per document and step: `pending` until decided, then `approved` (the next step,
 * if any, gets a new pending row) or `rejected`. At most one pending request per document.
 */
export const reviewRequest = pgTable(
  'review_request',
  {
    id: id(),
    docType: text().notNull(),
    docId: integer().notNull(),
    docNo: text().notNull(),
    tenantId: integer(),
    flowStepId: integer()
      .notNull()
      .references(() => reviewFlowStep.id),
    stepNo: integer().notNull(),
    status: text().notNull().default('pending'),
    amount: amount(),
    submittedBy: integer().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
    decidedBy: integer(),
    decidedAt: timestamp({ withTimezone: true }),
    comment: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_request_open_uq').on(t.docType, t.docId).where(sql`status = 'pending'`),
    index('review_request_queue_idx').on(t.docType, t.status, t.flowStepId),
    index('review_request_doc_idx').on(t.docType, t.docId),
  ],
);
