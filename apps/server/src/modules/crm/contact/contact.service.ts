import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../../core/db/client.js';
import { AfterCommit } from '../../../core/documents/after-commit.js';
import { diffChanges, recordHistory } from '../../../core/documents/history.js';
import { updateVersioned } from '../../../core/documents/versioned.js';
import { conflict, notFound } from '../../../core/http/app-error.js';
import { submitForReview } from '../../../core/reviews/index.js';
import { assertOwns, lockCustomer } from '../crm-access.js';
import { CONTACT_STATUS, CRM_REVIEW, CUSTOMER_STATUS, phoneDigits } from '../crm-codes.js';
import { findContactConflict } from '../customer/conflicts.js';
import { type ContactInput, checkContact, contactRow } from '../customer/customer-input.js';
import { crmContact } from './contact.table.js';
import type { Env } from '../../../core/http/index.js';
import { seesAll } from '../../../core/access/index.js';

export const CONTACT_DOC = 'contact';
type ContactRow = typeof crmContact.$inferSelect;

/**
 * A contact belonging to another salesperson cannot be operated on (modules/crm/README.md rules); it answers as a
 * missing one (404, #10 item 14).
 */
function assertContactOwner(env: Env, c: ContactRow): void {
  if (!seesAll(env.user) && c.ownerId !== env.user.id) throw notFound();
}

async function lockContact(tx: Tx, id: number): Promise<ContactRow> {
  const [c] = await tx
    .select()
    .from(crmContact)
    .where(and(eq(crmContact.id, id), isNull(crmContact.deletedAt)))
    .for('update');
  if (!c) throw notFound();
  return c;
}

/**
 * When the customer is active and the contact's email or phone is already on another customer, the
 * contact waits for the contact-conflict review (status 1, the other customer and contact noted);
 * otherwise it is active. A new customer's contacts ride on the customer's own review.
 */
async function reviewIfConflict(
  tx: Tx,
  env: Env,
  after: AfterCommit,
  contact: { id: number; email: string; phone: string },
  customer: { id: number; code: string; tenantId: number; status: number },
): Promise<void> {
  const hit =
    customer.status === CUSTOMER_STATUS.active ? await findContactConflict(tx, contact, customer.id) : null;
  await tx
    .update(crmContact)
    .set({
      status: hit ? CONTACT_STATUS.pendingReview : CONTACT_STATUS.active,
      conflictCustomerId: hit?.customerId ?? null,
      conflictContactId: hit?.contactId ?? null,
    })
    .where(eq(crmContact.id, contact.id));
  if (hit)
    await submitForReview(
      tx,
      { app: env.app, after, lang: env.lang },
      {
        type: CRM_REVIEW.contactConflict.type,
        docId: contact.id,
        docNo: customer.code,
        amount: null,
        submittedBy: env.user.id,
        tenantId: customer.tenantId,
      },
    );
}

async function clearPrimary(tx: Tx, customerId: number, exceptId?: number) {
  await tx
    .update(crmContact)
    .set({ isPrimary: false })
    .where(
      and(
        eq(crmContact.customerId, customerId),
        eq(crmContact.isPrimary, true),
        ...(exceptId ? [ne(crmContact.id, exceptId)] : []),
      ),
    );
}

/** Adds a contact to one of the caller's customers (conflict → contact-conflict review). */
export async function addContact(env: Env, customerId: number, input: ContactInput): Promise<number> {
  checkContact(input, 'Email');
  const after = new AfterCommit();
  const id = await env.app.db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerId);
    if (!customer) throw notFound('crm.customerNotFound');
    assertOwns(env.user, customer);
    if (input.IsPrimary) await clearPrimary(tx, customerId);
    const [row] = await tx
      .insert(crmContact)
      .values({
        ...contactRow(input, customer.ownerId),
        customerId,
        createdBy: env.user.id,
        updatedBy: env.user.id,
      })
      .returning({ id: crmContact.id });
    await recordHistory(tx, {
      type: 'customer',
      docId: customerId,
      docNo: customer.code,
      tenantId: customer.tenantId,
      action: 'addContact',
      comment: input.Name,
      userId: env.user.id,
    });
    await reviewIfConflict(tx, env, after, { id: row!.id, email: input.Email, phone: input.Phone }, customer);
    return row!.id;
  });
  await after.flush(env.app.log);
  return id;
}

const FIELDS = [
  'name',
  'position',
  'email',
  'phone',
  'qq',
  'wechat',
  'skype',
  'otherNumber',
  'isPrimary',
  'remark',
];

/**
 * Updates a contact at the version read (stale → 409). Its owner only (or a caller who sees all);
 * a contact under conflict review cannot change; a new email or phone (or a rejected contact) is
 * checked for conflicts again.
 */
export async function updateContact(
  env: Env,
  id: number,
  input: ContactInput & { Version: number },
): Promise<void> {
  checkContact(input, 'Email');
  const after = new AfterCommit();
  await env.app.db.transaction(async (tx) => {
    const before = await lockContact(tx, id);
    assertContactOwner(env, before);
    if (before.status === CONTACT_STATUS.pendingReview)
      throw conflict('crm.contactPending', { name: before.name });
    const customer = await lockCustomer(tx, before.customerId);
    if (!customer) throw notFound('crm.customerNotFound');
    const values = contactRow(input, before.ownerId);
    if (input.IsPrimary) await clearPrimary(tx, before.customerId, id);
    await updateVersioned(tx, crmContact, id, input.Version, { ...values, updatedBy: env.user.id });
    await recordHistory(tx, {
      type: CONTACT_DOC,
      docId: id,
      docNo: customer.code,
      tenantId: customer.tenantId,
      action: 'update',
      changes: diffChanges(before, { ...before, ...values }, FIELDS),
      userId: env.user.id,
    });
    const changed =
      input.Email.toLowerCase() !== before.email.toLowerCase() ||
      phoneDigits(input.Phone) !== phoneDigits(before.phone) ||
      before.status === CONTACT_STATUS.rejected;
    if (changed)
      await reviewIfConflict(tx, env, after, { id, email: input.Email, phone: input.Phone }, customer);
  });
  await after.flush(env.app.log);
}

/** Removes a contact (soft delete; its owner only; never the customer's last one, nor one under review). */
export async function deleteContact(env: Env, id: number): Promise<void> {
  await env.app.db.transaction(async (tx) => {
    const before = await lockContact(tx, id);
    assertContactOwner(env, before);
    if (before.status === CONTACT_STATUS.pendingReview)
      throw conflict('crm.contactPending', { name: before.name });
    const customer = await lockCustomer(tx, before.customerId);
    const [live] = await tx
      .select({ n: count() })
      .from(crmContact)
      .where(and(eq(crmContact.customerId, before.customerId), isNull(crmContact.deletedAt)));
    if ((live?.n ?? 0) <= 1) throw conflict('crm.lastContact');
    await tx
      .update(crmContact)
      .set({ deletedAt: env.app.clock.now(), isPrimary: false, updatedBy: env.user.id })
      .where(eq(crmContact.id, id));
    await recordHistory(tx, {
      type: CONTACT_DOC,
      docId: id,
      docNo: customer?.code ?? '',
      tenantId: customer?.tenantId,
      action: 'delete',
      comment: before.name,
      userId: env.user.id,
    });
  });
}
