import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { docIdParam } from '../../../core/documents/index.js';
import { ok } from '../../../core/http/envelope.js';
import { requestEnv } from '../../../core/http/index.js';
import { INVENTORY_ACCESS } from '../inventory-access.js';
import { cashStockListRoutes } from './cash-stock.list.js';
import { lotCost } from './cash-stock.queries.js';
import { repriceLots } from './use-cases/reprice-lots.js';
import { setCashPrice } from './use-cases/set-cash-price.js';

const tags = ['inventory'];

/** /product/cashStock: own stock (cash-stock.list.ts), a lot's cost, its cash price by hand, re-pricing. */
export const cashStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await app.register(cashStockListRoutes);

  app.get(
    '/merchant/product/cashstock/:id/cost',
    {
      config: { access: INVENTORY_ACCESS.cost },
      schema: { tags, summary: "A lot's cost and the cash price the rules give it", params: docIdParam },
    },
    async function lotCostRoute(req) {
      return ok(await lotCost(app.ctx.db, req.params.id));
    },
  );

  app.put(
    '/merchant/product/cashstock/:id/cashprice',
    {
      config: { access: INVENTORY_ACCESS.pricing },
      schema: {
        tags,
        summary: "Set a lot's cash price by hand (null: back to the rules); recorded in history",
        params: docIdParam,
        body: z.object({ CashPrice: z.string().max(24).nullable() }),
      },
    },
    async function setCashPriceRoute(req) {
      return ok(await setCashPrice(env(req), req.params.id, req.body));
    },
  );

  app.put(
    '/merchant/product/cashstock/reprice',
    {
      config: { access: INVENTORY_ACCESS.pricing },
      schema: { tags, summary: 'Re-price by the rules every lot with stock not priced by hand' },
    },
    async function repriceRoute(req) {
      return ok(await repriceLots(env(req)));
    },
  );
};
