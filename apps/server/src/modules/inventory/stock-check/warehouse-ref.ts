import type { Lang } from '@partdesk/shared/i18n/index';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../core/db/client.js';
import { fieldError } from '../../../core/http/index.js';
import { baseWarehouse, baseWarehouseZone } from '../../lookups/index.js';

/**
 * THE one place inventory's stock checks read warehouses and zones (names, owner company). They live in
 * lookups (`base_warehouse`, `base_warehouse_zone`) until they move to inventory (`inv_warehouse*`, ids
 * kept): repoint these three reads then, nothing else names those tables.
 */

/** The warehouse's name for a select, both languages ("深圳仓 / Shenzhen warehouse"), by the id column. */
export function warehouseNameSql(idCol: AnyPgColumn): SQL<string> {
  return sql<string>`(select ${baseWarehouse.name} || ' / ' || ${baseWarehouse.nameEn} from ${baseWarehouse} where ${baseWarehouse.id} = ${idCol})`;
}

/** The zone's name for a select, by the id column (null when no zone). */
export function zoneNameSql(idCol: AnyPgColumn): SQL<string | null> {
  return sql<
    string | null
  >`(select ${baseWarehouseZone.code} || ' ' || ${baseWarehouseZone.name} || ' / ' || ${baseWarehouseZone.nameEn} from ${baseWarehouseZone} where ${baseWarehouseZone.id} = ${idCol})`;
}

/** The warehouse (its owner company) and, when given, that the zone is one of its zones; 400 otherwise. */
export async function requireWarehouse(
  db: Executor,
  warehouseId: number,
  zoneId: number | null,
  lang: Lang,
): Promise<{ id: number; tenantId: number }> {
  const [w] = await db
    .select({ id: baseWarehouse.id, tenantId: baseWarehouse.tenantId })
    .from(baseWarehouse)
    .where(eq(baseWarehouse.id, warehouseId));
  if (!w) throw fieldError('inventory.warehouseUnknown', 'WarehouseId', lang, { id: warehouseId });
  if (zoneId !== null) {
    const [z] = await db
      .select({ id: baseWarehouseZone.id })
      .from(baseWarehouseZone)
      .where(and(eq(baseWarehouseZone.id, zoneId), eq(baseWarehouseZone.warehouseId, warehouseId)));
    if (!z) throw fieldError('inventory.zoneUnknown', 'ZoneId', lang, { id: zoneId });
  }
  return w;
}

/** Every warehouse with its zones (demo seed): id, owner company, zone ids. */
export async function allWarehouses(
  db: Executor,
): Promise<{ id: number; tenantId: number; zoneIds: number[] }[]> {
  const ws = await db
    .select({ id: baseWarehouse.id, tenantId: baseWarehouse.tenantId })
    .from(baseWarehouse)
    .orderBy(baseWarehouse.id);
  const zs = await db
    .select({ id: baseWarehouseZone.id, warehouseId: baseWarehouseZone.warehouseId })
    .from(baseWarehouseZone)
    .orderBy(baseWarehouseZone.sort, baseWarehouseZone.id);
  return ws.map((w) => ({ ...w, zoneIds: zs.filter((z) => z.warehouseId === w.id).map((z) => z.id) }));
}
