import {
  DELIVERY_STATS_MENU,
  deliveryStatsBody,
} from '@partdesk/shared/logistics/delivery-stats/delivery-stats.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../core/http/envelope.js';
import { checkDeliveryStatsRange, deliveryStats } from './delivery-stats.queries.js';

/** Holding the screen `sales/sales-deliverystats` reads it (sales roles see their own shipments: scope). */
export const DELIVERY_STATS_ACCESS = { grantedBy: [DELIVERY_STATS_MENU] } as const;

/** `/sales/sales-deliverystats`: shipped shipments per month, courier and country, on time vs required. */
export const deliveryStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/merchant/logistics/deliverystats/Query',
    {
      config: { access: DELIVERY_STATS_ACCESS },
      schema: {
        body: deliveryStatsBody,
        tags: ['logistics'],
        summary: 'Shipments per month, courier and country; on time vs the required date',
      },
    },
    async function deliveryStatsQuery(req) {
      checkDeliveryStatsRange(req.body, req.lang);
      return ok(await deliveryStats(app.ctx.db, req.auth(), req.body, req.lang));
    },
  );
};
