import { and, eq } from 'drizzle-orm';
import type { Env } from '../../../../core/http/index.js';
import { crmCustomerPart as t } from '../customer-part.table.js';
import { ownedCustomer, ownedPart, recordPartHistory } from '../customer-part.queries.js';

/** Removes a part of the caller's customer (recorded in the customer's history). */
export async function removeCustomerPart(env: Env, id: number): Promise<void> {
  const { db } = env.app;
  const p = await ownedPart(db, env.user, id);
  await db.transaction(async (tx) => {
    const c = await ownedCustomer(tx, env.user, p.customerId, true);
    await tx.delete(t).where(and(eq(t.id, p.id), eq(t.customerId, c.id)));
    await recordPartHistory(tx, c, 'deletePart', p.customerPn, env.user.id);
  });
}
