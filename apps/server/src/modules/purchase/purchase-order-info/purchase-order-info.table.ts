import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';
import { purOrder } from '../purchase-order/purchase-order.table.js';

/**
 * A change to an approved PO's info (record type `purchaseOrderChange`, review `purchaseOrderInfo`,
 * decision 0041): `orderNo` the PO's number (not the change's own: a PO may have several), `baseVersion` the PO's version when asked (applied only at it),
 * `changes` the body's new values (header fields, lines by id), `status` PO_CHANGE_STATUS, `ownerId`
 * who asked (the PO's buyer or a lead).
 */
export const purOrderChange = pgTable(
  'pur_order_change',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => purOrder.id),
    orderNo: text().notNull(),
    tenantId: integer().notNull(),
    ownerId: integer().notNull(),
    baseVersion: integer().notNull(),
    changes: jsonb().notNull(),
    reason: text().notNull().default(''),
    status: smallint().notNull(),
    reviewComment: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [index('pur_order_change_order_idx').on(t.orderId, t.status)],
);
