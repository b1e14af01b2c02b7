import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';

/**
 * Internal stock order NB (document type `internalStockOrder`, decision 0057): buying for own stock.
 * `tenant_id` the owner company that buys (2 or 4, as a PO); `owner_id` the buyer who raised it (data
 * scope); `status` INTERNAL_STOCK_ORDER_STATUS (1 draft, 2 pending review, 3 approved, 4 rejected,
 * 5 cancelled); `currency` of the lines' target costs; `review_comment` of a rejection; `approved_at`
 * (when its lines became purchase demand); `cancel_reason`; `version`.
 */
export const purInternalStockOrder = pgTable(
  'pur_internal_stock_order',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    ownerId: integer().notNull(),
    currency: text().notNull().default('USD'),
    reason: text().notNull(),
    remark: text().notNull().default(''),
    status: smallint().notNull().default(1),
    reviewComment: text().notNull().default(''),
    cancelReason: text().notNull().default(''),
    approvedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('pur_internal_stock_order_no_uq').on(t.no),
    index('pur_internal_stock_order_owner_idx').on(t.ownerId, t.createdAt),
    index('pur_internal_stock_order_status_idx').on(t.status),
  ],
);

/**
 * A line of an NB: the part and quantity to buy (whole pieces), an optional target unit cost (≤ 6
 * decimals, in the order's currency) and required date. Approved lines are purchase demand
 * (source type `internalStockOrder`, line id = this row's id); POs keep it on their lines.
 */
export const purInternalStockOrderLine = pgTable(
  'pur_internal_stock_order_line',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => purInternalStockOrder.id, { onDelete: 'cascade' }),
    lineNo: smallint().notNull(),
    partId: integer(),
    mpn: text().notNull(),
    brand: text().notNull().default(''),
    package: text().notNull().default(''),
    quantity: integer().notNull(),
    targetCost: numeric({ precision: 18, scale: 6 }),
    requiredDate: date({ mode: 'string' }),
    remark: text().notNull().default(''),
    ...audit(),
  },
  (t) => [index('pur_internal_stock_order_line_order_idx').on(t.orderId, t.lineNo)],
);
