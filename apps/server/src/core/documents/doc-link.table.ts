import { index, integer, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { id } from '../db/columns.js';

/**
 * Document links (traceability, core/documents/links.ts, decision 0018): one row per "this line of a
 * document was made from that line of another" — source type/id/line → target type/id/line, with the
 * quantity carried over. A line id is null when the link is between whole documents (a demand order
 * opened an inquiry) or the document has no lines (a purchase quote is one offer). Written by the
 * use case that makes the target, in its transaction (`recordLinks`); a target whose lines are
 * rewritten replaces its upstream links (`replaceLinksTo`). The same link is stored once (unique,
 * nulls not distinct). Indexed both ways for the trace.
 */
export const docLink = pgTable(
  'doc_link',
  {
    id: id(),
    sourceType: text().notNull(),
    sourceId: integer().notNull(),
    sourceLineId: integer(),
    targetType: text().notNull(),
    targetId: integer().notNull(),
    targetLineId: integer(),
    quantity: numeric({ precision: 18, scale: 4 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer(),
  },
  (t) => [
    unique('doc_link_uq')
      .on(t.sourceType, t.sourceId, t.sourceLineId, t.targetType, t.targetId, t.targetLineId)
      .nullsNotDistinct(),
    index('doc_link_target_idx').on(t.targetType, t.targetId),
  ],
);
