import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';
import { salesOrder, salesOrderLine } from './sales-order.table.js';

/**
 * A dated delivery of a sales-order line (scheduleSaleOrder): `quantity` pieces due on `dueDate`.
 * Σ quantity of a line's rows ≤ the line's quantity (use case replaceLineSchedule); `orderId` kept beside
 * the line for the weekly list's data scope (the order's salesperson).
 */
export const salesOrderSchedule = pgTable(
  'sales_order_schedule',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => salesOrder.id),
    lineId: integer()
      .notNull()
      .references(() => salesOrderLine.id),
    dueDate: date({ mode: 'string' }).notNull(),
    quantity: integer().notNull(),
    remark: text().notNull().default(''),
    ...audit(),
  },
  (t) => [
    index('sales_order_schedule_due_idx').on(t.dueDate, t.id),
    index('sales_order_schedule_line_idx').on(t.lineId),
    index('sales_order_schedule_order_idx').on(t.orderId),
  ],
);
