import { date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id, unitPrice } from '../../../core/db/columns.js';
import { inqInquiryLine } from '../inquiry/inquiry.table.js';

/**
 * A purchase request (采购申请, prefix CS, type `purchaseRequest`): a request to buy for stock or
 * samples. `requestedBy` owns it (data scope own/sales/purchase). `status` PURCHASE_REQUEST_STATUS:
 * 1 draft, 2 pending review (purchase-requestaudit), 3 approved = ready for purchasing, 4 rejected,
 * 5 ordered (purchasing module, later). `version` for optimistic concurrency.
 */
export const inqPurchaseRequest = pgTable(
  'inq_purchase_request',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    requestedBy: integer().notNull(),
    status: smallint().notNull().default(1),
    remark: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('inq_purchase_request_no_uq').on(t.no),
    index('inq_purchase_request_owner_idx').on(t.requestedBy, t.createdAt),
    index('inq_purchase_request_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A line: part as written (MPN, brand, package, D/C), `quantity` pieces, `targetCost` unit price 18,6
 * in `currency`, `purpose` PURCHASE_PURPOSE (1 stock, 2 sample), `requiredDate`, optional link to the
 * inquiry line it serves.
 */
export const inqPurchaseRequestLine = pgTable(
  'inq_purchase_request_line',
  {
    id: id(),
    requestId: integer()
      .notNull()
      .references(() => inqPurchaseRequest.id, { onDelete: 'cascade' }),
    lineNo: integer().notNull(),
    mpn: text().notNull(),
    brand: text().notNull().default(''),
    package: text().notNull().default(''),
    dateCode: text().notNull().default(''),
    quantity: integer().notNull(),
    targetCost: unitPrice(),
    currency: text().notNull(),
    purpose: smallint().notNull(),
    requiredDate: date({ mode: 'string' }),
    inquiryLineId: integer().references(() => inqInquiryLine.id),
    remark: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('inq_purchase_request_line_no_uq').on(t.requestId, t.lineNo),
    index('inq_purchase_request_line_inq_idx').on(t.inquiryLineId),
  ],
);
