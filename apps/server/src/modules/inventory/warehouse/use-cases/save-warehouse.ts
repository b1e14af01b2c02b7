import { sysTenant } from '../../../../core/access/identity.table.js';
import { updateVersioned } from '../../../../core/documents/versioned.js';
import { type Env, fieldError } from '../../../../core/http/index.js';
import { eq } from 'drizzle-orm';
import { assertCodeFree, cleanCode, writePlace } from '../warehouse-rules.js';
import { loadWarehouse } from '../warehouse.queries.js';
import { invWarehouse } from '../warehouse.table.js';

/** The body as parsed (formSchemaOf types its keys loosely). */
export type PlaceBody = Record<string, unknown> & { Version?: number };

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function values(env: Env, b: PlaceBody) {
  return {
    code: cleanCode(env, b.Code),
    name: text(b.Name),
    nameEn: text(b.NameEn),
    country: text(b.Country).toUpperCase(),
    address: text(b.Address),
    isDefault: b.IsDefault === true,
    sort: typeof b.Sort === 'number' ? b.Sort : 0,
  };
}

/** A new warehouse of an existing company (`TenantId`); its code free within the company (409). */
export async function createWarehouse(env: Env, b: PlaceBody) {
  const tenantId = Number(b.TenantId);
  const v = values(env, b);
  const id = await writePlace(env, 'warehouse', v.code, async (tx) => {
    const [tenant] = await tx.select({ id: sysTenant.id }).from(sysTenant).where(eq(sysTenant.id, tenantId));
    if (!tenant) throw fieldError('errors.fieldInvalid', 'TenantId', env.lang);
    await assertCodeFree(env, tx, 'warehouse', tenantId, v.code);
    const [row] = await tx
      .insert(invWarehouse)
      .values({ ...v, tenantId, createdBy: env.user.id, updatedBy: env.user.id })
      .returning({ id: invWarehouse.id });
    return row!.id;
  });
  return loadWarehouse(env.app.db, id);
}

/** Edits a warehouse at `Version` (409 when stale); the company does not change. */
export async function updateWarehouse(env: Env, id: number, b: PlaceBody) {
  const before = await loadWarehouse(env.app.db, id);
  const v = values(env, b);
  await writePlace(env, 'warehouse', v.code, async (tx) => {
    await assertCodeFree(env, tx, 'warehouse', before.TenantId, v.code, id);
    await updateVersioned(tx, invWarehouse, id, Number(b.Version), { ...v, updatedBy: env.user.id });
  });
  return loadWarehouse(env.app.db, id);
}
