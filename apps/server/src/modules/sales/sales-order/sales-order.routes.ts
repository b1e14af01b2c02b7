import { isoDay } from '@partdesk/shared/core/dates';
import { SALES_ORDER_MENUS, SALES_ORDER_PERMITS } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import {
  orderableQuoteLinesQuery,
  salesOrderCreateBody,
  salesOrderMergeBody,
  salesOrderScheduleBody,
  salesOrderUpdateBody,
} from '@partdesk/shared/sales/sales-order/sales-order.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { ok } from '../../../core/http/envelope.js';
import { type Env, requestEnv } from '../../../core/http/index.js';
import { detailFor } from '../margin/cost-visibility.js';
import { registerSalesOrderList } from './sales-order.list.js';
import { loadSalesOrder, salesOrderDetail } from './sales-order.queries.js';
import { orderableQuoteLines } from './sales-order-quote-lines.js';
import { orderSchedule, registerScheduleList, replaceLineSchedule } from './sales-order-schedule.js';
import { createSalesOrder } from './use-cases/create-sales-order.js';
import { mergeSalesOrders } from './use-cases/merge-sales-orders.js';
import { updateSalesOrder } from './use-cases/update-sales-order.js';

const M = SALES_ORDER_MENUS;
/** Route access (menu codes of packages/shared/src/access/menu-tree.ts). */
export const SALES_ORDER_ACCESS = {
  /** The order screens and the three review queues (a reviewer opens the order from the queue). */
  list: { grantedBy: [M.list, M.detail, M.review, M.marginReview, M.purchaseReview] },
  create: { grantedBy: [M.add, M.fromQuote] },
  edit: { grantedBy: [M.edit, M.list] },
  /** Button 0102 on the list (merge). */
  schedule: { grantedBy: [M.schedule, M.edit, M.list] },
  merge: { grantedBy: [`${M.list}:${SALES_ORDER_PERMITS.merge}`] },
} as const;

const tags = ['sales'];

/** /merchant/sale/salesorder: list (kit), detail, create — thin: parse, call the use case, answer. */
export const salesOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerSalesOrderList(app, SALES_ORDER_ACCESS.list);
  await registerScheduleList(app, SALES_ORDER_ACCESS.schedule);

  async function detail(e: Env, id: number) {
    await loadSalesOrder(app.ctx.db, e.user, id);
    return ok(detailFor(e.user, await salesOrderDetail(app.ctx.db, id)));
  }
  async function create(e: Env, body: z.infer<typeof salesOrderCreateBody>) {
    const row = await createSalesOrder(e, body);
    return ok({ Id: row.id, No: row.no, Version: row.version });
  }

  app.get(
    '/merchant/sale/salesorder/quotelines',
    {
      config: { access: SALES_ORDER_ACCESS.create },
      schema: {
        tags,
        summary: "The orderable lines of a customer's valid or sent quotes (createdSalesOrder picker)",
        querystring: orderableQuoteLinesQuery,
      },
    },
    async (req) => {
      const day = isoDay(app.ctx.clock.now());
      return ok(await orderableQuoteLines(app.ctx.db, req.auth(), req.query.customerId, day));
    },
  );
  app.get(
    '/merchant/sale/salesorder/:id',
    {
      config: { access: SALES_ORDER_ACCESS.list },
      schema: { tags, summary: 'One sales order with its lines', params: docIdParam },
    },
    (req) => detail(env(req), req.params.id),
  );
  app.post(
    '/merchant/sale/salesorder',
    {
      config: { access: SALES_ORDER_ACCESS.create },
      schema: { tags, summary: 'Create a sales order (draft)', body: salesOrderCreateBody },
    },
    (req) => create(env(req), req.body),
  );
  app.put(
    '/merchant/sale/salesorder/:id',
    {
      config: { access: SALES_ORDER_ACCESS.edit },
      schema: {
        tags,
        summary: 'Edit a sales order at its Version (lines by Id)',
        params: docIdParam,
        body: salesOrderUpdateBody,
      },
    },
    async (req) => ok(await updateSalesOrder(env(req), req.params.id, req.body)),
  );
  app.put(
    '/merchant/sale/salesorder/merge',
    {
      config: { access: SALES_ORDER_ACCESS.merge },
      schema: {
        tags,
        summary: 'Merge two or more orders into a new draft (button 0102); the sources are voided',
        body: salesOrderMergeBody,
      },
    },
    async (req) => ok(await mergeSalesOrders(env(req), req.body)),
  );
  app.get(
    '/merchant/sale/salesorder/:id/schedule',
    {
      config: { access: SALES_ORDER_ACCESS.schedule },
      schema: { tags, summary: "An order's dated deliveries", params: docIdParam },
    },
    async (req) => {
      await loadSalesOrder(app.ctx.db, req.auth(), req.params.id);
      return ok(await orderSchedule(app.ctx.db, req.params.id));
    },
  );
  app.put(
    '/merchant/sale/salesorder/:id/schedule',
    {
      config: { access: SALES_ORDER_ACCESS.schedule },
      schema: {
        tags,
        summary: "Replace a line's dated deliveries (Σ ≤ line quantity), at the order's Version",
        params: docIdParam,
        body: salesOrderScheduleBody,
      },
    },
    async (req) => ok(await replaceLineSchedule(env(req), req.params.id, req.body)),
  );
};
