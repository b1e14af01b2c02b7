import { type Env, notFound } from '../../../../core/http/index.js';
import { invalidateLookups, setDeclareEnabled } from '../../../lookups/index.js';

/**
 * PUT /merchant/logistics/declare/:id/enable | disable — a disabled option leaves `getenabledeclares`
 * and the courier step refuses it; shipments that recorded it keep it.
 */
export async function setDeclareOptionEnabled(env: Env, id: number, enabled: boolean) {
  const { db } = env.app;
  const found = await db.transaction((tx) => setDeclareEnabled(tx, id, enabled));
  if (!found) throw notFound('logistics.declareNotFound');
  invalidateLookups(db, 'logistics:');
  return { Id: id, IsEnabled: enabled };
}
