import { SALES_ORDER_MENUS } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import {
  SPOT_SUPPLY_MENU,
  SPOT_SUPPLY_PURCHASE_MENU,
  SPOT_SUPPLY_REVIEW_MENUS,
} from '@partdesk/shared/sales/spot-supply/spot-supply.codes';
import { spotSupplyCreateBody } from '@partdesk/shared/sales/spot-supply/spot-supply.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../../../core/access/access.js';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { ok } from '../../../core/http/envelope.js';
import { type Env, notFound, requestEnv } from '../../../core/http/index.js';
import { loadSalesOrder } from '../sales-order/sales-order.queries.js';
import { registerSpotSupplyList, registerSpotSupplyPurchaseList } from './spot-supply.list.js';
import { availableLotsOf, loadSpotSupply, spotOrderLines, spotSupplyDetail } from './spot-supply.queries.js';
import { createSpotSupply } from './use-cases/create-spot-supply.js';

/** Route access (menu codes of packages/shared/src/access/menu-tree.ts). */
export const SPOT_SUPPLY_ACCESS = {
  list: { grantedBy: [SPOT_SUPPLY_MENU, SPOT_SUPPLY_REVIEW_MENUS.sales] },
  purchaseList: { grantedBy: [SPOT_SUPPLY_PURCHASE_MENU, SPOT_SUPPLY_REVIEW_MENUS.purchase] },
  detail: {
    grantedBy: [
      SPOT_SUPPLY_MENU,
      SPOT_SUPPLY_PURCHASE_MENU,
      SPOT_SUPPLY_REVIEW_MENUS.sales,
      SPOT_SUPPLY_REVIEW_MENUS.purchase,
    ],
  },
  create: { grantedBy: [SPOT_SUPPLY_MENU] },
  pickers: { grantedBy: [SPOT_SUPPLY_MENU, SALES_ORDER_MENUS.list] },
} as const;

const tags = ['sales'];
const base = '/merchant/sale/spotsupply';
const lotsQuery = z.object({ Mpn: z.string().trim().min(1).max(100) });

/**
 * /merchant/sale/spotsupply: the sales list (kit), detail, create, the pickers (an order's open lines,
 * a part's available lots); /merchant/purchase/spotsupply: the purchase-side list. Thin.
 */
export const spotSupplyRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerSpotSupplyList(app, SPOT_SUPPLY_ACCESS.list);
  await registerSpotSupplyPurchaseList(app, SPOT_SUPPLY_ACCESS.purchaseList);

  /** Seen by the sales row rule, or by whoever holds the purchase-side list (every row there). */
  async function detail(user: AuthUser, id: number) {
    const purchaseSide = user.isAdmin || user.grants.has(SPOT_SUPPLY_PURCHASE_MENU);
    if (!purchaseSide) await loadSpotSupply(app.ctx.db, user, id);
    const found = await spotSupplyDetail(app.ctx.db, id);
    if (!found) throw notFound();
    return ok(found);
  }
  async function create(e: Env, body: z.infer<typeof spotSupplyCreateBody>) {
    const row = await createSpotSupply(e, body);
    return ok({ Id: row.id, No: row.no, Version: row.version });
  }
  async function orderLines(e: Env, orderId: number) {
    await loadSalesOrder(app.ctx.db, e.user, orderId);
    return ok({ Records: await spotOrderLines(app.ctx.db, orderId) });
  }
  async function lots(mpn: string) {
    return ok({ Records: await availableLotsOf(app.ctx.db, mpn) });
  }

  app.get(
    `${base}/lots`,
    {
      config: { access: SPOT_SUPPLY_ACCESS.pickers },
      schema: { tags, summary: 'Available own lots of a part (passed QC)', querystring: lotsQuery },
    },
    (req) => lots(req.query.Mpn),
  );
  app.get(
    `${base}/order/:id/lines`,
    {
      config: { access: SPOT_SUPPLY_ACCESS.pickers },
      schema: { tags, summary: "An order's lines with their open quantity", params: docIdParam },
    },
    (req) => orderLines(env(req), req.params.id),
  );
  app.get(
    `${base}/:id`,
    {
      config: { access: SPOT_SUPPLY_ACCESS.detail },
      schema: { tags, summary: 'One spot supply with its lines', params: docIdParam },
    },
    (req) => detail(req.auth(), req.params.id),
  );
  app.post(
    base,
    {
      config: { access: SPOT_SUPPLY_ACCESS.create },
      schema: {
        tags,
        summary: 'Take own lots for lines of an approved sales order',
        body: spotSupplyCreateBody,
      },
    },
    (req) => create(env(req), req.body),
  );
};
