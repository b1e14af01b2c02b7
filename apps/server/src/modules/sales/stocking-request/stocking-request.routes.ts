import { SALES_ORDER_MENUS } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { STOCKING_REQUEST_MENUS } from '@partdesk/shared/sales/stocking-request/stocking-request.codes';
import {
  stockingAbolishBody,
  stockingRequestCreateBody,
  stockingResolveBody,
} from '@partdesk/shared/sales/stocking-request/stocking-request.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { ok } from '../../../core/http/envelope.js';
import { type Env, requestEnv } from '../../../core/http/index.js';
import { registerStockingRequestList } from './stocking-request.list.js';
import { loadStockingRequest, stockingRequestDetail } from './stocking-request.queries.js';
import { abolishStockingLines } from './use-cases/abolish-stocking-lines.js';
import { createStockingRequest } from './use-cases/create-stocking-request.js';
import { resolveStockingException } from './use-cases/resolve-stocking-exception.js';

const M = STOCKING_REQUEST_MENUS;
/** Route access (menu codes of packages/shared/src/access/menu-tree.ts). */
export const STOCKING_REQUEST_ACCESS = {
  /** Also the order's review queues: a reviewer opens the order's stocking requests from there. */
  list: {
    grantedBy: [
      M.queue,
      M.approvals,
      M.orderList,
      M.orderDetail,
      SALES_ORDER_MENUS.review,
      SALES_ORDER_MENUS.marginReview,
      SALES_ORDER_MENUS.purchaseReview,
    ],
  },
  /**
   * The salesperson, from the order screens (the order list: every sales role holds it; the detail
   * screen alone is also the reviewers' — purchasing and finance —, who never ask for stocking).
   */
  create: { grantedBy: [M.orderList] },
  resolve: { grantedBy: [M.orderList] },
  /** Purchasing leads (the stock-approval-list screen). */
  abolish: { grantedBy: [M.approvals] },
} as const;

const tags = ['sales'];

/** /merchant/sale/stockingrequest: list (kit), detail, create, abolish, resolve — thin: parse, call, answer. */
export const stockingRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerStockingRequestList(app, STOCKING_REQUEST_ACCESS.list);

  async function detail(e: Env, id: number) {
    await loadStockingRequest(app.ctx.db, e.user, id);
    return ok(await stockingRequestDetail(app.ctx.db, id));
  }
  async function create(e: Env, body: z.infer<typeof stockingRequestCreateBody>) {
    const row = await createStockingRequest(e, body);
    return ok({ Id: row.id, No: row.no, Version: row.version });
  }
  async function abolish(e: Env, id: number, body: z.infer<typeof stockingAbolishBody>) {
    return ok(await abolishStockingLines(e, id, body));
  }
  async function resolve(e: Env, id: number, body: z.infer<typeof stockingResolveBody>) {
    return ok(await resolveStockingException(e, id, body));
  }

  app.get(
    '/merchant/sale/stockingrequest/:id',
    {
      config: { access: STOCKING_REQUEST_ACCESS.list },
      schema: { tags, summary: 'One stocking request with its lines', params: docIdParam },
    },
    (req) => detail(env(req), req.params.id),
  );
  app.post(
    '/merchant/sale/stockingrequest',
    {
      config: { access: STOCKING_REQUEST_ACCESS.create },
      schema: {
        tags,
        summary: 'Request stocking for order lines (submitted for review)',
        body: stockingRequestCreateBody,
      },
    },
    (req) => create(env(req), req.body),
  );
  app.put(
    '/merchant/sale/stockingrequest/:id/abolish',
    {
      config: { access: STOCKING_REQUEST_ACCESS.abolish },
      schema: {
        tags,
        summary: 'Mark approved lines failed (stocking exception)',
        params: docIdParam,
        body: stockingAbolishBody,
      },
    },
    (req) => abolish(env(req), req.params.id, req.body),
  );
  app.put(
    '/merchant/sale/stockingrequest/:id/resolve',
    {
      config: { access: STOCKING_REQUEST_ACCESS.resolve },
      schema: {
        tags,
        summary: 'Re-source or cancel failed lines',
        params: docIdParam,
        body: stockingResolveBody,
      },
    },
    (req) => resolve(env(req), req.params.id, req.body),
  );
};
