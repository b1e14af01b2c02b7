import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id, unitPrice } from '../../../core/db/columns.js';

/**
 * Stock check (盘点单, PD, document type `stockCheck`, issue #13): a count sheet of one warehouse (and
 * optionally one zone) of its owner company (`tenantId`, the warehouse's). `ownerId` is the counter
 * (data scope "own"); `status` STOCK_CHECK_STATUS; `version` for optimistic concurrency.
 * Warehouse and zone are integer ids only (their names: warehouse/warehouse-ref.ts, the one place that reads them).
 */
export const invStockCheck = pgTable(
  'inv_stock_check',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    warehouseId: integer().notNull(),
    zoneId: integer(),
    ownerId: integer().notNull(),
    remark: text().notNull().default(''),
    status: smallint().notNull().default(1),
    /** The day the approval posted the differences (null until approved). */
    postedOn: date({ mode: 'string' }),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('inv_stock_check_no_uq').on(t.no),
    index('inv_stock_check_owner_idx').on(t.ownerId, t.createdAt),
    index('inv_stock_check_warehouse_idx').on(t.warehouseId, t.status),
  ],
);

/**
 * A line of a count sheet. A book line holds `lotId` and `bookQty` (the lot's on hand when the counts were
 * saved); a found-stock line (`found`) has no lot until approval opens one (then `lotId` is that lot) and
 * names the goods and their cost. `countedQty` ≥ 0; the approval posts counted − book as an adjustment
 * move pointing at this line.
 */
export const invStockCheckLine = pgTable(
  'inv_stock_check_line',
  {
    id: id(),
    checkId: integer()
      .notNull()
      .references(() => invStockCheck.id),
    lineNo: integer().notNull(),
    lotId: integer(),
    found: smallint().notNull().default(0),
    partId: integer(),
    mpn: text().notNull().default(''),
    brand: text().notNull().default(''),
    package: text().notNull().default(''),
    dateCode: text().notNull().default(''),
    unitCost: unitPrice(),
    currency: text(),
    bookQty: integer().notNull().default(0),
    countedQty: integer().notNull().default(0),
  },
  (t) => [
    index('inv_stock_check_line_check_idx').on(t.checkId, t.lineNo),
    index('inv_stock_check_line_lot_idx').on(t.lotId),
    check('inv_stock_check_line_qty_ck', sql`${t.countedQty} >= 0 and ${t.bookQty} >= 0`),
  ],
);
