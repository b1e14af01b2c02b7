import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';

/**
 * Brands (manufacturers). `name` is the short name everyone trades by (`TI`, `ST`, `onsemi`);
 * `aliases` are the other spellings a BOM or a supplier uses for the same maker, including acquired
 * lines (`Texas Instruments`, `Burr-Brown`; `Linear Technology`, `Maxim` for ADI). The matcher
 * compares case-insensitively against `name` and every alias (see brand-match.ts).
 * `isProxy`: a franchised (代理) line of our own group — the proxy-brand screens manage it.
 * `status`: 1 active, 2 disabled.
 */
export const productBrand = pgTable(
  'product_brand',
  {
    id: id(),
    name: text().notNull(),
    fullName: text().notNull().default(''),
    nameCn: text().notNull().default(''),
    aliases: text().array().notNull().default(sql`'{}'::text[]`),
    /** ISO 3166-1 alpha-2 of the headquarters. */
    countryCode: text().notNull().default(''),
    website: text().notNull().default(''),
    isProxy: boolean().notNull().default(false),
    status: smallint().notNull().default(1),
    sort: integer().notNull().default(0),
    remark: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('product_brand_name_uq').on(sql`lower(${t.name})`),
    index('product_brand_proxy_idx').on(t.isProxy),
  ],
);
