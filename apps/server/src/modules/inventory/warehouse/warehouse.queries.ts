import { WAREHOUSE_STATUS } from '@partdesk/shared/inventory/warehouse/warehouse.codes';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { notFound } from '../../../core/http/app-error.js';
import type { Env } from '../../../core/http/index.js';
import { cached, pick } from '../../lookups/index.js';
import { invWarehouse, invWarehouseLocation, invWarehouseZone } from './warehouse.table.js';

/** The lookup cache key of the warehouse tree (dropped by every write of the screen). */
export const WAREHOUSE_CACHE = 'inventory:warehouses';

const page = <T>(Records: T[]) => ({ Records, TotalCount: Records.length });

/**
 * `GET /merchant/common/warehouse` (moved from lookups, same wire shape): enabled warehouses (of one
 * tenant when given) with their enabled zones and enabled locations, names in the request language.
 */
export async function listWarehouseTree(env: Env, tenantId: number | undefined) {
  const { db } = env.app;
  const enabled = WAREHOUSE_STATUS.enabled;
  const [warehouses, zones, locations] = await cached(db, WAREHOUSE_CACHE, () =>
    Promise.all([
      db
        .select()
        .from(invWarehouse)
        .where(eq(invWarehouse.status, enabled))
        .orderBy(asc(invWarehouse.sort), asc(invWarehouse.id)),
      db
        .select()
        .from(invWarehouseZone)
        .where(eq(invWarehouseZone.status, enabled))
        .orderBy(asc(invWarehouseZone.sort), asc(invWarehouseZone.id)),
      db
        .select()
        .from(invWarehouseLocation)
        .where(eq(invWarehouseLocation.status, enabled))
        .orderBy(asc(invWarehouseLocation.code)),
    ]),
  );
  return page(
    warehouses
      .filter((w) => !tenantId || w.tenantId === tenantId)
      .map((w) => ({
        Id: w.id,
        Code: w.code,
        Name: pick(env.lang, w.name, w.nameEn),
        TenantId: w.tenantId,
        Country: w.country,
        Address: w.address,
        IsDefault: w.isDefault,
        Zones: zones
          .filter((z) => z.warehouseId === w.id)
          .map((z) => ({
            Id: z.id,
            Code: z.code,
            Name: pick(env.lang, z.name, z.nameEn),
            Locations: locations.filter((l) => l.zoneId === z.id).map((l) => ({ Id: l.id, Code: l.code })),
          })),
      })),
  );
}

/** Pieces on hand in the lots of a warehouse, a zone or a location (Σ inv_lot.on_hand). */
export const onHandIn = {
  warehouse: sql<number>`(select coalesce(sum(l.on_hand), 0)::int from inv_lot l where l.warehouse_id = inv_warehouse.id)`,
  warehousezone: sql<number>`(select coalesce(sum(l.on_hand), 0)::int from inv_lot l where l.zone_id = inv_warehouse_zone.id)`,
  warehouselocation: sql<number>`(select coalesce(sum(l.on_hand), 0)::int from inv_lot l where l.location_id = inv_warehouse_location.id)`,
};

export const warehouseColumns = {
  Id: invWarehouse.id,
  TenantId: invWarehouse.tenantId,
  Code: invWarehouse.code,
  Name: invWarehouse.name,
  NameEn: invWarehouse.nameEn,
  Country: invWarehouse.country,
  Address: invWarehouse.address,
  IsDefault: invWarehouse.isDefault,
  Zones: sql<number>`(select count(*)::int from inv_warehouse_zone z where z.warehouse_id = inv_warehouse.id)`,
  OnHand: onHandIn.warehouse,
  Status: invWarehouse.status,
  Sort: invWarehouse.sort,
  Version: invWarehouse.version,
};

export const zoneColumns = {
  Id: invWarehouseZone.id,
  WarehouseId: invWarehouseZone.warehouseId,
  Code: invWarehouseZone.code,
  Name: invWarehouseZone.name,
  NameEn: invWarehouseZone.nameEn,
  Locations: sql<number>`(select count(*)::int from inv_warehouse_location x where x.zone_id = inv_warehouse_zone.id)`,
  OnHand: onHandIn.warehousezone,
  Status: invWarehouseZone.status,
  Sort: invWarehouseZone.sort,
  Version: invWarehouseZone.version,
};

export const locationColumns = {
  Id: invWarehouseLocation.id,
  WarehouseId: sql<number>`(select z.warehouse_id from inv_warehouse_zone z where z.id = inv_warehouse_location.zone_id)`,
  ZoneId: invWarehouseLocation.zoneId,
  ZoneCode: sql<string>`(select z.code from inv_warehouse_zone z where z.id = inv_warehouse_location.zone_id)`,
  Code: invWarehouseLocation.code,
  OnHand: onHandIn.warehouselocation,
  Status: invWarehouseLocation.status,
  Sort: invWarehouseLocation.sort,
  Version: invWarehouseLocation.version,
};

/** One row of a level with the list's columns; 404 when absent. */
export async function loadWarehouse(db: Executor, id: number) {
  const [r] = await db.select(warehouseColumns).from(invWarehouse).where(eq(invWarehouse.id, id));
  if (!r) throw notFound();
  return r;
}
export async function loadZone(db: Executor, id: number) {
  const [r] = await db.select(zoneColumns).from(invWarehouseZone).where(eq(invWarehouseZone.id, id));
  if (!r) throw notFound();
  return r;
}
export async function loadLocation(db: Executor, id: number) {
  const [r] = await db
    .select(locationColumns)
    .from(invWarehouseLocation)
    .where(eq(invWarehouseLocation.id, id));
  if (!r) throw notFound();
  return r;
}
