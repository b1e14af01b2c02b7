import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { audit, id } from '../../core/db/columns.js';

/**
 * Offline / time-out notices (spec §8: types 1–4 show a persistent warning bar with the remark).
 * Types: 1 system maintenance (going offline), 2 version upgrade, 3 time-out reminder, 4 announcement.
 * `userId` null = everyone. Shown while `startAt <= now < endAt` (no end = until removed).
 */
export const sysOfflineNotice = pgTable(
  'sys_offline_notice',
  {
    id: id(),
    type: smallint().notNull(),
    remark: text().notNull(),
    userId: integer(),
    startAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endAt: timestamp({ withTimezone: true }),
    ...audit(),
  },
  (t) => [index('sys_offline_notice_window_idx').on(t.startAt, t.endAt)],
);
