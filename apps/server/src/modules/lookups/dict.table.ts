import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit } from '../../core/db/columns.js';

/** Dictionaries (spec §3 "Dictionary lines"): one row per code; `isSystem` dictionaries are seeded. */
export const sysDict = pgTable('sys_dict', {
  code: text().primaryKey(),
  name: text().notNull(),
  nameEn: text().notNull(),
  isSystem: boolean().notNull().default(false),
  remark: text().notNull().default(''),
  sort: integer().notNull().default(0),
  ...audit(),
});

/** Lines of a dictionary: `value` is what documents store, `text`/`textEn` what users read. */
export const sysDictLine = pgTable(
  'sys_dict_line',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dictCode: text().notNull(),
    value: text().notNull(),
    text: text().notNull(),
    textEn: text().notNull(),
    sort: integer().notNull().default(0),
    isSystem: boolean().notNull().default(false),
    enabled: boolean().notNull().default(true),
    remark: text().notNull().default(''),
    ...audit(),
  },
  (t) => [
    uniqueIndex('sys_dict_line_code_value_uq').on(t.dictCode, t.value),
    index('sys_dict_line_code_idx').on(t.dictCode),
  ],
);
