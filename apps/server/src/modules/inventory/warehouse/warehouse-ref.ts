import type { Lang } from '@partdesk/shared/i18n/index';
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { fieldError } from '../../../core/http/index.js';
import { invWarehouse, invWarehouseZone } from './warehouse.table.js';

/**
 * How the rest of inventory reads warehouses and zones (own stock, stock checks, stock reports): names
 * for a select, the existence check of a document's warehouse/zone, the demo's list. One place, so a
 * screen never writes its own join to `inv_warehouse*`.
 */

/** A warehouse's name for a select, by its id column. */
export const warehouseNameSql = (warehouseId: Column | SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select ${invWarehouse.name} from ${invWarehouse} where ${invWarehouse.id} = ${warehouseId})`;

/** A warehouse's name in both languages ("深圳仓 / Shenzhen warehouse"), by its id column. */
export const warehouseLabelSql = (warehouseId: Column | SQL): SQL<string> =>
  sql<string>`(select ${invWarehouse.name} || ' / ' || ${invWarehouse.nameEn} from ${invWarehouse} where ${invWarehouse.id} = ${warehouseId})`;

/** A zone's code and names, by its id column (null when no zone). */
export const zoneNameSql = (zoneId: Column | SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select ${invWarehouseZone.code} || ' ' || ${invWarehouseZone.name} || ' / ' || ${invWarehouseZone.nameEn} from ${invWarehouseZone} where ${invWarehouseZone.id} = ${zoneId})`;

/** The warehouse (its owner company) and, when given, that the zone is one of its zones; 400 otherwise. */
export async function requireWarehouse(
  db: Executor,
  warehouseId: number,
  zoneId: number | null,
  lang: Lang,
): Promise<{ id: number; tenantId: number }> {
  const [w] = await db
    .select({ id: invWarehouse.id, tenantId: invWarehouse.tenantId })
    .from(invWarehouse)
    .where(eq(invWarehouse.id, warehouseId));
  if (!w) throw fieldError('inventory.warehouseUnknown', 'WarehouseId', lang, { id: warehouseId });
  if (zoneId !== null) {
    const [z] = await db
      .select({ id: invWarehouseZone.id })
      .from(invWarehouseZone)
      .where(and(eq(invWarehouseZone.id, zoneId), eq(invWarehouseZone.warehouseId, warehouseId)));
    if (!z) throw fieldError('inventory.zoneUnknown', 'ZoneId', lang, { id: zoneId });
  }
  return w;
}

/** Every warehouse with its zones (demo seed): id, owner company, zone ids. */
export async function allWarehouses(
  db: Executor,
): Promise<{ id: number; tenantId: number; zoneIds: number[] }[]> {
  const ws = await db
    .select({ id: invWarehouse.id, tenantId: invWarehouse.tenantId })
    .from(invWarehouse)
    .orderBy(invWarehouse.id);
  const zs = await db
    .select({ id: invWarehouseZone.id, warehouseId: invWarehouseZone.warehouseId })
    .from(invWarehouseZone)
    .orderBy(invWarehouseZone.sort, invWarehouseZone.id);
  return ws.map((w) => ({ ...w, zoneIds: zs.filter((z) => z.warehouseId === w.id).map((z) => z.id) }));
}
