import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import type { Tx } from '../../../core/db/client.js';
import { AfterCommit } from '../../../core/documents/after-commit.js';
import { diffChanges, recordHistory } from '../../../core/documents/history.js';
import { updateVersioned } from '../../../core/documents/versioned.js';
import { badRequest, conflict, forbidden, notFound } from '../../../core/http/app-error.js';
import { submitForReview } from '../../../core/reviews/index.js';
import { assertTenantOpenForNew } from '../../lookups/index.js';
import { getSetting } from '../../setup/index.js';
import { crmContact } from '../contact/contact.table.js';
import { assertBelowMax, assertOwns, lockCustomer, lockUser, requireSalesperson } from '../crm-access.js';
import { CRM_REVIEW, CUSTOMER_STATUS } from '../crm-codes.js';
import { findContactConflict, findDomainConflict } from './conflicts.js';
import {
  type CreateCustomerInput,
  checkContact,
  checkCustomerRefs,
  contactRow,
  type UpdateCustomerInput,
} from './customer-input.js';
import { crmCustomer } from './customer.table.js';
import type { Env } from '../../../core/http/index.js';
import { seesAll } from '../../../core/access/index.js';

export const CUSTOMER_DOC = 'customer';

/**
 * Which review a new (or resubmitted) customer goes to: `customerConflict` with the conflicting
 * customer when a contact shares a non-public mail domain, or the same email or phone, with another
 * customer's contact; otherwise `customer` (customeraudit).
 */
async function conflictOf(
  tx: Tx,
  app: AppContext,
  contacts: { email: string; phone: string }[],
  customerId?: number,
): Promise<number | null> {
  const publicDomains = await getSetting(app.db, 'publicMailDomains');
  const byDomain = await findDomainConflict(
    tx,
    contacts.map((c) => c.email),
    publicDomains,
    customerId,
  );
  if (byDomain) return byDomain;
  for (const c of contacts) {
    const hit = await findContactConflict(tx, c, customerId);
    if (hit) return hit.customerId;
  }
  return null;
}

async function submitCustomer(
  tx: Tx,
  env: Env,
  after: AfterCommit,
  c: { id: number; code: string; tenantId: number },
  conflictId: number | null,
) {
  const type = conflictId ? CRM_REVIEW.customerConflict.type : CRM_REVIEW.customer.type;
  await tx
    .update(crmCustomer)
    .set({ status: CUSTOMER_STATUS.pendingReview, conflictCustomerId: conflictId })
    .where(eq(crmCustomer.id, c.id));
  return submitForReview(
    tx,
    { app: env.app, after, lang: env.lang },
    { type, docId: c.id, docNo: c.code, amount: null, submittedBy: env.user.id, tenantId: c.tenantId },
  );
}

/**
 * Creates a customer with its contacts and submits it for review (customeraudit, or conflict-audit
 * when a contact collides with another customer's). The owner is the caller; a caller who sees all
 * customers may name another salesperson or none (the customer then enters the pool when approved).
 * The owner's customer count is checked against `maxCustomersPerSalesperson` with the owner's row
 * locked, so parallel creations cannot pass the maximum.
 */
