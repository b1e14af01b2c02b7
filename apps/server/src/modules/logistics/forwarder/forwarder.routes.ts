import { FORWARDER_MENU, forwarderBody } from '@partdesk/shared/logistics/forwarder/forwarder.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestEnv } from '../../../core/http/index.js';
import { listForwarderRows } from './forwarder.queries.js';
import { saveForwarder, setForwarderDeactivated } from './use-cases/save-forwarder.js';

/** The finance setup screen `finance-setup/workdocking` (finance roles hold `finance/*`; administrators). */
const access = { grantedBy: [FORWARDER_MENU] } as const;
const tags = ['logistics'];
const P = '/merchant/logistics/forwarding';
const params = z.object({ id: z.coerce.number().int().positive() });

/** Forwarders and their hand-over details, deactivate / activate (decision 0059). */
export const forwarderRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);

  app.get(
    P,
    {
      config: { access },
      schema: {
        tags,
        querystring: z.object({ TenantId: z.coerce.number().int().positive().optional() }),
        summary: 'Every forwarder (deactivated too) with its hand-over details',
      },
    },
    async function forwarders(req) {
      return ok({ Records: await listForwarderRows(app.ctx.db, req.query.TenantId) });
    },
  );

  app.post(
    P,
    { config: { access }, schema: { tags, body: forwarderBody, summary: 'Add a forwarder' } },
    async function createForwarder(req) {
      return ok(await saveForwarder(env(req), null, req.body));
    },
  );

  app.put(
    `${P}/:id`,
    { config: { access }, schema: { tags, params, body: forwarderBody, summary: 'Change a forwarder' } },
    async function updateForwarder(req) {
      return ok(await saveForwarder(env(req), req.params.id, req.body));
    },
  );

  app.put(
    `${P}/:id/deactivate`,
    { config: { access }, schema: { tags, params, summary: 'Deactivate a forwarder' } },
    async function deactivateForwarder(req) {
      return ok(await setForwarderDeactivated(env(req), req.params.id, true));
    },
  );

  app.put(
    `${P}/:id/activate`,
    { config: { access }, schema: { tags, params, summary: 'Activate a forwarder' } },
    async function activateForwarder(req) {
      return ok(await setForwarderDeactivated(env(req), req.params.id, false));
    },
  );
};
