import { isUniqueViolation } from '../../../../core/db/index.js';
import { updateVersioned } from '../../../../core/documents/versioned.js';
import type { Env } from '../../../../core/http/index.js';
import {
  assertCodeFree,
  assertParentEnabled,
  cleanCode,
  codeTaken,
  warehousesChanged,
} from '../warehouse-rules.js';
import { loadLocation } from '../warehouse.queries.js';
import { invWarehouseLocation } from '../warehouse.table.js';
import type { PlaceBody } from './save-warehouse.js';

const values = (env: Env, b: PlaceBody) => ({
  code: cleanCode(env, b.Code),
  sort: typeof b.Sort === 'number' ? b.Sort : 0,
});

/** A new location in an enabled zone (`ZoneId`); its code free within the zone (409). */
export async function createLocation(env: Env, b: PlaceBody) {
  const zoneId = Number(b.ZoneId);
  const v = values(env, b);
  let id = 0;
  try {
    await env.app.db.transaction(async (tx) => {
      await assertParentEnabled(env, tx, 'ZoneId', zoneId);
      await assertCodeFree(env, tx, 'warehouselocation', zoneId, v.code);
      const [row] = await tx
        .insert(invWarehouseLocation)
        .values({ ...v, zoneId, createdBy: env.user.id, updatedBy: env.user.id })
        .returning({ id: invWarehouseLocation.id });
      id = row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(env, 'warehouselocation', v.code);
    throw err;
  }
  warehousesChanged(env);
  return loadLocation(env.app.db, id);
}

/** Edits a location at `Version`; it stays in its zone. */
export async function updateLocation(env: Env, id: number, b: PlaceBody) {
  const before = await loadLocation(env.app.db, id);
  const v = values(env, b);
  try {
    await env.app.db.transaction(async (tx) => {
      await assertCodeFree(env, tx, 'warehouselocation', before.ZoneId, v.code, id);
      await updateVersioned(tx, invWarehouseLocation, id, Number(b.Version), {
        ...v,
        updatedBy: env.user.id,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(env, 'warehouselocation', v.code);
    throw err;
  }
  warehousesChanged(env);
  return loadLocation(env.app.db, id);
}
