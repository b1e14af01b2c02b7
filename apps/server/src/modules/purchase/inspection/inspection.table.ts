import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';
import { purReceipt, purReceiptLine } from '../receipt/receipt.table.js';

/**
 * The inspection settings (decision 0040): `kind` 1 a checklist item (parameterSetting/qualityList:
 * packaging and labels, marking permanence, X-ray…), 2 a step of the inspection process
 * (parameterSetting/process); names zh / en, `sort`, `status` 1 enabled 2 disabled, `version`.
 */
export const purQualityItem = pgTable(
  'pur_quality_item',
  {
    id: id(),
    kind: smallint().notNull(),
    nameZh: text().notNull(),
    nameEn: text().notNull(),
    description: text().notNull().default(''),
    sort: integer().notNull().default(0),
    status: smallint().notNull().default(1),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [index('pur_quality_item_kind_idx').on(t.kind, t.sort)],
);

/**
 * An inbound inspection (JY, document type `inboundInspection`, decision 0040) of one goods received
 * note line and the lot it opened; `ownerId` the inspector; `status` INSPECTION_STATUS (2 pending review,
 * 3 passed, 4 failed); `weight` the accepted weight in grams when recorded (> 0). One per RK line.
 */
export const purInspection = pgTable(
  'pur_inspection',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    receiptId: integer()
      .notNull()
      .references(() => purReceipt.id),
    receiptLineId: integer()
      .notNull()
      .references(() => purReceiptLine.id),
    lotId: integer().notNull(),
    mpn: text().notNull(),
    quantity: integer().notNull(),
    ownerId: integer().notNull(),
    status: smallint().notNull(),
    weight: integer(),
    remark: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('pur_inspection_no_uq').on(t.no),
    uniqueIndex('pur_inspection_line_uq').on(t.receiptLineId),
    index('pur_inspection_status_idx').on(t.status, t.createdAt),
  ],
);

/** A checklist result of an inspection: the item (name kept), `result` 1 pass 2 fail 3 not applicable. */
export const purInspectionItem = pgTable(
  'pur_inspection_item',
  {
    id: id(),
    inspectionId: integer()
      .notNull()
      .references(() => purInspection.id),
    itemId: integer()
      .notNull()
      .references(() => purQualityItem.id),
    name: text().notNull(),
    result: smallint().notNull(),
    note: text().notNull().default(''),
  },
  (t) => [index('pur_inspection_item_idx').on(t.inspectionId)],
);
