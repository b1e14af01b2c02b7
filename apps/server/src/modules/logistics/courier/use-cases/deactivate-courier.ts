import { type Env, notFound } from '../../../../core/http/index.js';
import { invalidateLookups, setExpressCompanyDeactivated } from '../../../lookups/index.js';

/**
 * PUT /merchant/logistics/express/:id/deactivate | activate — a deactivated courier stays listed (with
 * IsDeactivate) but the courier step of a shipment refuses it; shipments already carrying it keep it.
 */
export async function setCourierDeactivated(env: Env, id: number, deactivated: boolean) {
  const { db } = env.app;
  const found = await db.transaction((tx) => setExpressCompanyDeactivated(tx, id, deactivated));
  if (!found) throw notFound('logistics.courierNotFound');
  invalidateLookups(db, 'logistics:');
  return { Id: id, IsDeactivate: deactivated };
}
