import {
  CASH_REQUIREMENT_MENU,
  CASH_REQUIREMENT_REVIEW_MENU,
} from '@partdesk/shared/sales/cash-requirement/cash-requirement.codes';
import {
  cashRequirementCloseBody,
  cashRequirementCreateBody,
} from '@partdesk/shared/sales/cash-requirement/cash-requirement.contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { ok } from '../../../core/http/envelope.js';
import { type Env, requestEnv } from '../../../core/http/index.js';
import { cashRequirementColumns, registerCashRequirementList } from './cash-requirement.list.js';
import { loadCashRequirement } from './cash-requirement.queries.js';
import { salesCashRequirement } from './cash-requirement.table.js';
import { closeCashRequirement } from './use-cases/close-cash-requirement.js';
import { createCashRequirement } from './use-cases/create-cash-requirement.js';

/** Route access (menu codes of packages/shared/src/access/menu-tree.ts). */
export const CASH_REQUIREMENT_ACCESS = {
  list: { grantedBy: [CASH_REQUIREMENT_MENU, CASH_REQUIREMENT_REVIEW_MENU] },
  create: { grantedBy: [CASH_REQUIREMENT_MENU] },
} as const;

const tags = ['sales'];
const base = '/merchant/sale/cashrequirement';

/** /merchant/sale/cashrequirement: list (kit), detail, create, fulfil, close — thin. */
export const cashRequirementRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerCashRequirementList(app, CASH_REQUIREMENT_ACCESS.list);

  async function detail(e: Env, id: number) {
    const row = await loadCashRequirement(app.ctx.db, e.user, id);
    const [view] = await app.ctx.db
      .select(cashRequirementColumns)
      .from(salesCashRequirement)
      .where(eq(salesCashRequirement.id, row.id));
    return ok(view);
  }
  async function create(e: Env, body: z.infer<typeof cashRequirementCreateBody>) {
    const row = await createCashRequirement(e, body);
    return ok({ Id: row.id, No: row.no, Version: row.version });
  }
  const end =
    (to: 'fulfilled' | 'closed') =>
    async (e: Env, id: number, body: z.infer<typeof cashRequirementCloseBody>) =>
      ok(await closeCashRequirement(e, id, to, body));
  const fulfil = end('fulfilled');
  const close = end('closed');

  app.get(
    `${base}/:id`,
    {
      config: { access: CASH_REQUIREMENT_ACCESS.list },
      schema: { tags, summary: 'One cash requirement', params: docIdParam },
    },
    (req) => detail(env(req), req.params.id),
  );
  app.post(
    base,
    {
      config: { access: CASH_REQUIREMENT_ACCESS.create },
      schema: {
        tags,
        summary: 'Ask for own stock of a part (submitted for review)',
        body: cashRequirementCreateBody,
      },
    },
    (req) => create(env(req), req.body),
  );
  app.put(
    `${base}/:id/fulfil`,
    {
      config: { access: CASH_REQUIREMENT_ACCESS.list },
      schema: {
        tags,
        summary: 'Mark an approved requirement fulfilled',
        params: docIdParam,
        body: cashRequirementCloseBody,
      },
    },
    (req) => fulfil(env(req), req.params.id, req.body),
  );
  app.put(
    `${base}/:id/close`,
    {
      config: { access: CASH_REQUIREMENT_ACCESS.list },
      schema: {
        tags,
        summary: 'Close an approved requirement',
        params: docIdParam,
        body: cashRequirementCloseBody,
      },
    },
    (req) => close(env(req), req.params.id, req.body),
  );
};
