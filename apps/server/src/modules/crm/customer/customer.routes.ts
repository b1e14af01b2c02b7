import { customerResource } from '@partdesk/shared/crm/customer-resource';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../../../core/access/access.js';
import { loadScoped } from '../../../core/documents/scoped-load.js';
import { badRequest } from '../../../core/http/app-error.js';
import { ok } from '../../../core/http/envelope.js';
import { registerResource } from '../../../core/resource/index.js';
import { reviewStateOf } from '../../../core/reviews/index.js';
import { ACCESS, customerDictFilters, intDictFilter } from '../crm-access.js';
import { CRM_REVIEW, TRANSFER_KIND, TRANSFER_STATUS } from '../crm-codes.js';
import { releaseCustomer, transferCustomer } from '../pool/pool.service.js';
import { customerDetail } from './customer-dto.js';
import { createCustomerBody, updateCustomerBody } from './customer-input.js';
import { createCustomer, setBlacklist, updateCustomer } from './customer.service.js';
import { customerVisible } from './customer-visibility.js';
import { crmCustomer as t } from './customer.table.js';
import { docIdParam } from '../../../core/documents/index.js';
import { requestEnv } from '../../../core/http/index.js';

const tags = ['crm'];
const reason = z.string().trim().max(500).default('');

/**
 * The primary contact (first by is_primary desc, id) and the owner's name: one lateral join each,
 * evaluated once per listed row, instead of a correlated subquery per column (#11). To-one joins, so
 * the count runs on crm_customer alone; filters on the contact use `contactMatch` (an EXISTS).
 */
const listJoins = sql`left join lateral (select ct.name, ct.email, ct.phone from crm_contact ct where ct.customer_id = crm_customer.id and ct.deleted_at is null order by ct.is_primary desc, ct.id limit 1) pc on true left join sys_user ou on ou.id = crm_customer.owner_id`;
const contactMatch = (col: string) => (pattern: unknown) =>
  sql`exists (select 1 from crm_contact ct where ct.customer_id = crm_customer.id and ct.deleted_at is null and ct.${sql.raw(col)} ilike ${pattern})`;

/**
 * `transferStatus` / `poolStatus` (the to-do links of CustomerTransferCount / ReturnToPoolCount): 1 = the
 * customer has a pending transfer / return-to-pool request (what the counters count), 0 = it has none.
 */
const pendingRequest = (key: string, kind: number) => (v: unknown) => {
  if (v !== 0 && v !== 1) throw badRequest('errors.fieldInvalid', { field: key }, key);
  const pending = sql`exists (select 1 from crm_customer_transfer tr where tr.customer_id = crm_customer.id and tr.kind = ${kind} and tr.status = ${TRANSFER_STATUS.pending})`;
  return v === 1 ? pending : sql`not ${pending}`;
};

