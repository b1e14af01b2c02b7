import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../db/columns.js';

/**
 * Number series (core/documents/numbering.ts): one row per prefix and day (`YYMMDD`); `value` is the
 * last number drawn. Incremented by one atomic upsert inside the creating transaction. `tenant_id` is
 * always GROUP_SERIES (0) since decision 0014 (one series across the owner companies); rows of other
 * tenants are the per-company counters from before it.
 */
export const docSequence = pgTable(
  'doc_sequence',
  {
    tenantId: integer().notNull(),
    prefix: text().notNull(),
    day: text().notNull(),
    value: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.prefix, t.day] })],
);

/**
 * The immutable history of every document (core/documents/history.ts): who did what, when, from which
 * status to which, and the changed fields `{ Field: [old, new] }`. Rows are only ever inserted; a
 * trigger installed by the system seed refuses UPDATE and DELETE.
 */
export const docHistory = pgTable(
  'doc_history',
  {
    id: id(),
    docType: text().notNull(),
    docId: integer().notNull(),
    docNo: text().notNull().default(''),
    tenantId: integer(),
    action: text().notNull(),
    fromStatus: text(),
    toStatus: text(),
    changes: jsonb().$type<Record<string, [unknown, unknown]>>(),
    comment: text().notNull().default(''),
    userId: integer(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('doc_history_doc_idx').on(t.docType, t.docId, t.id)],
);