export async function createCustomer(env: Env, input: CreateCustomerInput): Promise<number> {
  const { app, user } = env;
  if (!input.Contacts.length) throw badRequest('crm.contactRequired', undefined, 'Contacts');
  for (const c of input.Contacts) checkContact(c);
  await checkCustomerRefs(app.db, input);
  await assertTenantOpenForNew(app.db, input.TenantId, 'TenantId');
  let ownerId: number | null = user.id;
  if (input.OwnerId !== undefined) {
    if (input.OwnerId !== user.id && !seesAll(user)) throw forbidden('crm.customerNotYours', { code: '' });
    ownerId = input.OwnerId;
  } else if (seesAll(user)) {
    ownerId = null;
  }
  const max = await getSetting(app.db, 'maxCustomersPerSalesperson');
  const after = new AfterCommit();
  const id = await app.db.transaction(async (tx) => {
    if (ownerId !== null) {
      await lockUser(tx, ownerId);
      const name = await requireSalesperson(tx, ownerId, 'OwnerId');
      await assertBelowMax(tx, ownerId, name, max, 'OwnerId');
    }
    const conflictId = await conflictOf(
      tx,
      app,
      input.Contacts.map((c) => ({ email: c.Email, phone: c.Phone })),
    );
    const [row] = await tx
      .insert(crmCustomer)
      .values({
        tenantId: input.TenantId,
        shortName: input.ShortName,
        name: input.Name,
        nameEn: input.NameEn,
        customerType: input.CustomerType,
        attribute: input.Attribute,
        source: input.Source,
        level: input.Level,
        businessType: input.BusinessType,
        companyStatus: input.CompanyStatus,
        status: CUSTOMER_STATUS.pendingReview,
        ownerId,
        countryCode: input.CountryCode,
        regionId: input.RegionId ?? null,
        city: input.City,
        address: input.Address,
        phone: input.Phone,
        website: input.Website,
        billingCompany: input.BillingCompany,
        billingAddress: input.BillingAddress,
        billingPhone: input.BillingPhone,
        billingContact: input.BillingContact,
        taxNo: input.TaxNo,
        currency: input.Currency,
        paymentTerms: input.PaymentTerms ?? null,
        remark: input.Remark,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning({ id: crmCustomer.id, code: crmCustomer.code, tenantId: crmCustomer.tenantId });
    const c = row!;
    const primary = Math.max(
      0,
      input.Contacts.findIndex((x) => x.IsPrimary),
    );
    await tx.insert(crmContact).values(
      input.Contacts.map((x, i) => ({
        ...contactRow({ ...x, IsPrimary: i === primary }, ownerId),
        customerId: c.id,
        createdBy: user.id,
        updatedBy: user.id,
      })),
    );
    await recordHistory(tx, {
      type: CUSTOMER_DOC,
      docId: c.id,
      docNo: c.code,
      tenantId: c.tenantId,
      action: 'create',
      userId: user.id,
    });
    await submitCustomer(tx, env, after, c, conflictId);
    return c.id;
  });
  await after.flush(app.log);
  return id;
}

const EDITABLE = [
  'shortName',
  'name',
  'nameEn',
  'customerType',
  'attribute',
  'source',
  'businessType',
  'companyStatus',
  'countryCode',
  'regionId',
  'city',
  'address',
  'phone',
  'website',
  'billingCompany',
  'billingAddress',
  'billingPhone',
  'billingContact',
  'taxNo',
  'currency',
  'paymentTerms',
  'remark',
] as const;

/**
 * Updates a customer at the version the client read (stale → 409). Only its owner (or a caller who
 * sees all) may; a customer under review cannot change. A rejected customer is resubmitted on save,
 * its conflicts checked again.
 */
export async function updateCustomer(env: Env, id: number, input: UpdateCustomerInput): Promise<void> {
  const { app, user } = env;
  await checkCustomerRefs(app.db, input);
  const after = new AfterCommit();
  await app.db.transaction(async (tx) => {
    const before = await lockCustomer(tx, id);
    if (!before) throw notFound('crm.customerNotFound');
    assertOwns(user, before);
    if (before.status === CUSTOMER_STATUS.pendingReview)
      throw conflict('crm.customerPending', { code: before.code });
    const values = {
      shortName: input.ShortName,
      name: input.Name,
      nameEn: input.NameEn,
      customerType: input.CustomerType,
      attribute: input.Attribute,
      source: input.Source,
      businessType: input.BusinessType,
      companyStatus: input.CompanyStatus,
      countryCode: input.CountryCode,
      regionId: input.RegionId ?? null,
      city: input.City,
      address: input.Address,
      phone: input.Phone,
      website: input.Website,
      billingCompany: input.BillingCompany,
      billingAddress: input.BillingAddress,
      billingPhone: input.BillingPhone,
      billingContact: input.BillingContact,
      taxNo: input.TaxNo,
      currency: input.Currency,
      paymentTerms: input.PaymentTerms ?? null,
      remark: input.Remark,
    };
    await updateVersioned(tx, crmCustomer, id, input.Version, { ...values, updatedBy: user.id });
    await recordHistory(tx, {
      type: CUSTOMER_DOC,
      docId: id,
      docNo: before.code,
      tenantId: before.tenantId,
      action: 'update',
      changes: diffChanges(before, { ...before, ...values }, EDITABLE),
      userId: user.id,
    });
    if (before.status === CUSTOMER_STATUS.rejected) {
      const contacts = await tx
        .select({ email: crmContact.email, phone: crmContact.phone })
        .from(crmContact)
        .where(eq(crmContact.customerId, id));
      await submitCustomer(tx, env, after, before, await conflictOf(tx, app, contacts, id));
    }
  });
  await after.flush(app.log);
}

/** Puts a customer on or off the blacklist (versioned, with history). */
export async function setBlacklist(
  env: Env,
  id: number,
  input: { IsBlacklisted: boolean; Reason: string; Version: number },
): Promise<void> {
  const { app, user } = env;
  if (input.IsBlacklisted && !input.Reason) throw badRequest('crm.reasonRequired', undefined, 'Reason');
  await app.db.transaction(async (tx) => {
    const before = await lockCustomer(tx, id);
    if (!before) throw notFound('crm.customerNotFound');
    const values = {
      isBlacklisted: input.IsBlacklisted,
      blacklistReason: input.IsBlacklisted ? input.Reason : '',
    };
    await updateVersioned(tx, crmCustomer, id, input.Version, { ...values, updatedBy: user.id });
    await recordHistory(tx, {
      type: CUSTOMER_DOC,
      docId: id,
      docNo: before.code,
      tenantId: before.tenantId,
      action: input.IsBlacklisted ? 'blacklist' : 'unblacklist',
      changes: diffChanges(before, { ...before, ...values }, ['isBlacklisted', 'blacklistReason']),
      comment: input.Reason,
      userId: user.id,
    });
  });
}
