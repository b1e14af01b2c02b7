import { poChangeBody } from '@partdesk/shared/purchase/purchase-order-info/purchase-order-info.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { ok, requestEnv } from '../../../core/http/index.js';
import { PURCHASE_ORDER_ACCESS } from '../purchase-order/purchase-order.routes.js';
import { requestPoChange } from './use-cases/request-po-change.js';

/**
 * POST /merchant/purchase/purchaseorder/:id/change (the PO screens): a change to an approved PO's info
 * into the review `purchaseOrderInfo`; decided through `/merchant/review/purchaseOrderInfo/approve|reject`.
 */
export const poChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  app.post(
    '/merchant/purchase/purchaseorder/:id/change',
    {
      config: { access: PURCHASE_ORDER_ACCESS.edit },
      schema: {
        tags: ['purchase'],
        summary: "Ask to change an approved PO's info (review purchaseOrderInfo)",
        params: docIdParam,
        body: poChangeBody,
      },
    },
    async (req) => ok(await requestPoChange(env(req), req.params.id, req.body)),
  );
};
