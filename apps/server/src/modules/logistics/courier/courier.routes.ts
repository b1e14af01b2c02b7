import { COURIER_MENU, courierBody } from '@partdesk/shared/logistics/courier/courier.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestEnv } from '../../../core/http/index.js';
import { listCouriers } from './courier.queries.js';
import { setCourierDeactivated } from './use-cases/deactivate-courier.js';
import { saveCourier } from './use-cases/save-courier.js';

/** The finance setup screen `finance-setup/express` (finance roles hold `finance/*`; administrators). */
const access = { grantedBy: [COURIER_MENU] } as const;
const tags = ['logistics'];
const params = z.object({ id: z.coerce.number().int().positive() });

/** Couriers: their accounts and volumetric divisor, deactivate / activate (decision 0052). */
export const courierRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);

  app.get(
    '/merchant/logistics/express',
    { config: { access }, schema: { tags, summary: 'Every courier with its accounts and divisor' } },
    async function couriers() {
      return ok({ Records: await listCouriers(app.ctx.db) });
    },
  );

  app.post(
    '/merchant/logistics/express',
    { config: { access }, schema: { tags, body: courierBody, summary: 'Add a courier' } },
    async function createCourier(req) {
      return ok(await saveCourier(env(req), null, req.body));
    },
  );

  app.put(
    '/merchant/logistics/express/:id',
    { config: { access }, schema: { tags, params, body: courierBody, summary: 'Change a courier' } },
    async function updateCourier(req) {
      return ok(await saveCourier(env(req), req.params.id, req.body));
    },
  );

  app.put(
    '/merchant/logistics/express/:id/deactivate',
    { config: { access }, schema: { tags, params, summary: 'Deactivate a courier' } },
    async function deactivateCourier(req) {
      return ok(await setCourierDeactivated(env(req), req.params.id, true));
    },
  );

  app.put(
    '/merchant/logistics/express/:id/activate',
    { config: { access }, schema: { tags, params, summary: 'Activate a courier' } },
    async function activateCourier(req) {
      return ok(await setCourierDeactivated(env(req), req.params.id, false));
    },
  );
};
