import {
  boolean,
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
 * Shipment CK (document type `shipment`, issue #16): one customer and consignee (copied from its
 * orders), made by the warehouse from notified sales orders. `ownerId` the salesperson of its first order
 * (data scope "sales"); `status` SHIPMENT_STATUS (shared shipment.codes.ts), `paused` beside it;
 * `printed` the label print lock (void refused while set); courier (express company lookup), account,
 * tracking number; `shippedAt`; `acceptedWeight` and `creditReview` for the reviews (decision 0046);
 * the customs declaration of the courier step (decision 0052): `declareId` (an option of the declare
 * lookup), `declaredValue` in `declaredCurrency`.
 */
export const logShipment = pgTable(
  'log_shipment',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    ownerId: integer().notNull(),
    customerId: integer().notNull(),
    consigneeName: text().notNull(),
    consigneePhone: text().notNull(),
    consigneeAddress: text().notNull().default(''),
    countryId: integer().notNull(),
    currency: text().notNull(),
    status: smallint().notNull(),
    paused: boolean().notNull().default(false),
    printed: boolean().notNull().default(false),
    courierId: integer(),
    courierAccount: text().notNull().default(''),
    trackingNo: text().notNull().default(''),
    /** The forwarder the goods are handed to (`base_forwarding_company`, optional; decision 0059). */
    forwarderId: integer(),
    declareId: integer(),
    declaredValue: numeric({ precision: 18, scale: 2 }),
    declaredCurrency: text().notNull().default(''),
    remark: text().notNull().default(''),
    voidReason: text().notNull().default(''),
    shippedAt: timestamp({ withTimezone: true }),
    /** The weight quoted to the courier / customer, whole kg (null: no overweight check; decision 0046). */
    acceptedWeight: integer(),
    /** CREDIT_REVIEW: 0 none, 1 approved by the credit review (ships without a new check), 2 rejected. */
    creditReview: smallint().notNull().default(0),
    /** CARGO_REVIEW: purchasing's cargo review (decision 0053); approved → the next ship does not ask again. */
    cargoReview: smallint().notNull().default(0),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('log_shipment_no_uq').on(t.no),
    index('log_shipment_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('log_shipment_created_idx').on(t.createdAt, t.id),
    index('log_shipment_status_idx').on(t.status, t.createdAt, t.id),
  ],
);

/**
 * A line: the sales order line it ships and how many; `pickedQty` (= quantity once picked), `packedQty`
 * (Σ of its box lines). Stock moves and the lots picked point at it.
 */
export const logShipmentLine = pgTable(
  'log_shipment_line',
  {
    id: id(),
    shipmentId: integer()
      .notNull()
      .references(() => logShipment.id),
    lineNo: integer().notNull(),
    orderId: integer().notNull(),
    orderLineId: integer().notNull(),
    mpn: text().notNull(),
    brand: text().notNull().default(''),
    quantity: integer().notNull(),
    pickedQty: integer().notNull().default(0),
    packedQty: integer().notNull().default(0),
    ...audit(),
  },
  (t) => [
    index('log_shipment_line_shipment_idx').on(t.shipmentId, t.lineNo),
    index('log_shipment_line_order_line_idx').on(t.orderLineId),
  ],
);

/** The lots a line was picked from (from the order line's reservations); ship consumes these. */
export const logShipmentPick = pgTable(
  'log_shipment_pick',
  {
    id: id(),
    shipmentId: integer()
      .notNull()
      .references(() => logShipment.id),
    lineId: integer()
      .notNull()
      .references(() => logShipmentLine.id),
    lotId: integer().notNull(),
    qty: integer().notNull(),
    ...audit(),
  },
  (t) => [index('log_shipment_pick_shipment_idx').on(t.shipmentId)],
);

/** A box: L × W × H (cm), gross / net weight (kg), gauge; its contents in log_shipment_box_line. */
export const logShipmentBox = pgTable(
  'log_shipment_box',
  {
    id: id(),
    shipmentId: integer()
      .notNull()
      .references(() => logShipment.id),
    boxNo: integer().notNull(),
    length: numeric({ precision: 10, scale: 2 }).notNull(),
    width: numeric({ precision: 10, scale: 2 }).notNull(),
    height: numeric({ precision: 10, scale: 2 }).notNull(),
    grossWeight: numeric({ precision: 12, scale: 3 }).notNull(),
    netWeight: numeric({ precision: 12, scale: 3 }).notNull(),
    gauge: text().notNull().default(''),
    ...audit(),
  },
  (t) => [index('log_shipment_box_shipment_idx').on(t.shipmentId, t.boxNo)],
);

export const logShipmentBoxLine = pgTable(
  'log_shipment_box_line',
  {
    id: id(),
    boxId: integer()
      .notNull()
      .references(() => logShipmentBox.id),
    lineId: integer()
      .notNull()
      .references(() => logShipmentLine.id),
    qty: integer().notNull(),
  },
  (t) => [index('log_shipment_box_line_box_idx').on(t.boxId)],
);
