import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_MENU } from '../../core/access/access.js';
import { ok, requestEnv } from '../../core/http/index.js';
import {
  listCountries,
  listCustomerExpressAccounts,
  listDeclares,
  listExpressCompanies,
  listForwarders,
  listRegions,
  listWorkingProcedures,
  loadDeclareRule,
} from './logistics.queries.js';

const access = { grantedBy: [ANY_MENU] } as const;
const tags = ['lookups'];
const id = z.coerce.number().int().positive();
/** In a JSON body an id is a number: coercion would take `true` or `[[1]]` for 1. */
const bodyId = z.number().int().positive();
const forwardingType = z.union([z.literal(5), z.literal(6)]);

/**
 * Countries, regions, couriers, forwarders, customs declaration, process steps (warehouses: inventory). Thin: the
 * reads live in logistics.queries.ts.
 */
export const logisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);

  app.get('/common/GetCountryList', { config: { access }, schema: { tags } }, async function countries(req) {
    return ok(await listCountries(env(req)));
  });

  app.get('/merchant/common/region', { config: { access }, schema: { tags } }, async function regions(req) {
    return ok(await listRegions(env(req)));
  });

  app.get(
    '/merchant/common/business',
    { config: { access }, schema: { tags } },
    async function expressCompanies(req) {
      return ok(await listExpressCompanies(env(req)));
    },
  );

  app.post(
    '/merchant/common/forwarding',
    {
      config: { access },
      schema: {
        body: z
          .object({
            tenantId: bodyId.optional(),
            forwardingCompanyType: z.union([forwardingType, z.array(forwardingType).max(2)]).optional(),
          })
          .nullish(),
        tags,
      },
    },
    async function forwarders(req) {
      const b = req.body ?? {};
      const types = b.forwardingCompanyType === undefined ? [5, 6] : [b.forwardingCompanyType].flat();
      return ok(await listForwarders(env(req), { tenantId: b.tenantId, types }));
    },
  );

  app.get(
    '/merchant/common/declare/getenabledeclares',
    { config: { access }, schema: { tags } },
    async function enabledDeclares(req) {
      return ok(await listDeclares(env(req), true));
    },
  );

  app.get(
    '/merchant/common/declare/getdeclares',
    { config: { access }, schema: { tags } },
    async function declares(req) {
      return ok(await listDeclares(env(req), false));
    },
  );

  app.get(
    '/merchant/common/declare/getrule',
    { config: { access }, schema: { querystring: z.object({ tenantId: id.optional() }), tags } },
    async function declareRule(req) {
      return ok(await loadDeclareRule(env(req), req.query.tenantId));
    },
  );

  app.get(
    '/merchant/common/businesscustomer',
    {
      config: { access },
      schema: { querystring: z.object({ customerId: id, freightCompanyId: id.optional() }), tags },
    },
    async function customerExpressAccounts(req) {
      return ok(await listCustomerExpressAccounts(env(req), req.query));
    },
  );

  app.post(
    '/merchant/common/workingprocedure',
    { config: { access }, schema: { body: z.record(z.string(), z.unknown()).nullish(), tags } },
    async function workingProcedures(req) {
      return ok(await listWorkingProcedures(env(req), req.body));
    },
  );
};
