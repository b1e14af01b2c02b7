import { date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';
import { purOrder, purOrderLine } from '../purchase-order/purchase-order.table.js';
import { purSupplier } from '../supplier/supplier.table.js';

/**
 * A supplier delivery (DH, document type `supplierDelivery`, decision 0042): the supplier's shipment
 * against one ordered / partly received PO. `ownerId` the PO's buyer (the PO's data scope); `tenantId`
 * and `supplierId` copied from the PO; `carrier`, `trackingNo`, `shippedDate`, `expectedDate` (expected
 * arrival), `arrivedDate` (set by "arrived"); `status` SUPPLIER_DELIVERY_STATUS (1 in transit, 2 arrived,
 * 3 cancelled); `quantity` Σ line quantities (for the list). A goods received note may later point at
 * `id` (issue #15 inbound); nothing here counts stock.
 */
export const purSupplierDelivery = pgTable(
  'pur_supplier_delivery',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    orderId: integer()
      .notNull()
      .references(() => purOrder.id),
    supplierId: integer()
      .notNull()
      .references(() => purSupplier.id),
    ownerId: integer().notNull(),
    carrier: text().notNull().default(''),
    trackingNo: text().notNull().default(''),
    shippedDate: date({ mode: 'string' }),
    expectedDate: date({ mode: 'string' }),
    arrivedDate: date({ mode: 'string' }),
    quantity: integer().notNull().default(0),
    remark: text().notNull().default(''),
    cancelReason: text().notNull().default(''),
    status: smallint().notNull().default(1),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('pur_supplier_delivery_no_uq').on(t.no),
    index('pur_supplier_delivery_owner_idx').on(t.ownerId, t.createdAt),
    index('pur_supplier_delivery_created_idx').on(t.createdAt, t.id),
    index('pur_supplier_delivery_order_idx').on(t.orderId),
  ],
);

/** A line: the PO line delivered and the pieces (`quantity` > 0). */
export const purSupplierDeliveryLine = pgTable(
  'pur_supplier_delivery_line',
  {
    id: id(),
    deliveryId: integer()
      .notNull()
      .references(() => purSupplierDelivery.id),
    orderLineId: integer()
      .notNull()
      .references(() => purOrderLine.id),
    lineNo: integer().notNull(),
    quantity: integer().notNull(),
    ...audit(),
  },
  (t) => [
    index('pur_supplier_delivery_line_delivery_idx').on(t.deliveryId),
    index('pur_supplier_delivery_line_order_line_idx').on(t.orderLineId),
  ],
);
