import { updateVersioned } from '../../../../core/documents/versioned.js';
import type { Env } from '../../../../core/http/index.js';
import { assertCodeFree, assertParentEnabled, cleanCode, writePlace } from '../warehouse-rules.js';
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
  const id = await writePlace(env, 'warehouselocation', v.code, async (tx) => {
    await assertParentEnabled(env, tx, 'ZoneId', zoneId);
    await assertCodeFree(env, tx, 'warehouselocation', zoneId, v.code);
    const [row] = await tx
      .insert(invWarehouseLocation)
      .values({ ...v, zoneId, createdBy: env.user.id, updatedBy: env.user.id })
      .returning({ id: invWarehouseLocation.id });
    return row!.id;
  });
  return loadLocation(env.app.db, id);
}

/** Edits a location at `Version`; it stays in its zone. */
export async function updateLocation(env: Env, id: number, b: PlaceBody) {
  const before = await loadLocation(env.app.db, id);
  const v = values(env, b);
  await writePlace(env, 'warehouselocation', v.code, async (tx) => {
    await assertCodeFree(env, tx, 'warehouselocation', before.ZoneId, v.code, id);
    await updateVersioned(tx, invWarehouseLocation, id, Number(b.Version), {
      ...v,
      updatedBy: env.user.id,
    });
  });
  return loadLocation(env.app.db, id);
}
