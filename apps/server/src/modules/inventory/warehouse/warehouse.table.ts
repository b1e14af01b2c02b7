import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';

/**
 * A warehouse of an owner company (tenant) — moved here from lookups' `base_warehouse` (issue #13,
 * migration 0023, decision 0025). `status` WAREHOUSE_STATUS (1 enabled, 2 disabled): a disabled one is
 * no longer offered (`GET /merchant/common/warehouse`) but its lots and history stay. Code unique per tenant.
 */
export const invWarehouse = pgTable(
  'inv_warehouse',
  {
    id: id(),
    tenantId: integer().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    country: text().notNull().default(''),
    address: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    status: smallint().notNull().default(1),
    sort: integer().notNull().default(0),
    ...audit(),
    version: integer().notNull().default(1),
  },
  (t) => [uniqueIndex('inv_warehouse_code_uq').on(t.tenantId, t.code)],
);

/** A zone of a warehouse (receiving, QC, storage…); code unique within its warehouse. */
export const invWarehouseZone = pgTable(
  'inv_warehouse_zone',
  {
    id: id(),
    warehouseId: integer()
      .notNull()
      .references(() => invWarehouse.id),
    code: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    status: smallint().notNull().default(1),
    sort: integer().notNull().default(0),
    ...audit(),
    version: integer().notNull().default(1),
  },
  (t) => [uniqueIndex('inv_warehouse_zone_uq').on(t.warehouseId, t.code)],
);

/** A storage location (shelf / bin) in a zone; code unique within its zone. */
export const invWarehouseLocation = pgTable(
  'inv_warehouse_location',
  {
    id: id(),
    zoneId: integer()
      .notNull()
      .references(() => invWarehouseZone.id),
    code: text().notNull(),
    status: smallint().notNull().default(1),
    sort: integer().notNull().default(0),
    ...audit(),
    version: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex('inv_warehouse_location_uq').on(t.zoneId, t.code),
    index('inv_warehouse_location_zone_idx').on(t.zoneId, t.sort),
  ],
);
