import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { scopeCondition } from '../../../core/list/list-query.js';
import { crmCustomer } from './customer.table.js';

/**
 * Whether customer `id` exists and is within the caller's data scope (its owner in the caller's
 * scope). Handed to the product module's BOM import (provideBomCustomerScope, from crm-ops.ts).
 */
export async function customerInScope(db: Executor, user: AuthUser, id: number): Promise<boolean> {
  const scope = scopeCondition(user.scope, { own: crmCustomer.ownerId, sales: crmCustomer.ownerId });
  const [c] = await db
    .select({ id: crmCustomer.id })
    .from(crmCustomer)
    .where(and(eq(crmCustomer.id, id), scope));
  return !!c;
}

/**
 * The customer a bank receipt may be claimed for (decision 0050): it exists and is the caller's own
 * (a salesperson: ownerId = caller; data scope "all": any customer) — its name, or null.
 */
export async function claimableCustomer(
  db: Executor,
  user: AuthUser,
  id: number,
): Promise<{ name: string } | null> {
  const scope = scopeCondition(user.scope, { own: crmCustomer.ownerId, sales: crmCustomer.ownerId });
  const [c] = await db
    .select({ name: crmCustomer.name })
    .from(crmCustomer)
    .where(and(eq(crmCustomer.id, id), scope));
  return c ?? null;
}
