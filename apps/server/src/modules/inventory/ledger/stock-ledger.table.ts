import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, id, rate, unitPrice } from '../../../core/db/columns.js';
import { invWarehouse, invWarehouseLocation, invWarehouseZone } from '../warehouse/warehouse.table.js';

/**
 * A lot (批次): one receipt of one part into one place, at one cost (issue #13, decision 0024). What
 * identifies the goods (part as written + brand, package, D/C, lot number, COO, MSL) never changes;
 * `onHand` and `reserved` are the materialised Σ of its stock moves and reservation entries, kept in the
 * same transaction as the rows (row lock on the lot) — `checkStockLedger` proves them equal.
 * `qcState` QC_STATE: only passed stock is available. `unitCost` in `currency` at `rateToCny` (the rate
 * of the receipt date, locked). `cashPrice`: the sale price of own stock, null until priced.
 */
export const invLot = pgTable(
  'inv_lot',
  {
    id: id(),
    tenantId: integer().notNull(),
    partId: integer(),
    mpn: text().notNull(),
    brand: text().notNull().default(''),
    package: text().notNull().default(''),
    dateCode: text().notNull().default(''),
    lotNo: text().notNull().default(''),
    coo: text().notNull().default(''),
    msl: text().notNull().default(''),
    warehouseId: integer()
      .notNull()
      .references(() => invWarehouse.id),
    zoneId: integer().references(() => invWarehouseZone.id),
    locationId: integer().references(() => invWarehouseLocation.id),
    unitCost: unitPrice().notNull(),
    currency: text().notNull(),
    rateToCny: rate().notNull(),
    sourceDocType: text().notNull(),
    sourceDocId: integer().notNull(),
    sourceLineId: integer().notNull(),
    receivedOn: date({ mode: 'string' }).notNull(),
    qcState: smallint().notNull().default(1),
    cashPrice: unitPrice(),
    /** The cash price was set by hand (purchase head): re-pricing by the rules leaves it alone. */
    cashPriceManual: boolean().notNull().default(false),
    onHand: integer().notNull().default(0),
    reserved: integer().notNull().default(0),
    ...audit(),
  },
  (t) => [
    index('inv_lot_part_idx').on(t.mpn, t.brand),
    index('inv_lot_warehouse_idx').on(t.warehouseId, t.mpn),
    // The zone / location lists' on hand and the "holds stock" check of a disable (bench warehouse-locations).
    index('inv_lot_zone_idx').on(t.zoneId).where(sql`${t.zoneId} is not null`),
    index('inv_lot_location_idx').on(t.locationId).where(sql`${t.locationId} is not null`),
    index('inv_lot_source_idx').on(t.sourceDocType, t.sourceDocId),
    // Own stock (/product/cashStock): passed lots with stock, by MPN (decision 0028).
    index('inv_lot_cash_stock_idx').on(t.mpn, t.id).where(sql`${t.qcState} = 2 and ${t.onHand} > 0`),
    // The stock summary's default order (oldest first) and its count of lots with stock (index-only).
    index('inv_lot_received_idx').on(t.receivedOn, t.id, t.onHand),
    check('inv_lot_stock_ck', sql`${t.onHand} >= ${t.reserved} and ${t.reserved} >= 0`),
    check('inv_lot_cost_ck', sql`${t.unitCost} >= 0 and ${t.rateToCny} > 0`),
  ],
);

/**
 * A stock move (库存流水): the only way a lot's quantity changes. Immutable: never updated or deleted; a
 * correction is a reversing move (`reversesId`, the opposite quantity). `qty` is signed (MOVE_SIGN of
 * `kind`); `docType`/`docId`/`docLineId` the document line that caused it.
 */
export const invStockMove = pgTable(
  'inv_stock_move',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer()
      .notNull()
      .references(() => invLot.id),
    qty: integer().notNull(),
    kind: smallint().notNull(),
    docType: text().notNull(),
    docId: integer().notNull(),
    docLineId: integer().notNull(),
    reversesId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer(),
  },
  (t) => [
    index('inv_stock_move_lot_idx').on(t.lotId, t.id),
    index('inv_stock_move_doc_idx').on(t.docType, t.docId),
    uniqueIndex('inv_stock_move_reverses_uq').on(t.reversesId).where(sql`${t.reversesId} is not null`),
    check('inv_stock_move_qty_ck', sql`${t.qty} <> 0`),
  ],
);

/**
 * A reservation entry (预留): a document line holds (+) or gives back (− release / consume) quantity of a
 * lot. Immutable like the moves; what a line holds on a lot = Σ its entries ≥ 0, the lot's `reserved`
 * = Σ all its entries. A consume goes with the shipment move that took the goods (`moveId`).
 */
export const invReservation = pgTable(
  'inv_reservation',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer()
      .notNull()
      .references(() => invLot.id),
    qty: integer().notNull(),
    kind: smallint().notNull(),
    docType: text().notNull(),
    docId: integer().notNull(),
    docLineId: integer().notNull(),
    moveId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer(),
  },
  (t) => [
    index('inv_reservation_lot_idx').on(t.lotId, t.docType, t.docLineId),
    index('inv_reservation_doc_idx').on(t.docType, t.docId),
    check('inv_reservation_qty_ck', sql`${t.qty} <> 0`),
  ],
);
