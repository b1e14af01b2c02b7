import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, id, unitPrice } from '../../../core/db/columns.js';
import { crmContact, crmCustomer } from '../../crm/index.js';
import { productPart } from '../../product/index.js';

/**
 * An inquiry (RFQ, document prefix B, type `inquiry`): a customer asks for parts. `salespersonId` is
 * the owner (data scope "sales"); `currency` the customer's quote currency; `source` a value of the
 * dictionary BomOrigin ('' = not recorded); `fileName` the BOM file it was imported from ('' = typed).
 * `status` packages/shared/src/inquiry/inquiry-codes.ts INQUIRY_STATUS; a pending transfer keeps the
 * target in `transferToId` / `transferReason` until forward-review decides. Deleted (button 0102, the
 * generic delete) = `deletedAt` set; nothing is removed. Number from core/documents nextDocNo,
 * history in doc_history, `version` for optimistic concurrency.
 */
export const inqInquiry = pgTable(
  'inq_inquiry',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    customerId: integer()
      .notNull()
      .references(() => crmCustomer.id),
    contactId: integer().references(() => crmContact.id),
    salespersonId: integer().notNull(),
    currency: text().notNull(),
    source: text().notNull().default(''),
    fileName: text().notNull().default(''),
    remark: text().notNull().default(''),
    status: smallint().notNull().default(1),
    transferToId: integer(),
    transferReason: text().notNull().default(''),
    deletedAt: timestamp({ withTimezone: true }),
    deletedBy: integer(),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('inq_inquiry_no_uq').on(t.no),
    // List sort keys end in id (`created_at desc, id desc`): the page is an index range, no sort (#11).
    index('inq_inquiry_salesperson_idx').on(t.salespersonId, t.createdAt, t.id),
    // The salesperson's list and its count read live inquiries only: a partial index matching that where
    // (the count is an index-only scan, the page a range even when the newest rows are others', #11).
    index('inq_inquiry_live_salesperson_idx')
      .on(t.salespersonId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('inq_inquiry_customer_idx').on(t.customerId, t.createdAt),
    index('inq_inquiry_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A line of an inquiry. `mpn` as the customer wrote it; `mpnNorm` / `partKey` the BOM normalisation
 * (packages/shared/src/bom/mpn-key.ts); `partId` the parts-master part (matched, or created on first
 * sight through findOrCreatePart when the brand is known; null without a brand). `brand` the trading
 * name when resolved (`brandId`), else as written. `targetPrice` unit price 18,6 in `currency`;
 * `quantity` pieces. `quoteStatus` QUOTE_STATUS; `sendBackReason` the salesperson's last "price to be
 * checked" reason; `quotedAt` the last purchase quote.
 */
export const inqInquiryLine = pgTable(
  'inq_inquiry_line',
  {
    id: id(),
    inquiryId: integer()
      .notNull()
      .references(() => inqInquiry.id),
    lineNo: integer().notNull(),
    mpn: text().notNull(),
    mpnNorm: text().notNull(),
    partKey: text().notNull(),
    partId: integer().references(() => productPart.id),
    brandId: integer(),
    brand: text().notNull().default(''),
    package: text().notNull().default(''),
    dateCode: text().notNull().default(''),
    quantity: integer().notNull(),
    targetPrice: unitPrice(),
    currency: text().notNull(),
    delivery: text().notNull().default(''),
    isUrgent: boolean().notNull().default(false),
    customerPn: text().notNull().default(''),
    description: text().notNull().default(''),
    remark: text().notNull().default(''),
    quoteStatus: smallint().notNull().default(1),
    sendBackReason: text().notNull().default(''),
    quotedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('inq_inquiry_line_no_uq').on(t.inquiryId, t.lineNo),
    index('inq_inquiry_line_status_idx').on(t.quoteStatus, t.createdAt),
    index('inq_inquiry_line_part_idx').on(t.partId),
    // The RFQ library's whole default order (newest first, one inquiry's lines in line order, #11).
    // (`created_at desc, inquiry_id desc, line_no, id desc` is this index read backwards.)
    index('inq_inquiry_line_library_idx').on(t.createdAt, t.inquiryId, t.lineNo.desc().nullsFirst(), t.id),
    index('inq_inquiry_line_key_idx').on(sql`${t.partKey} text_pattern_ops`),
  ],
);
