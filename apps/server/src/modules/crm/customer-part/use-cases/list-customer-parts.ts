import { asc, eq } from 'drizzle-orm';
import type { Env } from '../../../../core/http/index.js';
import { crmCustomerPart as t } from '../customer-part.table.js';
import { customerPartView, ownedCustomer } from '../customer-part.queries.js';

/** A customer's parts by PN; the owner or a caller who sees all (404 otherwise). */
export async function listCustomerParts(env: Env, customerId: number) {
  const { db } = env.app;
  const c = await ownedCustomer(db, env.user, customerId);
  const found = await db.select().from(t).where(eq(t.customerId, c.id)).orderBy(asc(t.customerPn));
  return { Records: found.map(customerPartView), TotalCount: found.length };
}
