import { Codes } from '@partdesk/shared/core/codes';
import {
  PLACE_CODE_PATTERN,
  WAREHOUSE_STATUS,
  type WarehouseLevel,
} from '@partdesk/shared/inventory/warehouse/warehouse.codes';
import { fieldLabel, translate } from '@partdesk/shared/i18n/index';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../core/db/client.js';
import { isUniqueViolation, rows } from '../../../core/db/index.js';
import { AppError, type Env, fieldError } from '../../../core/http/index.js';
import { invalidateLookups } from '../../lookups/index.js';
import { WAREHOUSE_CACHE } from './warehouse.queries.js';
import { invWarehouse, invWarehouseLocation, invWarehouseZone } from './warehouse.table.js';

/** The parent a code is unique within, per level (the message's "in this …"). */
const PARENT_OF: Record<WarehouseLevel, string> = {
  warehouse: 'inventory.parentTenant',
  warehousezone: 'inventory.parentWarehouse',
  warehouselocation: 'inventory.parentZone',
};

/** A code as stored: trimmed, upper-cased; refused (400 on Code) unless letters, digits, - and _. */
export function cleanCode(env: Env, raw: unknown): string {
  const code = String(raw ?? '')
    .trim()
    .toUpperCase();
  if (!code || !PLACE_CODE_PATTERN.test(code)) throw fieldError('inventory.codeFormat', 'Code', env.lang);
  return code;
}

/** 409 on `Code`: the code is taken within its parent (also what a unique-index race answers). */
export const codeTaken = (env: Env, level: WarehouseLevel, code: string) =>
  new AppError(
    Codes.Conflict,
    'inventory.codeTaken',
    { field: fieldLabel(env.lang, 'Code'), code, parent: translate(env.lang, PARENT_OF[level]) },
    'Code',
  );

/** Refuses a code already used by another row of the same parent (the id being edited excluded). */
export async function assertCodeFree(
  env: Env,
  tx: Executor,
  level: WarehouseLevel,
  parentId: number,
  code: string,
  selfId?: number,
) {
  const [t, parent] =
    level === 'warehouse'
      ? [invWarehouse, invWarehouse.tenantId]
      : level === 'warehousezone'
        ? [invWarehouseZone, invWarehouseZone.warehouseId]
        : [invWarehouseLocation, invWarehouseLocation.zoneId];
  const [taken] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(parent, parentId), eq(t.code, code), selfId ? ne(t.id, selfId) : undefined));
  if (taken) throw codeTaken(env, level, code);
}

/** Refuses (400 on `field`) a parent that does not exist or is disabled: nothing is added under it. */
export async function assertParentEnabled(
  env: Env,
  tx: Executor,
  field: 'WarehouseId' | 'ZoneId',
  id: number,
) {
  const t = field === 'WarehouseId' ? invWarehouse : invWarehouseZone;
  const [p] = await tx.select({ status: t.status }).from(t).where(eq(t.id, id));
  if (!p) throw fieldError('errors.fieldInvalid', field, env.lang);
  if (p.status !== WAREHOUSE_STATUS.enabled) throw fieldError('inventory.parentDisabled', field, env.lang);
}

/** Pieces on hand in the lots of a place (the disable rule). */
export async function onHandOf(tx: Executor, level: WarehouseLevel, id: number): Promise<number> {
  const col = level === 'warehouse' ? 'warehouse_id' : level === 'warehousezone' ? 'zone_id' : 'location_id';
  const [r] = rows<{ n: number }>(
    await tx.execute(
      sql`select coalesce(sum(on_hand), 0)::int as n from inv_lot where ${sql.identifier(col)} = ${id}`,
    ),
  );
  return Number(r?.n ?? 0);
}

/** After a committed write: the lookup tree (`GET /merchant/common/warehouse`) is read again. */
export const warehousesChanged = (env: Env) => invalidateLookups(env.app.db, WAREHOUSE_CACHE);

/**
 * One write of a place (create or edit) in its transaction: a code taken meanwhile (the unique index wins
 * a race `assertCodeFree` lost) is the same 409 naming Code; after the commit the lookup cache is dropped.
 */
export async function writePlace<T>(
  env: Env,
  level: WarehouseLevel,
  code: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  let out: T;
  try {
    out = await env.app.db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(env, level, code);
    throw err;
  }
  warehousesChanged(env);
  return out;
}
