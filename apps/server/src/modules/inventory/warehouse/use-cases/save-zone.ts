import { updateVersioned } from '../../../../core/documents/versioned.js';
import type { Env } from '../../../../core/http/index.js';
import { assertCodeFree, assertParentEnabled, cleanCode, writePlace } from '../warehouse-rules.js';
import { loadZone } from '../warehouse.queries.js';
import { invWarehouseZone } from '../warehouse.table.js';
import type { PlaceBody } from './save-warehouse.js';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const values = (env: Env, b: PlaceBody) => ({
  code: cleanCode(env, b.Code),
  name: text(b.Name),
  nameEn: text(b.NameEn),
  sort: typeof b.Sort === 'number' ? b.Sort : 0,
});

/** A new zone in an enabled warehouse (`WarehouseId`); its code free within the warehouse (409). */
export async function createZone(env: Env, b: PlaceBody) {
  const warehouseId = Number(b.WarehouseId);
  const v = values(env, b);
  const id = await writePlace(env, 'warehousezone', v.code, async (tx) => {
    await assertParentEnabled(env, tx, 'WarehouseId', warehouseId);
    await assertCodeFree(env, tx, 'warehousezone', warehouseId, v.code);
    const [row] = await tx
      .insert(invWarehouseZone)
      .values({ ...v, warehouseId, createdBy: env.user.id, updatedBy: env.user.id })
      .returning({ id: invWarehouseZone.id });
    return row!.id;
  });
  return loadZone(env.app.db, id);
}

/** Edits a zone at `Version`; it stays in its warehouse. */
export async function updateZone(env: Env, id: number, b: PlaceBody) {
  const before = await loadZone(env.app.db, id);
  const v = values(env, b);
  await writePlace(env, 'warehousezone', v.code, async (tx) => {
    await assertCodeFree(env, tx, 'warehousezone', before.WarehouseId, v.code, id);
    await updateVersioned(tx, invWarehouseZone, id, Number(b.Version), { ...v, updatedBy: env.user.id });
  });
  return loadZone(env.app.db, id);
}
