import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';
import { salesOrder, salesOrderLine } from '../sales-order/sales-order.table.js';

/**
 * Spot supply (XH, document type `spotSupply`): own lots a salesperson takes for lines of one approved
 * sales order. `tenantId` the order's owner company; `ownerId` the salesperson (data scope "sales");
 * `status` SPOT_SUPPLY_STATUS (shared spot-supply.codes.ts); `version` for optimistic concurrency;
 * `quantity` Σ line quantities (the list's column).
 */
export const salesSpotSupply = pgTable(
  'sales_spot_supply',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    ownerId: integer().notNull(),
    orderId: integer()
      .notNull()
      .references(() => salesOrder.id),
    quantity: integer().notNull().default(0),
    remark: text().notNull().default(''),
    status: smallint().notNull().default(1),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('sales_spot_supply_no_uq').on(t.no),
    index('sales_spot_supply_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('sales_spot_supply_created_idx').on(t.createdAt, t.id),
    index('sales_spot_supply_order_idx').on(t.orderId),
  ],
);

/**
 * A line: `quantity` of own lot `lotId` (inventory `inv_lot`) taken for sales order line `orderLineId`.
 * The part (`mpn`, `brand`, `dateCode`) is copied from the lot when it is recorded. Reserved (ledger
 * reservation of the order line) when the purchase side approves.
 */
export const salesSpotSupplyLine = pgTable(
  'sales_spot_supply_line',
  {
    id: id(),
    spotSupplyId: integer()
      .notNull()
      .references(() => salesSpotSupply.id),
    lineNo: integer().notNull(),
    orderLineId: integer()
      .notNull()
      .references(() => salesOrderLine.id),
    lotId: integer().notNull(),
    mpn: text().notNull(),
    brand: text().notNull().default(''),
    dateCode: text().notNull().default(''),
    quantity: integer().notNull(),
    ...audit(),
  },
  (t) => [
    index('sales_spot_supply_line_doc_idx').on(t.spotSupplyId, t.lineNo),
    index('sales_spot_supply_line_lot_idx').on(t.lotId),
  ],
);
