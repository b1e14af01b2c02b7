import { DECLARE_MENU, declareRuleBody } from '@partdesk/shared/logistics/declare/declare.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestEnv } from '../../../core/http/index.js';
import { declareRuleOf, listDeclareOptions } from './declare.queries.js';
import { saveDeclareRuleOf } from './use-cases/save-declare-rule.js';
import { setDeclareOptionEnabled } from './use-cases/set-declare-enabled.js';

/** The finance setup screen `finance-setup/declare` (finance roles hold `finance/*`; administrators). */
const access = { grantedBy: [DECLARE_MENU] } as const;
const tags = ['logistics'];
const params = z.object({ id: z.coerce.number().int().positive() });

/**
 * Declaration options (enable / disable) and the rule (decision 0052); the lookups
 * `/merchant/common/declare/*` answer from the same rows.
 */
export const declareRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);

  app.get(
    '/merchant/logistics/declare',
    {
      config: { access },
      schema: {
        tags,
        querystring: z.object({ tenantId: z.coerce.number().int().positive().optional() }),
        summary: 'Declaration options and the rule in force (of tenantId, else the caller’s company)',
      },
    },
    async function declareSetup(req) {
      const db = app.ctx.db;
      const tenantId = req.query.tenantId ?? req.auth().tenantId;
      return ok({ Options: await listDeclareOptions(db), Rule: await declareRuleOf(db, tenantId) });
    },
  );

  app.put(
    '/merchant/logistics/declare/rule',
    { config: { access }, schema: { tags, body: declareRuleBody, summary: 'Save the declaration rule' } },
    async function saveDeclareRule(req) {
      return ok(await saveDeclareRuleOf(env(req), req.body));
    },
  );

  app.put(
    '/merchant/logistics/declare/:id/enable',
    { config: { access }, schema: { tags, params, summary: 'Enable a declaration option' } },
    async function enableDeclare(req) {
      return ok(await setDeclareOptionEnabled(env(req), req.params.id, true));
    },
  );

  app.put(
    '/merchant/logistics/declare/:id/disable',
    { config: { access }, schema: { tags, params, summary: 'Disable a declaration option' } },
    async function disableDeclare(req) {
      return ok(await setDeclareOptionEnabled(env(req), req.params.id, false));
    },
  );
};
