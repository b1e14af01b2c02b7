import {
  WAREHOUSE_STATUS,
  type WarehouseLevel,
  type WarehouseStatus,
} from '@partdesk/shared/inventory/warehouse/warehouse.codes';
import { eq, sql } from 'drizzle-orm';
import { conflict, type Env, notFound } from '../../../../core/http/index.js';
import { assertParentEnabled, onHandOf, warehousesChanged } from '../warehouse-rules.js';
import { loadLocation, loadWarehouse, loadZone } from '../warehouse.queries.js';
import { invWarehouse, invWarehouseLocation, invWarehouseZone } from '../warehouse.table.js';

const TABLE = {
  warehouse: invWarehouse,
  warehousezone: invWarehouseZone,
  warehouselocation: invWarehouseLocation,
} as const;
const LOAD = { warehouse: loadWarehouse, warehousezone: loadZone, warehouselocation: loadLocation };

/**
 * Enables or disables a warehouse, zone or location. Disabling is refused (409, translated, naming the
 * place and its quantity) while the lots in that place hold stock; enabling a zone or location is refused
 * while its parent is disabled.
 */
export async function setPlaceStatus(env: Env, level: WarehouseLevel, id: number, status: WarehouseStatus) {
  const t = TABLE[level];
  await env.app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: t.id, code: t.code, status: t.status })
      .from(t)
      .where(eq(t.id, id))
      .for('update');
    if (!row) throw notFound();
    if (status === WAREHOUSE_STATUS.disabled) {
      const onHand = await onHandOf(tx, level, id);
      if (onHand > 0) throw conflict('inventory.holdsStock', { place: row.code, onHand });
    } else if (level === 'warehousezone') {
      const [z] = await tx
        .select({ w: invWarehouseZone.warehouseId })
        .from(invWarehouseZone)
        .where(eq(invWarehouseZone.id, id));
      await assertParentEnabled(env, tx, 'WarehouseId', z!.w);
    } else if (level === 'warehouselocation') {
      const [l] = await tx
        .select({ z: invWarehouseLocation.zoneId })
        .from(invWarehouseLocation)
        .where(eq(invWarehouseLocation.id, id));
      await assertParentEnabled(env, tx, 'ZoneId', l!.z);
    }
    await tx
      .update(t)
      .set({ status, updatedBy: env.user.id, updatedAt: sql`now()`, version: sql`${t.version} + 1` })
      .where(eq(t.id, id));
  });
  warehousesChanged(env);
  return LOAD[level](env.app.db, id);
}
