import {
  INTERNAL_STOCK_ORDER_CANCELLABLE,
  INTERNAL_STOCK_ORDER_EDITABLE,
  INTERNAL_STOCK_ORDER_MENU,
  INTERNAL_STOCK_ORDER_REVIEW,
  INTERNAL_STOCK_ORDER_STATUS,
} from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.codes';
import {
  internalStockOrderActionBody,
  internalStockOrderCreateBody,
  internalStockOrderUpdateBody,
} from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { type Env, ok, requestEnv } from '../../../core/http/index.js';
import { reviewRequest } from '../../../core/reviews/index.js';
import { internalStockOrderColumns, registerInternalStockOrderList } from './internal-stock-order.list.js';
import {
  loadInternalStockOrder,
  stockOrderLinesOf,
  stockOrderLinesOnPo,
} from './internal-stock-order.queries.js';
import { purInternalStockOrder } from './internal-stock-order.table.js';
import { cancelInternalStockOrder } from './use-cases/cancel-internal-stock-order.js';
import { createInternalStockOrder } from './use-cases/create-internal-stock-order.js';
import { submitInternalStockOrder } from './use-cases/submit-internal-stock-order.js';
import { updateInternalStockOrder } from './use-cases/update-internal-stock-order.js';

/** Route access (menu codes of packages/shared/src/access/menu-tree.ts). */
export const INTERNAL_STOCK_ORDER_ACCESS = {
  /** List, detail and every write: the NB screen (buyers, purchasing leads; decided there by the head). */
  screen: { grantedBy: [INTERNAL_STOCK_ORDER_MENU] },
} as const;

const tags = ['purchase'];

/**
 * One NB: the list's columns, `Lines` (with what open POs hold and received of each), `CanEdit`,
 * `CanCancel` for the caller and the pending review request's id (`PendingRequestId`, for the head's
 * approve / reject on the screen through the generic review routes).
 */
async function stockOrderDetail(e: Env, id: number) {
  const row = await loadInternalStockOrder(e.app.db, e.user, id);
  const [view] = await e.app.db
    .select(internalStockOrderColumns)
    .from(purInternalStockOrder)
    .where(eq(purInternalStockOrder.id, id));
  const lines = await stockOrderLinesOf(e.app.db, id);
  const onPo = await stockOrderLinesOnPo(
    e.app.db,
    lines.map((l) => l.id),
  );
  const [pending] =
    row.status === INTERNAL_STOCK_ORDER_STATUS.pendingReview
      ? await e.app.db
          .select({ id: reviewRequest.id })
          .from(reviewRequest)
          .where(
            and(
              eq(reviewRequest.docType, INTERNAL_STOCK_ORDER_REVIEW),
              eq(reviewRequest.docId, id),
              eq(reviewRequest.status, 'pending'),
            ),
          )
      : [];
  const mine = row.ownerId === e.user.id;
  return ok({
    ...view!,
    Lines: lines.map((l) => ({
      Id: l.id,
      LineNo: l.lineNo,
      PartId: l.partId,
      Mpn: l.mpn,
      Brand: l.brand,
      Package: l.package,
      Quantity: l.quantity,
      TargetCost: l.targetCost,
      RequiredDate: l.requiredDate,
      Remark: l.remark,
      OnOrderQty: onPo.get(l.id)?.onOrder ?? 0,
      ReceivedQty: onPo.get(l.id)?.received ?? 0,
    })),
    CanEdit: mine && INTERNAL_STOCK_ORDER_EDITABLE.includes(row.status),
    CanCancel: mine && INTERNAL_STOCK_ORDER_CANCELLABLE.includes(row.status) && onPo.size === 0,
    PendingRequestId: pending?.id ?? null,
  });
}

/**
 * /merchant/purchase/internalstockorder: list (kit) and export, detail, create, edit at Version, submit
 * into the review `internalStockOrder`, cancel — thin: parse, call the use case, answer.
 */
export const internalStockOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  const access = INTERNAL_STOCK_ORDER_ACCESS.screen;
  await registerInternalStockOrderList(app, access);

  app.get(
    '/merchant/purchase/internalstockorder/:id',
    { config: { access }, schema: { tags, summary: 'One internal stock order', params: docIdParam } },
    (req) => stockOrderDetail(env(req), req.params.id),
  );
  app.post(
    '/merchant/purchase/internalstockorder',
    {
      config: { access },
      schema: { tags, summary: 'Raise an internal stock order (draft)', body: internalStockOrderCreateBody },
    },
    async (req) => ok(await createInternalStockOrder(env(req), req.body)),
  );
  app.put(
    '/merchant/purchase/internalstockorder/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Edit a draft or rejected internal stock order at its Version',
        params: docIdParam,
        body: internalStockOrderUpdateBody,
      },
    },
    async (req) => ok(await updateInternalStockOrder(env(req), req.params.id, req.body)),
  );
  app.put(
    '/merchant/purchase/internalstockorder/:id/submit',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Submit an internal stock order for review',
        params: docIdParam,
        body: internalStockOrderActionBody,
      },
    },
    async (req) => ok(await submitInternalStockOrder(env(req), req.params.id, req.body.Version)),
  );
  app.put(
    '/merchant/purchase/internalstockorder/:id/cancel',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Cancel an internal stock order',
        params: docIdParam,
        body: internalStockOrderActionBody,
      },
    },
    async (req) =>
      ok(await cancelInternalStockOrder(env(req), req.params.id, req.body.Version, req.body.Reason)),
  );
};
