import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/index.js';
import type { Executor } from '../../../core/db/index.js';
import { recordHistory } from '../../../core/documents/index.js';
import { notFound } from '../../../core/http/index.js';
import { normalizeMpn, productPart } from '../../product/index.js';
import { assertOwns, lockCustomer } from '../crm-access.js';
import { crmCustomer } from '../customer/customer.table.js';
import { crmCustomerPart as t } from './customer-part.table.js';

/** Reads shared by the customer-part use cases (docs/module-template.md: no repository layer). */

export type CustomerPartRow = typeof t.$inferSelect;

/** What the client sends for a part (customer-part.routes.ts validates it). */
export interface CustomerPartInput {
  CustomerPn: string;
  Mpn: string;
  Brand: string;
  Description: string;
  Remark: string;
}

export const customerPartView = (p: CustomerPartRow) => ({
  Id: p.id,
  CustomerId: p.customerId,
  CustomerPn: p.customerPn,
  Mpn: p.mpn,
  Brand: p.brand,
  PartId: p.partId,
  Description: p.description,
  Remark: p.remark,
  UpdatedAt: p.updatedAt,
});

/** The customer, when the caller owns it or sees all (locked for the transaction when asked); else 404. */
export async function ownedCustomer(db: Executor, user: AuthUser, customerId: number, lock = false) {
  const c = lock
    ? await lockCustomer(db, customerId)
    : (await db.select().from(crmCustomer).where(eq(crmCustomer.id, customerId)))[0];
  if (!c) throw notFound('crm.customerNotFound');
  assertOwns(user, c);
  return c;
}

/** A part of a customer the caller may change; 404 when missing or out of scope. */
export async function ownedPart(db: Executor, user: AuthUser, id: number): Promise<CustomerPartRow> {
  const [p] = await db.select().from(t).where(eq(t.id, id));
  if (!p) throw notFound();
  await ownedCustomer(db, user, p.customerId);
  return p;
}

export async function loadCustomerPart(db: Executor, id: number): Promise<CustomerPartRow> {
  return (await db.select().from(t).where(eq(t.id, id)))[0]!;
}

/** The columns a part input writes: the normalised MPN and the parts-master part it names, if any. */
export async function partColumns(db: Executor, userId: number, input: CustomerPartInput) {
  const mpnNorm = normalizeMpn(input.Mpn);
  const [p] = await db
    .select({ id: productPart.id })
    .from(productPart)
    .where(eq(productPart.mpnNorm, mpnNorm))
    .limit(1);
  return {
    customerPn: input.CustomerPn,
    mpn: input.Mpn,
    mpnNorm,
    brand: input.Brand,
    partId: p?.id ?? null,
    description: input.Description,
    remark: input.Remark,
    updatedBy: userId,
  };
}

/** A part change is recorded in the customer's history (action addPart / updatePart / deletePart). */
export function recordPartHistory(
  tx: Executor,
  c: { id: number; code: string; tenantId: number },
  action: 'addPart' | 'updatePart' | 'deletePart',
  comment: string,
  userId: number,
) {
  return recordHistory(tx, {
    type: 'customer',
    docId: c.id,
    docNo: c.code,
    tenantId: c.tenantId,
    action,
    comment,
    userId,
  });
}
