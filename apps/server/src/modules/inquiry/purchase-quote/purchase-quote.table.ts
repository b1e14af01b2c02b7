import { boolean, date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id, unitPrice } from '../../../core/db/columns.js';
import { productPart } from '../../product/index.js';
import { purSupplier } from '../../purchase/index.js';
import { inqInquiry, inqInquiryLine } from '../inquiry/inquiry.table.js';

/**
 * A purchase quote (document prefix CB, type `purchaseQuote`): a supplier's offer for one inquiry line,
 * entered by a buyer or price checker (`buyerId`, data scope "purchase"). `costPrice` unit price 18,6
 * in `currency`; `quantity` available, `moq` minimum order, `leadTimeDays` delivery days (0 = stock);
 * `validUntil` the price validity (required); `dateCode` as the supplier wrote it (its age is computed
 * at read time by packages/shared/src/inquiry/date-code.ts); `condition` / `source` QUOTE_CONDITION /
 * QUOTE_SOURCE; `isTentative` = price or stock not yet confirmed by the supplier (the line becomes
 * "to be confirmed" until a firm quote comes). `mpn` / `brand` / `package` as offered (a packing
 * variant may be offered). `status` PURCHASE_QUOTE_STATUS.
 */
export const inqPurchaseQuote = pgTable(
  'inq_purchase_quote',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    inquiryId: integer()
      .notNull()
      .references(() => inqInquiry.id),
    lineId: integer()
      .notNull()
      .references(() => inqInquiryLine.id),
    partId: integer().references(() => productPart.id),
    supplierId: integer()
      .notNull()
      .references(() => purSupplier.id),
    buyerId: integer().notNull(),
    mpn: text().notNull(),
    brand: text().notNull().default(''),
    package: text().notNull().default(''),
    dateCode: text().notNull().default(''),
    costPrice: unitPrice().notNull(),
    currency: text().notNull(),
    quantity: integer().notNull(),
    moq: integer().notNull().default(1),
    leadTimeDays: integer().notNull().default(0),
    validUntil: date({ mode: 'string' }).notNull(),
    condition: smallint().notNull().default(1),
    source: smallint().notNull().default(1),
    isTentative: boolean().notNull().default(false),
    remark: text().notNull().default(''),
    status: smallint().notNull().default(1),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('inq_purchase_quote_no_uq').on(t.no),
    index('inq_purchase_quote_line_idx').on(t.lineId, t.createdAt),
    // List sort keys end in id (`created_at desc, id desc`): the page is an index range, no sort (#11).
    index('inq_purchase_quote_buyer_idx').on(t.buyerId, t.createdAt, t.id),
    index('inq_purchase_quote_supplier_idx').on(t.supplierId),
    index('inq_purchase_quote_created_idx').on(t.createdAt, t.id),
  ],
);
