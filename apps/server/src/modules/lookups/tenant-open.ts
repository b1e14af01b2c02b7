import { eq } from 'drizzle-orm';
import { sysTenant } from '../../core/access/identity.table.js';
import type { Executor } from '../../core/db/client.js';
import { badRequest } from '../../core/http/app-error.js';

/**
 * The one check that a new document (customer, inquiry, demand order, …) may be made in an owner
 * company (decision 0005, #10 item 11): the tenant exists and takes new documents (`doc_enabled`;
 * tenants 1 and 3 do not). Otherwise 400 naming `field` — the body field that chose the company
 * (`TenantId`), or the one it came from (`CustomerId`: the document takes its customer's company).
 * Existing documents of a closed company stay readable and workable; only new ones are refused.
 */
export async function assertTenantOpenForNew(db: Executor, tenantId: number, field: string): Promise<void> {
  const [t] = await db
    .select({ name: sysTenant.name, docEnabled: sysTenant.docEnabled })
    .from(sysTenant)
    .where(eq(sysTenant.id, tenantId));
  if (!t) throw badRequest('lookups.tenantNotFound', { id: tenantId }, field);
  if (!t.docEnabled) throw badRequest('lookups.tenantClosedForNew', { name: t.name }, field);
}
