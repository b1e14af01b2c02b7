import { creditChangeResource, levelChangeResource } from '@partdesk/shared/crm/change-resource';
import { type Column, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../core/http/envelope.js';
import { registerResource } from '../../../core/resource/index.js';
import {
  assertCustomerAccess,
  customerBoundScope,
  loadCustomer,
  OPS_ACCESS,
  OPS_MENU,
} from '../crm-ops-access.js';
import { crmCreditChange, crmLevelChange } from './change-request.table.js';
import { requestCreditChange, requestLevelChange } from './change.service.js';
import { remainingCredit } from './credit.js';
import { docIdParam } from '../../../core/documents/index.js';
import { requestEnv } from '../../../core/http/index.js';

const tags = ['crm'];
const reason = z.string().trim().max(500).default('');
const version = z.number().int().positive();

const customerCols = (customerId: Column) => ({
  CustomerId: customerId,
  CustomerCode: sql<string>`(select c.code from crm_customer c where c.id = ${customerId})`,
  CustomerName: sql<string>`(select c.short_name from crm_customer c where c.id = ${customerId})`,
  OwnerId: sql<number | null>`(select c.owner_id from crm_customer c where c.id = ${customerId})`,
});

/** Level and credit-limit change requests (level-audit, credit-audit) and the remaining credit. */
export const changeRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  app.post(
    '/merchant/crm/customer/:id/levelchange',
    {
      config: { access: OPS_ACCESS.changeRequest },
      schema: {
        tags,
        summary: 'Request a customer level change (level-audit review)',
        params: docIdParam,
        body: z.object({
          ToLevel: z.coerce.number().int().min(1).max(32767),
          Reason: reason,
          Version: version,
        }),
      },
    },
    async (req) => ok(await requestLevelChange(env(req), req.params.id, req.body)),
  );

  app.post(
    '/merchant/crm/customer/:id/creditchange',
    {
      config: { access: OPS_ACCESS.changeRequest },
      schema: {
        tags,
        summary: 'Request a credit limit change (credit-audit review, finance)',
        params: docIdParam,
        body: z.object({ ToLimit: z.string().trim().min(1).max(24), Reason: reason, Version: version }),
      },
    },
    async (req) => ok(await requestCreditChange(env(req), req.params.id, req.body)),
  );

  app.get(
    '/merchant/crm/customer/:id/remainingcredit',
    {
      config: { access: OPS_ACCESS.remainingCredit },
      schema: {
        tags,
        summary: 'Remaining credit = credit limit − open receivables',
        params: docIdParam,
        querystring: z.object({ currency: z.string().trim().length(3).optional() }),
      },
    },
    async (req) => {
      const user = req.auth();
      const c = await loadCustomer(app.ctx.db, req.params.id);
      if (!user.grants.has(OPS_MENU.creditAudit)) assertCustomerAccess(user, c);
      const r = await remainingCredit(app.ctx.db, c.id, req.query.currency);
      return ok({
        CustomerId: c.id,
        Currency: r.currency,
        CreditLimit: r.limit,
        OpenReceivables: r.openReceivables,
        RemainingCredit: r.remaining,
      });
    },
  );

  await registerResource(app, levelChangeResource, {
    from: crmLevelChange,
    access: OPS_ACCESS.levelList,
    tieBreaker: crmLevelChange.id,
    scopeWhere: customerBoundScope(crmLevelChange.customerId, [OPS_MENU.levelAudit]),
    columns: {
      Id: crmLevelChange.id,
      ...customerCols(crmLevelChange.customerId),
      FromLevel: sql<string>`${crmLevelChange.fromLevel}::text`,
      ToLevel: sql<string>`${crmLevelChange.toLevel}::text`,
      Reason: crmLevelChange.reason,
      Status: crmLevelChange.status,
      CreatedBy: crmLevelChange.createdBy,
      CreatedAt: crmLevelChange.createdAt,
      DecidedBy: crmLevelChange.decidedBy,
      DecidedAt: crmLevelChange.decidedAt,
      Version: crmLevelChange.version,
    },
    filterBy: {
      CustomerCode: (p) =>
        sql`exists (select 1 from crm_customer c where c.id = ${crmLevelChange.customerId} and c.code ilike ${p})`,
      CustomerName: (p) =>
        sql`exists (select 1 from crm_customer c where c.id = ${crmLevelChange.customerId} and concat_ws(' ', c.short_name, c.name) ilike ${p})`,
      OwnerId: (v) =>
        sql`exists (select 1 from crm_customer c where c.id = ${crmLevelChange.customerId} and c.owner_id = ${v})`,
    },
  });

  await registerResource(app, creditChangeResource, {
    from: crmCreditChange,
    access: OPS_ACCESS.creditList,
    tieBreaker: crmCreditChange.id,
    scopeWhere: customerBoundScope(crmCreditChange.customerId, [OPS_MENU.creditAudit]),
    columns: {
      Id: crmCreditChange.id,
      ...customerCols(crmCreditChange.customerId),
      Currency: crmCreditChange.currency,
      FromLimit: crmCreditChange.fromLimit,
      ToLimit: crmCreditChange.toLimit,
      Reason: crmCreditChange.reason,
      Status: crmCreditChange.status,
      CreatedBy: crmCreditChange.createdBy,
      CreatedAt: crmCreditChange.createdAt,
      DecidedBy: crmCreditChange.decidedBy,
      DecidedAt: crmCreditChange.decidedAt,
      Version: crmCreditChange.version,
    },
    filterBy: {
      CustomerCode: (p) =>
        sql`exists (select 1 from crm_customer c where c.id = ${crmCreditChange.customerId} and c.code ilike ${p})`,
      CustomerName: (p) =>
        sql`exists (select 1 from crm_customer c where c.id = ${crmCreditChange.customerId} and concat_ws(' ', c.short_name, c.name) ilike ${p})`,
      OwnerId: (v) =>
        sql`exists (select 1 from crm_customer c where c.id = ${crmCreditChange.customerId} and c.owner_id = ${v})`,
    },
  });
};
