import { SALES_ORDER_MENUS, SALES_ORDER_PERMITS } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { salesOrderNotifyBody } from '@partdesk/shared/sales/sales-order/sales-order-actions.contract';
import { salesOrderVersionBody } from '@partdesk/shared/sales/sales-order/sales-order.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { ok } from '../../../core/http/envelope.js';
import { requestEnv } from '../../../core/http/index.js';
import { cancelSalesOrder } from './use-cases/cancel-sales-order.js';
import { notifySalesOrder } from './use-cases/notify-sales-order.js';
import { submitSalesOrder } from './use-cases/submit-sales-order.js';

const M = SALES_ORDER_MENUS;
/** Route access of the order's actions (decision 0033). */
export const SALES_ORDER_ACTION_ACCESS = {
  submit: { grantedBy: [M.edit, M.list] },
  /** Button 0101 "notify" on the order list. */
  notify: { grantedBy: [`${M.list}:${SALES_ORDER_PERMITS.notify}`] },
  cancel: { grantedBy: [M.edit, M.list] },
} as const;

const tags = ['sales'];

/** PUT /merchant/sale/salesorder/:id/{submit,notify,cancel} — thin: parse, call the use case, answer. */
export const salesOrderActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  app.put(
    '/merchant/sale/salesorder/:id/submit',
    {
      config: { access: SALES_ORDER_ACTION_ACCESS.submit },
      schema: {
        tags,
        summary: 'Submit a draft or rejected order for review',
        params: docIdParam,
        body: salesOrderVersionBody,
      },
    },
    async (req) => {
      const r = await submitSalesOrder(env(req), req.params.id, req.body.Version);
      return ok({ Status: r.status, Version: r.version });
    },
  );
  app.put(
    '/merchant/sale/salesorder/:id/notify',
    {
      config: { access: SALES_ORDER_ACTION_ACCESS.notify },
      schema: {
        tags,
        summary: 'Notify reserved stock to the warehouse (0101)',
        params: docIdParam,
        body: salesOrderNotifyBody,
      },
    },
    async (req) => ok(await notifySalesOrder(env(req), req.params.id, req.body)),
  );
  app.put(
    '/merchant/sale/salesorder/:id/cancel',
    {
      config: { access: SALES_ORDER_ACTION_ACCESS.cancel },
      schema: {
        tags,
        summary: 'Cancel an order (at once, or through the cancellation review)',
        params: docIdParam,
        body: salesOrderVersionBody,
      },
    },
    async (req) => {
      const r = await cancelSalesOrder(env(req), req.params.id, req.body);
      return ok({ Status: r.status, Version: r.version });
    },
  );
};
