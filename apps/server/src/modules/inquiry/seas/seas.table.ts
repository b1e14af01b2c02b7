import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id } from '../../../core/db/columns.js';
import { inqInquiry } from '../inquiry/inquiry.table.js';

/**
 * A release of an inquiry to the seas library (公海询价) by its salesperson. `status`
 * SEAS_RELEASE_STATUS: 1 in the pool (at most one per inquiry, partial unique index), 2 taken over
 * (`taken_by`), 3 taken back by its salesperson. Rows stay as the inquiry's pool history.
 */
export const inqSeasRelease = pgTable(
  'inq_seas_release',
  {
    id: id(),
    inquiryId: integer()
      .notNull()
      .references(() => inqInquiry.id),
    tenantId: integer().notNull(),
    releasedBy: integer().notNull(),
    releasedAt: timestamp({ withTimezone: true }).notNull(),
    reason: text().notNull().default(''),
    status: smallint().notNull().default(1),
    takenBy: integer(),
    takenAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inq_seas_release_open_uq').on(t.inquiryId).where(sql`status = 1`),
    index('inq_seas_release_status_idx').on(t.status, t.releasedAt),
  ],
);
