import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { docIdParam } from '../../../core/documents/index.js';
import { ok, requestEnv } from '../../../core/http/index.js';
import { ACCESS } from '../crm-access.js';
import { addCustomerPart } from './use-cases/add-customer-part.js';
import { changeCustomerPart } from './use-cases/change-customer-part.js';
import { listCustomerParts } from './use-cases/list-customer-parts.js';
import { removeCustomerPart } from './use-cases/remove-customer-part.js';

const tags = ['crm'];
const partBody = z.object({
  CustomerPn: z.string().trim().min(1).max(64),
  Mpn: z.string().trim().min(1).max(64),
  Brand: z.string().trim().max(64).default(''),
  Description: z.string().trim().max(300).default(''),
  Remark: z.string().trim().max(300).default(''),
});

/**
 * A customer's own part numbers (their PN ↔ MPN): list, add, change, remove. The customer's owner
 * (or a caller who sees all) only; a PN is unique per customer, case-insensitively (409). The rules
 * live in use-cases/*-customer-part.ts.
 */
export const customerPartRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);

  app.get(
    '/merchant/crm/customer/:id/parts',
    { config: { access: ACCESS.detail }, schema: { params: docIdParam, tags } },
    async function listParts(req) {
      return ok(await listCustomerParts(env(req), req.params.id));
    },
  );

  app.post(
    '/merchant/crm/customer/:id/part',
    { config: { access: ACCESS.edit }, schema: { params: docIdParam, body: partBody, tags } },
    async function addPart(req) {
      return ok(await addCustomerPart(env(req), req.params.id, req.body));
    },
  );

  app.put(
    '/merchant/crm/part/:id',
    { config: { access: ACCESS.edit }, schema: { params: docIdParam, body: partBody, tags } },
    async function changePart(req) {
      return ok(await changeCustomerPart(env(req), req.params.id, req.body));
    },
  );

  app.put(
    '/merchant/crm/part/:id/delete',
    { config: { access: ACCESS.edit }, schema: { params: docIdParam, body: z.object({}).nullish(), tags } },
    async function removePart(req) {
      await removeCustomerPart(env(req), req.params.id);
      return ok(null);
    },
  );
};
