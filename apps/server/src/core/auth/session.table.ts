import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../db/columns.js';

/** Server-side sessions: only the SHA-256 of the token is stored. */
export const sysSession = pgTable(
  'sys_session',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    userId: integer().notNull(),
    rememberMe: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
  },
  (t) => [index('sys_session_user_idx').on(t.userId)],
);

/** Failed sign-ins per key (`account:<name>` or `ip:<addr>`) within a sliding window. */
export const sysLoginThrottle = pgTable('sys_login_throttle', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
});
