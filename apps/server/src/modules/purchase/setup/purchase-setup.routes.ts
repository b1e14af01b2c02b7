import { PURCHASE_ORDER_MENUS } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import {
  PURCHASE_DELIVERY_STATS_MENU,
  PURCHASE_SETUP_MENU,
} from '@partdesk/shared/purchase/setup/purchase-setup.codes';
import {
  deliveryStatsBody,
  purchaseSetupBody,
} from '@partdesk/shared/purchase/setup/purchase-setup.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, requestEnv } from '../../../core/http/index.js';
import { deliveryStats } from './delivery-stats.js';
import { readPurchaseSetup, updatePurchaseSetup } from './purchase-setup.js';

/** Route access (menu codes of packages/shared/src/access/menu-tree.ts; decision 0048). */
export const PURCHASE_SETUP_ACCESS = {
  /** The PO form reads the default terms. */
  read: { grantedBy: [PURCHASE_SETUP_MENU, PURCHASE_ORDER_MENUS.add] },
  write: { grantedBy: [PURCHASE_SETUP_MENU] },
  stats: { grantedBy: [PURCHASE_DELIVERY_STATS_MENU] },
} as const;

const tags = ['purchase'];

/** /merchant/purchase/setup and /deliverystats — thin: parse, call, answer. */
export const purchaseSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  app.get(
    '/merchant/purchase/setup',
    {
      config: { access: PURCHASE_SETUP_ACCESS.read },
      schema: {
        tags,
        summary: 'Purchasing settings: PO review threshold, default terms, inbound warehouses',
      },
    },
    async (req) => ok(await readPurchaseSetup(app.ctx.db, req.lang)),
  );
  app.put(
    '/merchant/purchase/setup',
    {
      config: { access: PURCHASE_SETUP_ACCESS.write },
      schema: { tags, summary: 'Change the purchasing settings at Version', body: purchaseSetupBody },
    },
    async (req) => ok(await updatePurchaseSetup(env(req), req.body)),
  );
  app.post(
    '/merchant/purchase/deliverystats',
    {
      config: { access: PURCHASE_SETUP_ACCESS.stats },
      schema: {
        tags,
        summary: 'On-time, partial and late PO lines per supplier and per buyer (buyer scope)',
        body: deliveryStatsBody,
      },
    },
    async (req) => ok(await deliveryStats(env(req), req.body)),
  );
};
