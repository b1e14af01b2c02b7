import { date, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, audit, id, rate, unitPrice } from '../../../core/db/columns.js';
import { productPart } from '../../product/index.js';
import { purSupplier } from '../supplier/supplier.table.js';

/**
 * A purchase order (PO, document type `purchaseOrder`, decision 0037). `ownerId` the buyer (data scope
 * "purchase"); `tenantId` the owner company (2 or 4 for new POs); `currency` + `rate` locked on the day
 * it was made (1 unit = rate CNY, finance `requireRateOn`); `taxRate` percent; `paymentTerms`
 * PO_PAYMENT_TERMS (the supplier's terms by default); `warehouseId` / `deliveryAddress` where the goods
 * go; `status` PO_STATUS (shared purchase-order.codes.ts); `amount` Σ line amounts (excl. tax),
 * `taxAmount`, `total`; `version` for optimistic concurrency.
 */
export const purOrder = pgTable(
  'pur_order',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    supplierId: integer()
      .notNull()
      .references(() => purSupplier.id),
    ownerId: integer().notNull(),
    currency: text().notNull(),
    rate: rate().notNull(),
    taxRate: numeric({ precision: 5, scale: 2 }).notNull(),
    paymentTerms: smallint().notNull(),
    warehouseId: integer(),
    deliveryAddress: text().notNull().default(''),
    remark: text().notNull().default(''),
    status: smallint().notNull(),
    amount: amount().notNull().default('0'),
    taxAmount: amount().notNull().default('0'),
    total: amount().notNull().default('0'),
    reviewComment: text().notNull().default(''),
    cancelReason: text().notNull().default(''),
    submittedAt: date({ mode: 'string' }),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('pur_order_no_uq').on(t.no),
    index('pur_order_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('pur_order_created_idx').on(t.createdAt, t.id),
    index('pur_order_status_idx').on(t.status, t.createdAt, t.id),
    index('pur_order_supplier_idx').on(t.supplierId, t.createdAt),
  ],
);

/**
 * A line of a PO: part, brand, package, D/C requirement, `quantity` (pieces), `unitCost` (6 decimals, null
 * while the PO is to be completed), `amount` = quantity × unit cost. The demand it serves:
 * `sourceType` + `sourceLineId` (a purchase-demand row, e.g. a `stockingRequest` line) with the sales
 * order and line that row carries (`salesOrderId`, `salesOrderLineId`; plain ids — purchase does not
 * import sales). `receivedQty` what the inbound (later issue) counted in: a floor for edits.
 */
export const purOrderLine = pgTable(
  'pur_order_line',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => purOrder.id),
    lineNo: integer().notNull(),
    partId: integer().references(() => productPart.id),
    mpn: text().notNull(),
    brand: text().notNull().default(''),
    package: text().notNull().default(''),
    dateCode: text().notNull().default(''),
    quantity: integer().notNull(),
    unitCost: unitPrice(),
    amount: amount().notNull().default('0'),
    requiredDate: date({ mode: 'string' }),
    sourceType: text(),
    sourceId: integer(),
    sourceNo: text(),
    sourceLineId: integer(),
    salesOrderId: integer(),
    salesOrderNo: text(),
    salesOrderLineId: integer(),
    receivedQty: integer().notNull().default(0),
    remark: text().notNull().default(''),
    ...audit(),
  },
  (t) => [
    index('pur_order_line_order_idx').on(t.orderId, t.lineNo),
    index('pur_order_line_source_idx').on(t.sourceType, t.sourceLineId),
    index('pur_order_line_sales_line_idx').on(t.salesOrderLineId),
  ],
);
