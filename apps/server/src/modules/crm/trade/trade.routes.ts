import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../core/http/envelope.js';
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
        querystring: z
          .object({
            customerId: z.coerce.number().int().positive(),
            pageIndex: z.coerce.number().int().min(1).default(1),
            pageSize: z.coerce.number().int().min(1).max(100).default(20),
          })
          .refine((q) => q.pageIndex * q.pageSize <= TRADE_MAX_DEPTH, {
            message: 'errors.fieldInvalid',
            path: ['pageIndex'],
          }),
      },
    },
    async (req) => {
      const c = await loadCustomer(app.ctx.db, req.query.customerId);
      assertCustomerAccess(req.auth(), c);
      return ok(await customerTimeline(app.ctx.db, c.id, req.query, req.lang));
    },
  );
};
