import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';
import { purSupplier } from '../supplier/supplier.table.js';

/**
 * A supplier's stock list as imported (渠道库存, issue #15, decision 0044): one row per import. `mode`
 * 'replace' (the supplier's earlier lists removed in the same transaction) or 'merge'.
 */
export const purChannelList = pgTable(
  'pur_channel_list',
  {
    id: id(),
    supplierId: integer()
      .notNull()
      .references(() => purSupplier.id),
    fileName: text().notNull().default(''),
    mode: text().notNull(),
    /** Rows the file brought in (after merging duplicates of the file). */
    importedRows: integer().notNull().default(0),
    rejectedRows: integer().notNull().default(0),
    ...audit(),
  },
  (t) => [index('pur_channel_list_supplier_idx').on(t.supplierId, t.id)],
);

/**
 * The stock rows of every imported list. `mpn_key` is the BOM's part key (bomPartKey) and is searched
 * by prefix (text_pattern_ops btree); `match_key` (key | brand id or brand key | D/C upper) is what a
 * merge replaces; `brand_id` is the brand master's match (null when unknown), `brand` the cell as written.
 * No per-row audit columns: the list row carries who and when (20,000-row imports stay cheap).
 */
export const purChannelStock = pgTable(
  'pur_channel_stock',
  {
    id: id(),
    listId: integer()
      .notNull()
      .references(() => purChannelList.id, { onDelete: 'cascade' }),
    supplierId: integer().notNull(),
    rowNo: integer().notNull(),
    mpn: text().notNull(),
    mpnKey: text().notNull(),
    brandId: integer(),
    brand: text().notNull().default(''),
    package: text().notNull().default(''),
    dateCode: text().notNull().default(''),
    dcYear: smallint(),
    quantity: integer().notNull(),
    price: numeric({ precision: 18, scale: 6 }),
    currency: text(),
    region: text().notNull().default(''),
    moq: integer(),
    leadTime: text().notNull().default(''),
    matchKey: text().notNull(),
    importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pur_channel_stock_key_idx').on(sql`${t.mpnKey} text_pattern_ops`, t.id),
    index('pur_channel_stock_match_idx').on(t.supplierId, t.matchKey),
    index('pur_channel_stock_list_idx').on(t.listId),
  ],
);

/** Column mappings saved per supplier by header signature (like product_bom_mapping per customer). */
export const purChannelMapping = pgTable(
  'pur_channel_mapping',
  {
    id: id(),
    supplierId: integer()
      .notNull()
      .references(() => purSupplier.id),
    signature: text().notNull(),
    mapping: jsonb().$type<Record<string, number | null>>().notNull(),
    headerRow: integer().notNull().default(1),
    uses: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [uniqueIndex('pur_channel_mapping_supplier_sig_uq').on(t.supplierId, t.signature)],
);
