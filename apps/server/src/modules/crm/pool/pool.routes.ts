import { poolCustomerResource } from '@partdesk/shared/crm/pool-resource';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../../../core/access/access.js';
import { notFound } from '../../../core/http/app-error.js';
import { ok } from '../../../core/http/envelope.js';
import { registerResource } from '../../../core/resource/index.js';
import { translate } from '@partdesk/shared/i18n/index';
import { ACCESS, customerDictFilters } from '../crm-access.js';
import { CUSTOMER_STATUS } from '../crm-codes.js';
import { crmCustomer as t } from '../customer/customer.table.js';
import { maskedPoolDetail, maskedPrimaryContact, primaryContactJoin } from './pool-mask.js';
import { claimCustomer, quotaOf } from './pool.service.js';
import { docIdParam } from '../../../core/documents/index.js';
import { requestEnv } from '../../../core/http/index.js';

const tags = ['crm'];

/** /crmsystem/customerLibrary: the pool list (ownerless, active), a masked detail, claim and quota. */
export const poolRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  const { db } = app.ctx;
  const inPool = [isNull(t.ownerId), eq(t.status, CUSTOMER_STATUS.active)];

  await registerResource(app, poolCustomerResource, {
    from: t,
    // Every holder of the pool screen sees the whole pool (masked contacts): no owner scope.
    scope: 'none',
    access: ACCESS.pool,
    tieBreaker: t.id,
    where: () => inPool,
    joins: primaryContactJoin,
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
      // Masked by the pool's one masking rule (pool-mask.ts), as the detail and the export.
      ContactName: maskedPrimaryContact('name', 'name'),
      ContactEmail: maskedPrimaryContact('email', 'email'),
      ContactPhone: maskedPrimaryContact('phone', 'phone'),
      PoolReason: t.poolReason,
      PreviousOwnerId: t.previousOwnerId,
      PendingClaim: sql<boolean>`exists (select 1 from crm_pool_claim pc where pc.customer_id = crm_customer.id and pc.status = 1)`,
      LastInquiryAt: t.lastInquiryAt,
      LastOrderAt: t.lastOrderAt,
      PoolEnteredAt: t.poolEnteredAt,
    },
    filterBy: {
      ...customerDictFilters(t),
      PendingClaim: (v) =>
        sql`${v ? sql`` : sql`not`} exists (select 1 from crm_pool_claim pc where pc.customer_id = crm_customer.id and pc.status = 1)`,
    },
    exportAs: {
      PreviousOwnerId: sql`(select u.name from sys_user u where u.id = crm_customer.previous_owner_id)`,
      TenantId: sql`(select x.name from sys_tenant x where x.id = crm_customer.tenant_id)`,
    },
  });

  app.get('/merchant/crm/pool/quota', { config: { access: ACCESS.pool }, schema: { tags } }, async (req) =>
    ok(await quotaOf(env(req))),
  );

  app.get(
    '/merchant/crm/pool/:id',
    { config: { access: ACCESS.pool }, schema: { params: docIdParam, tags } },
    async (req) => {
      const [c] = await db
        .select()
        .from(t)
        .where(and(eq(t.id, req.params.id), ...inPool));
      if (!c) throw notFound('crm.customerNotFound');
      return ok(await maskedPoolDetail(db, c));
    },
  );

  app.put(
    '/merchant/crm/pool/:id/claim',
    { config: { access: ACCESS.pool }, schema: { params: docIdParam, body: z.object({}).nullish(), tags } },
    async (req) => {
      const user: AuthUser = req.auth();
      const res = await claimCustomer({ app: app.ctx, user, lang: req.lang }, req.params.id);
      return ok(
        { Pending: res.pending },
        translate(req.lang, res.pending ? 'crm.claimSubmitted' : 'crm.claimed'),
      );
    },
  );
};
