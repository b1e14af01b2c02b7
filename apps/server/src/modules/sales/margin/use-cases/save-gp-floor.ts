import { isPercent } from '@partdesk/shared/sales/margin/cost-param.rules';
import { ORDER_TENANTS } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/client.js';
import { updateVersioned } from '../../../../core/documents/versioned.js';
import { badRequest, conflict } from '../../../../core/http/app-error.js';
import type { Env } from '../../../../core/http/index.js';
import { salesGpFloor } from '../cost-param.table.js';

/** The GP floor of each company that may own orders (null = none set; Version 0 = no row yet). */
export async function gpFloors(db: Executor) {
  const rows = await db
    .select()
    .from(salesGpFloor)
    .where(inArray(salesGpFloor.id, [...ORDER_TENANTS]))
    .orderBy(asc(salesGpFloor.id));
  return ORDER_TENANTS.map((tenantId) => {
    const r = rows.find((x) => x.id === tenantId);
    return { TenantId: tenantId, FloorPercent: r?.floorPercent ?? null, Version: r?.version ?? 0 };
  });
}

/**
 * PUT /merchant/sale/gpfloor/:id (id = the company): sets its floor (0–100 %, ≤ 4 decimals) at the
 * version read — 0 when it has none yet — or removes it (`FloorPercent: null`). Orders already priced
 * keep their flag until they are next priced (create, edit).
 */
export async function saveGpFloor(
  env: Env,
  tenantId: number,
  input: { FloorPercent: string | null; Version: number },
) {
  const { app, user } = env;
  if (!ORDER_TENANTS.includes(tenantId))
    throw badRequest('sales.tenantDisabled', { tenant: tenantId }, 'TenantId');
  const floor = input.FloorPercent?.trim() || null;
  if (floor !== null && !isPercent(floor)) throw badRequest('sales.gpFloor.invalid', {}, 'FloorPercent');
  return app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(salesGpFloor).where(eq(salesGpFloor.id, tenantId)).for('update');
    if (!row) {
      if (input.Version !== 0) throw conflict('errors.staleVersion');
      if (floor === null) return { TenantId: tenantId, FloorPercent: null, Version: 0 };
      await tx
        .insert(salesGpFloor)
        .values({ id: tenantId, floorPercent: floor, createdBy: user.id, updatedBy: user.id });
      return { TenantId: tenantId, FloorPercent: floor, Version: 1 };
    }
    if (row.version !== input.Version) throw conflict('errors.staleVersion');
    if (floor === null) {
      await tx.delete(salesGpFloor).where(eq(salesGpFloor.id, tenantId));
      return { TenantId: tenantId, FloorPercent: null, Version: 0 };
    }
    const out = await updateVersioned(tx, salesGpFloor, tenantId, input.Version, {
      floorPercent: floor,
      updatedBy: user.id,
    });
    return { TenantId: tenantId, FloorPercent: floor, Version: out.version };
  });
}
