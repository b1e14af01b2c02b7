import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '../db/columns.js';

/**
 * A stored notification (spec §3 "Notification record"): `message` is plain text or the JSON of a
 * `NoticeMessage`; `route` the screen (or named route) a click opens. Written by the notifier only.
 * `messageKey` + `params` (issue #20): the text as a `notices.msg.*` key with parameters, rendered in the
 * reader's language when read (shared core/notice.ts); `message` then holds the zh-CN rendering for old
 * readers. Rows from before (no key) are shown as stored.
 */
export const sysNotification = pgTable(
  'sys_notification',
  {
    id: id(),
    userId: integer().notNull(),
    route: text().notNull().default(''),
    message: text().notNull(),
    messageKey: text(),
    params: jsonb().$type<Record<string, unknown>>(),
    isRead: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('sys_notification_user_idx').on(t.userId, t.id.desc())],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Payloads over PostgreSQL's NOTIFY limit, used by the socket.io PostgreSQL adapter (DATABASE_URL
 * mode); the adapter deletes rows older than its cleanup interval. Same shape the adapter expects.
 */
export const sysPushAttachment = pgTable('sys_push_attachment', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  payload: bytea(),
});