/** /crmsystem/customer-management: list (data scope), detail, create, update, blacklist, release, transfer. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const env = requestEnv(app);

  await registerResource(app, customerResource, {
    from: t,
    access: ACCESS.list,
    tieBreaker: t.id,
    scopeWhere: customerVisible,
    joins: listJoins,
    columns: {
      Id: t.id,
      Code: t.code,
      ShortName: t.shortName,
      Name: t.name,
      NameEn: t.nameEn,
      Attribute: t.attribute,
      Source: t.source,
      Level: t.level,
      BusinessType: t.businessType,
      CountryCode: t.countryCode,
      TenantId: t.tenantId,
      CustomerType: t.customerType,
      CompanyStatus: t.companyStatus,
      Status: t.status,
      OwnerId: t.ownerId,
      CreatedBy: t.createdBy,
      ContactName: sql<string | null>`pc.name`,
      ContactEmail: sql<string | null>`pc.email`,
      ContactPhone: sql<string | null>`pc.phone`,
      RegionId: t.regionId,
      City: t.city,
      Address: t.address,
      Phone: t.phone,
      Website: t.website,
      BillingCompany: t.billingCompany,
      BillingAddress: t.billingAddress,
      BillingPhone: t.billingPhone,
      BillingContact: t.billingContact,
      TaxNo: t.taxNo,
      CreditLimit: t.creditLimit,
      Currency: t.currency,
      PaymentTerms: t.paymentTerms,
      IsBlacklisted: t.isBlacklisted,
      BlacklistReason: t.blacklistReason,
      AssignedAt: t.assignedAt,
      LastInquiryAt: t.lastInquiryAt,
      LastOrderAt: t.lastOrderAt,
      ConflictCustomerId: t.conflictCustomerId,
      Remark: t.remark,
      CreatedAt: t.createdAt,
      Version: t.version,
      OwnerName: sql<string | null>`ou.name`,
    },
    filterBy: {
      ...customerDictFilters(t),
      CustomerType: intDictFilter('CustomerType', t.customerType),
      CompanyStatus: intDictFilter('CompanyStatus', t.companyStatus),
      ContactName: contactMatch('name'),
      ContactEmail: contactMatch('email'),
      ContactPhone: contactMatch('phone'),
      transferStatus: pendingRequest('transferStatus', TRANSFER_KIND.transfer),
      poolStatus: pendingRequest('poolStatus', TRANSFER_KIND.returnToPool),
    },
    exportAs: {
      OwnerId: sql`(select u.name from sys_user u where u.id = crm_customer.owner_id)`,
      CreatedBy: sql`(select u.name from sys_user u where u.id = crm_customer.created_by)`,
      TenantId: sql`(select x.name from sys_tenant x where x.id = crm_customer.tenant_id)`,
    },
  });

  // Out of the caller's view and missing look alike (404, #10 item 14).
  const load = (user: AuthUser, id: number) =>
    loadScoped(db, t, id, customerVisible(user), 'crm.customerNotFound');

  const detail = async (user: AuthUser, id: number) => {
    const c = await load(user, id);
    const review = await reviewStateOf(
      db,
      c.conflictCustomerId ? CRM_REVIEW.customerConflict.type : CRM_REVIEW.customer.type,
      c.id,
    );
    return { ...(await customerDetail(db, c)), Review: review };
  };

  app.get(
    '/merchant/crm/customer/:id',
    { config: { access: ACCESS.detail }, schema: { params: docIdParam, tags } },
    async (req) => ok(await detail(req.auth(), req.params.id)),
  );

  app.post(
    '/merchant/crm/customer',
    { config: { access: ACCESS.create }, schema: { body: createCustomerBody, tags } },
    async (req) => {
      const id = await createCustomer(env(req), req.body);
      return ok(await detail(req.auth(), id));
    },
  );

  app.put(
    '/merchant/crm/customer/:id',
    { config: { access: ACCESS.edit }, schema: { params: docIdParam, body: updateCustomerBody, tags } },
    async (req) => {
      await updateCustomer(env(req), req.params.id, req.body);
      return ok(await detail(req.auth(), req.params.id));
    },
  );

  app.put(
    '/merchant/crm/customer/:id/blacklist',
    {
      config: { access: ACCESS.blacklist },
      schema: {
        params: docIdParam,
        body: z.object({ IsBlacklisted: z.boolean(), Reason: reason, Version: z.number().int().positive() }),
        tags,
      },
    },
    async (req) => {
      await setBlacklist(env(req), req.params.id, req.body);
      return ok(await detail(req.auth(), req.params.id));
    },
  );

  app.put(
    '/merchant/crm/customer/:id/release',
    {
      config: { access: ACCESS.transfer },
      schema: { params: docIdParam, body: z.object({ Reason: reason }), tags },
    },
    async (req) => {
      await releaseCustomer(env(req), req.params.id, req.body.Reason);
      return ok(null);
    },
  );

  app.put(
    '/merchant/crm/customer/:id/transfer',
    {
      config: { access: ACCESS.transfer },
      schema: {
        params: docIdParam,
        body: z.object({ ToOwnerId: z.number().int().positive(), Reason: reason }),
        tags,
      },
    },
    async (req) => {
      await transferCustomer(env(req), req.params.id, req.body);
      return ok(null);
    },
  );
};
