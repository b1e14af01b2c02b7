import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id, unitPrice } from '../../../core/db/columns.js';
import { purOrder, purOrderLine } from '../purchase-order/purchase-order.table.js';

/**
 * Goods received note (RK, document type `purchaseDelivery`, decision 0040): goods counted in against one
 * PO (`orderId`) of its owner company (`tenantId`); `ownerId` who received them; `status` RECEIPT_STATUS
 * (1 inspecting, 2 inspected); `version` for optimistic concurrency.
 */
export const purReceipt = pgTable(
  'pur_receipt',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    orderId: integer()
      .notNull()
      .references(() => purOrder.id),
    supplierId: integer().notNull(),
    ownerId: integer().notNull(),
    remark: text().notNull().default(''),
    status: smallint().notNull().default(1),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('pur_receipt_no_uq').on(t.no),
    index('pur_receipt_order_idx').on(t.orderId),
    index('pur_receipt_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A line of a goods received note: the PO line counted (`orderLineId`), `quantity` received, the lot data
 * and place, `unitCost` from the PO line (the PO's currency and locked rate), and the lot it opened in
 * quarantine (`lotId`, inventory `receiveLot`; the lot's source line is this row).
 */
export const purReceiptLine = pgTable(
  'pur_receipt_line',
  {
    id: id(),
    receiptId: integer()
      .notNull()
      .references(() => purReceipt.id),
    lineNo: integer().notNull(),
    orderLineId: integer()
      .notNull()
      .references(() => purOrderLine.id),
    mpn: text().notNull(),
    brand: text().notNull().default(''),
    package: text().notNull().default(''),
    quantity: integer().notNull(),
    dateCode: text().notNull().default(''),
    lotNo: text().notNull().default(''),
    coo: text().notNull().default(''),
    msl: text().notNull().default(''),
    warehouseId: integer().notNull(),
    zoneId: integer(),
    locationId: integer(),
    unitCost: unitPrice().notNull(),
    lotId: integer(),
    ...audit(),
  },
  (t) => [
    index('pur_receipt_line_receipt_idx').on(t.receiptId, t.lineNo),
    index('pur_receipt_line_order_line_idx').on(t.orderLineId),
  ],
);
