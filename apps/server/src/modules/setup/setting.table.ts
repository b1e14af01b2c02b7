import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from '../../core/db/columns.js';

/**
 * System-wide settings (/setup system-setting): one row per key of the typed registry
 * (packages/shared/src/setup/settings.ts). `value` is the JSON value, checked by the registry on every
 * write; `version` guards concurrent edits (409 on a stale one). Read through `getSetting(db, key)`.
 */
export const sysSetting = pgTable(
  'sys_setting',
  {
    id: id(),
    key: text().notNull(),
    value: jsonb().notNull(),
    version: integer().notNull().default(1),
    updatedBy: integer(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_setting_key_uq').on(t.key)],
);

/**
 * Per owner company (tenant) settings: the currencies it uses (spec §9: GBP, EUR, HKD, USD, CNY); its
 * base currency stays `sys_tenant.currency`. `id` is the tenant id; `version` guards edits of the
 * company as a whole (names and flags live in `sys_tenant`, which has no version column).
 */
export const sysTenantSetting = pgTable('sys_tenant_setting', {
  id: integer().primaryKey(),
  currencies: text().array().notNull(),
  version: integer().notNull().default(1),
  updatedBy: integer(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
