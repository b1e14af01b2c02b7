import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../../core/http/app-error.js';
import { ok } from '../../../core/http/envelope.js';
import { pagingQuery, parsePaging } from '../../../core/list/list-query.js';
import { assertCustomerAccess, loadCustomer, OPS_ACCESS } from '../crm-ops-access.js';
import { customerTimeline, TRADE_MAX_DEPTH } from './trade.js';

/** customertrade: a customer's timeline over every registered source, merged by time, paged. */
export const tradeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/merchant/crm/customertrade',
    {
      config: { access: OPS_ACCESS.trade },
      schema: {
        tags: ['crm'],
        summary: "A customer's timeline (inquiries, quotes, orders, receipts, CRM events), newest first",
        querystring: z.object({ customerId: z.coerce.number().int().positive(), ...pagingQuery }),
      },
    },
    async (req) => {
      const page = parsePaging(req.query, { maxPageSize: 100 });
      if (page.pageIndex * page.pageSize > TRADE_MAX_DEPTH)
        throw badRequest('errors.fieldInvalid', { field: 'pageIndex' }, 'pageIndex');
      const c = await loadCustomer(app.ctx.db, req.query.customerId);
      assertCustomerAccess(req.auth(), c);
      return ok(await customerTimeline(app.ctx.db, c.id, page, req.lang));
    },
  );
};
