import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';

/** Whether customer `id` exists and is within the caller's data scope. */
export type CustomerInScope = (db: Executor, user: AuthUser, id: number) => Promise<boolean>;

/**
 * The BOM import names a customer (its saved column mapping), but customers belong to the CRM, which
 * comes after product in the module order (modules/module-order.ts): the CRM hands its check over
 * from its register (crm-ops.ts). Until it has, every customer is refused (fail closed).
 */
let inScope: CustomerInScope = async () => false;

export function provideBomCustomerScope(check: CustomerInScope): void {
  inScope = check;
}

export const bomCustomerInScope: CustomerInScope = (db, user, id) => inScope(db, user, id);
