import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';

/** Product categories (the spec's category lookup: CategoryName, CategoryCode). System data. */
export const productCategory = pgTable('product_category', {
  code: text().primaryKey(),
  name: text().notNull(),
  nameEn: text().notNull(),
  parentCode: text(),
  sort: integer().notNull().default(0),
  enabled: boolean().notNull().default(true),
});

/**
 * The parts master: one row per manufacturer part number and brand.
 * - `mpn` is shown as the maker writes it (`TJA1050T/CM,118`, `dsPIC33FJ128GP804-I/PT`);
 *   `mpnNorm` is `normalizeMpn(mpn)` (upper case, no white space) — what searches and the
 *   uniqueness (`mpnNorm`, `brandId`) use. Packing suffixes (`…R`/`…T`, `,215`/`,235`, `+`/`+T`)
 *   stay part of the MPN: they are different orderable parts; grouping them is the BOM matcher's job,
 *   through `mpnKey` (the BOM part key, set on every write; '' only before the start-up backfill).
 * - `msl`: a value of dictionary MSL ('1', '2', '2a', '3', …), '' when not recorded.
 * - `lifecycle`: a value of dictionary ProductStatus (1 active, 2 NRND, 3 last time buy,
 *   4 obsolete); null when not recorded.
 * - `status`: our record status, 1 active, 2 disabled (hidden from pickers).
 */
export const productPart = pgTable(
  'product_part',
  {
    id: id(),
    mpn: text().notNull(),
    mpnNorm: text().notNull(),
    /** The BOM part key (packages/shared/src/bom/mpn-key.ts `bomPartKey`): packing variants share it. */
    mpnKey: text().notNull().default(''),
    brandId: integer().notNull(),
    categoryCode: text(),
    package: text().notNull().default(''),
    description: text().notNull().default(''),
    msl: text().notNull().default(''),
    rohs: boolean().notNull().default(true),
    /** Customs: the HS code (6–10 digits, '' unknown) and the country of origin (ISO alpha-2, '' unknown). */
    hsCode: text().notNull().default(''),
    coo: text().notNull().default(''),
    lifecycle: smallint(),
    status: smallint().notNull().default(1),
    remark: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('product_part_mpn_brand_uq').on(t.mpnNorm, t.brandId),
    // Prefix search (`mpn_norm like 'STM32F1%'`) whatever the database collation.
    index('product_part_mpn_prefix_idx').on(sql`${t.mpnNorm} text_pattern_ops`),
    index('product_part_brand_idx').on(t.brandId),
    index('product_part_mpn_key_idx').on(sql`${t.mpnKey} text_pattern_ops`),
    index('product_part_category_idx').on(t.categoryCode),
    check(
      'product_part_mpn_norm_ck',
      sql`${t.mpnNorm} <> '' and ${t.mpnNorm} = upper(${t.mpnNorm}) and ${t.mpnNorm} !~ '[[:space:]]'`,
    ),
  ],
);
