import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { amount, audit, id, rate, unitPrice } from '../../../core/db/columns.js';
import { crmContact, crmCustomer } from '../../crm/index.js';
import { productPart } from '../../product/index.js';
import { quoQuoteLine } from '../../quote/index.js';

/**
 * A sales order (PI, document type `salesOrder`). `tenantId` the owner company (2 or 4 for new orders);
 * `ownerId` the salesperson (data scope "sales"); `currency` + `rate` locked at creation (1 unit = rate
 * CNY); `taxRate` percent (1, 3, 9, 10, 11, 13). The five status dimensions (shared sales-order.codes.ts)
 * are derived from the lines by `deriveOrderStatuses` and stored for the list filters: `status`
 * (review, ORDER_REVIEW — the OrderStatus dictionary), `stockStatus`, `notifyStatus`, `shipStatus`,
 * `payStatus`, `isAbolish` (2 = a stocking exception). `amount` Σ line amounts (excl. tax), `taxAmount`,
 * `total` = amount + tax; `received` what receipts allocated (finance, by event). Margin in the order
 * currency: `landedCost` Σ line landed cost, `grossProfit`, `gpPercent`; `belowGpFloor` sends it through the
 * extra margin review step. `mergedIntoId` the order a voided source was merged into.
 */
export const salesOrder = pgTable(
  'sales_order',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    customerId: integer()
      .notNull()
      .references(() => crmCustomer.id),
    contactId: integer().references(() => crmContact.id),
    ownerId: integer().notNull(),
    source: smallint().notNull(),
    currency: text().notNull(),
    rate: rate().notNull(),
    taxRate: numeric({ precision: 5, scale: 2 }).notNull(),
    paymentTerms: smallint().notNull(),
    payAccountId: integer(),
    consigneeName: text().notNull(),
    consigneePhone: text().notNull(),
    consigneeAddress: text().notNull().default(''),
    countryId: integer().notNull(),
    courierId: integer(),
    remark: text().notNull().default(''),
    status: smallint().notNull(),
    stockStatus: smallint().notNull(),
    notifyStatus: smallint().notNull(),
    shipStatus: smallint().notNull(),
    payStatus: smallint().notNull(),
    isAbolish: smallint().notNull().default(1),
    /** The warehouse paused its shipping (shipping dimension `paused`). */
    paused: boolean().notNull().default(false),
    amount: amount().notNull().default('0'),
    taxAmount: amount().notNull().default('0'),
    total: amount().notNull().default('0'),
    received: amount().notNull().default('0'),
    landedCost: amount(),
    grossProfit: amount(),
    gpPercent: numeric({ precision: 9, scale: 4 }),
    belowGpFloor: boolean().notNull().default(false),
    reviewComment: text().notNull().default(''),
    cancelReason: text().notNull().default(''),
    mergedIntoId: integer(),
    submittedAt: date({ mode: 'string' }),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('sales_order_no_uq').on(t.no),
    // List sort keys end in id (`created_at desc, id desc`): the page is an index range, no sort (#11).
    index('sales_order_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('sales_order_created_idx').on(t.createdAt, t.id),
    index('sales_order_status_idx').on(t.status, t.createdAt, t.id),
    index('sales_order_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/**
 * A line of a sales order. `quoteLineId` the sales-quote line it was made from (document link too);
 * cost: `costSource` LINE_COST_SOURCE — the purchase quote (`purchaseQuoteId`, `supplierId`) or an own
 * lot (`lotId`), `costPrice` in `costCurrency` at `costRate` (CNY); `landedCost` per unit in the order
 * currency (purchase cost converted + allocated freight, bank fee, duty, inspection), `grossProfit` and
 * `gpPercent` of the line. Quantities: `reservedQty` what own lots hold for it (ledger reservations,
 * written in the same transaction), `stockedQty` what purchasing brought in for it, `notifiedQty`,
 * `pickedQty` / `packedQty` (shipments, #16), `shippedQty`, `returnedQty`; `stockingQty` what a
 * stocking request asks purchasing to buy for it. Line statuses (stock, notify, ship) derived like the order's;
 * `isAbolish` 2 + `abolishReason` when its stocking failed.
 */
export const salesOrderLine = pgTable(
  'sales_order_line',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => salesOrder.id),
    lineNo: integer().notNull(),
    quoteLineId: integer().references(() => quoQuoteLine.id),
    partId: integer().references(() => productPart.id),
    mpn: text().notNull(),
    brand: text().notNull().default(''),
    package: text().notNull().default(''),
    dateCode: text().notNull().default(''),
    quantity: integer().notNull(),
    unitPrice: unitPrice().notNull(),
    amount: amount().notNull(),
    requiredDate: date({ mode: 'string' }),
    customerPn: text().notNull().default(''),
    costSource: smallint().notNull().default(0),
    purchaseQuoteId: integer(),
    supplierId: integer(),
    lotId: integer(),
    costPrice: unitPrice(),
    costCurrency: text(),
    costRate: rate(),
    landedCost: unitPrice(),
    grossProfit: amount(),
    gpPercent: numeric({ precision: 9, scale: 4 }),
    reservedQty: integer().notNull().default(0),
    stockedQty: integer().notNull().default(0),
    notifiedQty: integer().notNull().default(0),
    pickedQty: integer().notNull().default(0),
    packedQty: integer().notNull().default(0),
    shippedQty: integer().notNull().default(0),
    returnedQty: integer().notNull().default(0),
    stockingQty: integer().notNull().default(0),
    stockStatus: smallint().notNull(),
    notifyStatus: smallint().notNull(),
    shipStatus: smallint().notNull(),
    isAbolish: smallint().notNull().default(1),
    abolishReason: text().notNull().default(''),
    remark: text().notNull().default(''),
    ...audit(),
  },
  (t) => [
    index('sales_order_line_order_idx').on(t.orderId, t.lineNo),
    index('sales_order_line_quote_line_idx').on(t.quoteLineId),
    index('sales_order_line_part_idx').on(t.partId),
  ],
);
