import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';

/** Customer `id` if it exists and the caller may act for it (a salesperson: their own), with its name; else null. */
export type ClaimCustomer = (db: Executor, user: AuthUser, id: number) => Promise<{ name: string } | null>;

/**
 * A claim names a customer, but customers belong to the CRM, which comes after finance in the module
 * order (modules/module-order.ts): the CRM hands its check over from its register (crm-ops.ts). Until
 * it has, every customer is refused (fail closed).
 */
let check: ClaimCustomer = async () => null;

export function provideClaimCustomer(fn: ClaimCustomer): () => void {
  const before = check;
  check = fn;
  return () => {
    check = before;
  };
}

export const claimCustomer: ClaimCustomer = (db, user, id) => check(db, user, id);
