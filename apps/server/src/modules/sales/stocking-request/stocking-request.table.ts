import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';
import { salesOrder, salesOrderLine } from '../sales-order/sales-order.table.js';

/**
 * Stocking request (BH, document type `stockingRequest`, decision 0034): a salesperson asks purchasing
 * to buy for lines of one approved order that own stock does not cover. `ownerId` the order's
 * salesperson (data scope "sales"), `tenantId` the order's owner company; `status`
 * STOCKING_REQUEST_STATUS (pending review → approved / rejected); `reviewComment` the reviewer's word
 * on a rejection.
 */
export const salesStockingRequest = pgTable(
  'sales_stocking_request',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    ownerId: integer().notNull(),
    orderId: integer()
      .notNull()
      .references(() => salesOrder.id),
    reason: text().notNull().default(''),
    status: smallint().notNull().default(1),
    reviewComment: text().notNull().default(''),
    approvedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('sales_stocking_request_no_uq').on(t.no),
    index('sales_stocking_request_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('sales_stocking_request_created_idx').on(t.createdAt, t.id),
    index('sales_stocking_request_order_idx').on(t.orderId),
  ],
);

/**
 * A line of a stocking request: `quantity` asked for order line `orderLineId`; `status`
 * STOCKING_LINE_STATUS (with the header until approval; `failed` when purchasing could not source it,
 * `abolishReason` why). An approved line is purchase demand (purchase module's demand query).
 */
export const salesStockingRequestLine = pgTable(
  'sales_stocking_request_line',
  {
    id: id(),
    requestId: integer()
      .notNull()
      .references(() => salesStockingRequest.id),
    lineNo: integer().notNull(),
    orderLineId: integer()
      .notNull()
      .references(() => salesOrderLine.id),
    quantity: integer().notNull(),
    remark: text().notNull().default(''),
    status: smallint().notNull().default(1),
    abolishReason: text().notNull().default(''),
    ...audit(),
  },
  (t) => [
    index('sales_stocking_request_line_request_idx').on(t.requestId, t.lineNo),
    index('sales_stocking_request_line_order_line_idx').on(t.orderLineId, t.status),
    index('sales_stocking_request_line_status_idx').on(t.status),
  ],
);
