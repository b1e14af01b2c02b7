import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';
import { salesOrder, salesOrderLine } from '../sales-order/sales-order.table.js';

/**
 * Sales-side quality check (质检单 QC, document type `qualityCheck`, decision 0060): one reserved lot of one
 * sales order line. `ownerId` the salesperson who asked (data scope "sales"), `inspectorId` the warehouse
 * user who recorded the result; `quantity` what the line held on the lot when asked; `status`
 * QUALITY_CHECK_STATUS (1 requested, 2 pending review, 3 passed, 4 failed); `result` the inspector's
 * conclusion (1 pass, 2 fail; null until recorded). Photos are the document's attachments.
 */
export const salesQualityCheck = pgTable(
  'sales_quality_check',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    ownerId: integer().notNull(),
    orderId: integer()
      .notNull()
      .references(() => salesOrder.id),
    orderLineId: integer()
      .notNull()
      .references(() => salesOrderLine.id),
    lotId: integer().notNull(),
    mpn: text().notNull(),
    quantity: integer().notNull(),
    reason: text().notNull(),
    status: smallint().notNull(),
    inspectorId: integer(),
    result: smallint(),
    remark: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('sales_quality_check_no_uq').on(t.no),
    index('sales_quality_check_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('sales_quality_check_line_idx').on(t.orderLineId, t.status),
    index('sales_quality_check_status_idx').on(t.status, t.createdAt, t.id),
  ],
);

/** A checklist result (items of purchase's `qualityList`, name kept): `result` 1 pass 2 fail 3 not applicable. */
export const salesQualityCheckItem = pgTable(
  'sales_quality_check_item',
  {
    id: id(),
    checkId: integer()
      .notNull()
      .references(() => salesQualityCheck.id),
    itemId: integer().notNull(),
    name: text().notNull(),
    result: smallint().notNull(),
    note: text().notNull().default(''),
  },
  (t) => [index('sales_quality_check_item_idx').on(t.checkId)],
);
