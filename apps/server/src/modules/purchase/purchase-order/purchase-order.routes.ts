import {
  PURCHASE_ORDER_MENUS as M,
  PURCHASE_ORDER_MENU,
} from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import {
  generatePurchaseBody,
  pendingOrderQuery,
  purchaseOrderCreateBody,
  purchaseOrderUpdateBody,
  purchaseOrderVersionBody,
} from '@partdesk/shared/purchase/purchase-order/purchase-order.contract';
import { LANGUAGES } from '@partdesk/shared/i18n/index';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { contentDisposition } from '../../../core/files/sniff.js';
import { type Env, ok, requestEnv } from '../../../core/http/index.js';
import { purchaseOrderColumns, registerPurchaseOrderList } from './purchase-order.list.js';
import { renderPurchaseOrderPdf } from './purchase-order-pdf.js';
import { loadPurchaseOrder, openDemand, poLinesOf } from './purchase-order.queries.js';
import { purOrder } from './purchase-order.table.js';
import { cancelPurchaseOrder } from './use-cases/cancel-purchase-order.js';
import { createPurchaseOrder } from './use-cases/create-purchase-order.js';
import { generatePurchaseOrders } from './use-cases/generate-purchase-orders.js';
import { submitPurchaseOrder } from './use-cases/submit-purchase-order.js';
import { updatePurchaseOrder } from './use-cases/update-purchase-order.js';

/** Route access (menu codes of packages/shared/src/access/menu-tree.ts). */
export const PURCHASE_ORDER_ACCESS = {
  list: { grantedBy: [PURCHASE_ORDER_MENU, M.detail, M.review] },
  create: { grantedBy: [M.add] },
  edit: { grantedBy: [PURCHASE_ORDER_MENU, M.detail, M.add] },
  pending: { grantedBy: [M.pending, M.generate] },
  generate: { grantedBy: [M.generate] },
} as const;

const tags = ['purchase'];

/** The detail: the list's columns and the lines (PascalCase). */
async function poDetail(e: Env, id: number) {
  const db = e.app.db;
  await loadPurchaseOrder(db, e.user, id);
  const [head] = await db.select(purchaseOrderColumns).from(purOrder).where(eq(purOrder.id, id));
  const lines = (await poLinesOf(db, id)).map((l) => ({
    Id: l.id,
    LineNo: l.lineNo,
    PartId: l.partId,
    Mpn: l.mpn,
    Brand: l.brand,
    Package: l.package,
    DateCode: l.dateCode,
    Quantity: l.quantity,
    UnitCost: l.unitCost,
    Amount: l.amount,
    RequiredDate: l.requiredDate,
    SourceType: l.sourceType,
    SourceId: l.sourceId,
    SourceNo: l.sourceNo,
    SourceLineId: l.sourceLineId,
    SalesOrderId: l.salesOrderId,
    SalesOrderNo: l.salesOrderNo,
    SalesOrderLineId: l.salesOrderLineId,
    ReceivedQty: l.receivedQty,
    Remark: l.remark,
  }));
  return ok({ ...head!, Lines: lines });
}

/**
 * /merchant/purchase/purchaseorder: list (kit), detail, create, edit, submit, cancel, generate from
 * demand; /merchant/purchase/pendingorder/Query: the demand still to buy — thin: parse, call the use
 * case, answer.
 */
export const purchaseOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerPurchaseOrderList(app, PURCHASE_ORDER_ACCESS.list);

  app.post(
    '/merchant/purchase/pendingorder/Query',
    {
      config: { access: PURCHASE_ORDER_ACCESS.pending },
      schema: { tags, summary: 'Purchase demand still to buy (pending-order)', body: pendingOrderQuery },
    },
    async (req) => {
      const q = req.body;
      const rows = await openDemand(app.ctx.db, {
        ...(q.SourceType ? { sourceType: q.SourceType } : {}),
        ...(q.Mpn ? { mpn: q.Mpn } : {}),
        ...(q.TenantId ? { tenantId: q.TenantId } : {}),
        ...(q.SalespersonId ? { salespersonId: q.SalespersonId } : {}),
        ...(q.CustomerId ? { customerId: q.CustomerId } : {}),
        ...(q.OrderId ? { orderId: q.OrderId } : {}),
        ...(q.RequiredBy ? { requiredBy: q.RequiredBy } : {}),
      });
      const page = rows.slice((q.pageIndex - 1) * q.pageSize, q.pageIndex * q.pageSize);
      return ok({
        TotalCount: rows.length,
        Records: page.map((r) => ({
          SourceType: r.sourceType,
          SourceId: r.sourceId,
          SourceNo: r.sourceNo,
          LineId: r.lineId,
          OrderId: r.orderId,
          OrderNo: r.orderNo,
          OrderLineId: r.orderLineId,
          PartId: r.partId,
          Mpn: r.mpn,
          Brand: r.brand,
          Package: r.package,
          Quantity: r.qty,
          OnOrderQty: r.onOrderQty,
          OpenQty: r.openQty,
          RequiredDate: r.requiredDate,
          SalespersonId: r.salespersonId,
          Salesperson: r.salesperson,
          CustomerId: r.customerId,
          Customer: r.customer,
          TenantId: r.tenantId,
          Since: r.since,
        })),
      });
    },
  );
  app.post(
    '/merchant/purchase/purchaseorder/generate',
    {
      config: { access: PURCHASE_ORDER_ACCESS.generate },
      schema: {
        tags,
        summary: 'Purchase orders from ticked demand rows, one per supplier, currency and owner company',
        body: generatePurchaseBody,
      },
    },
    async (req) => ok(await generatePurchaseOrders(env(req), req.body)),
  );
  app.get(
    '/merchant/purchase/purchaseorder/:id',
    {
      config: { access: PURCHASE_ORDER_ACCESS.list },
      schema: { tags, summary: 'One purchase order with its lines', params: docIdParam },
    },
    (req) => poDetail(env(req), req.params.id),
  );
  app.get(
    '/merchant/purchase/purchaseorder/:id/pdf',
    {
      config: { access: PURCHASE_ORDER_ACCESS.list },
      schema: {
        tags,
        summary: 'The purchase order as a PDF (zh-CN or en-US, CJK font embedded)',
        params: docIdParam,
        querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
      },
    },
    async (req, reply) => {
      const o = await loadPurchaseOrder(app.ctx.db, req.auth(), req.params.id);
      const lang = req.query.lang ?? req.lang;
      const pdf = await renderPurchaseOrderPdf(app.ctx.db, o.id, lang);
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(`${o.no}-${lang}.pdf`))
        .header('Cache-Control', 'private, no-store');
      return reply.send(pdf);
    },
  );
  app.post(
    '/merchant/purchase/purchaseorder',
    {
      config: { access: PURCHASE_ORDER_ACCESS.create },
      schema: { tags, summary: 'Create a purchase order by hand (draft)', body: purchaseOrderCreateBody },
    },
    async (req) => {
      const row = await createPurchaseOrder(env(req), req.body);
      return ok({ Id: row.id, No: row.no, Version: row.version });
    },
  );
  app.put(
    '/merchant/purchase/purchaseorder/:id',
    {
      config: { access: PURCHASE_ORDER_ACCESS.edit },
      schema: {
        tags,
        summary: 'Edit a purchase order at its Version (lines by Id)',
        params: docIdParam,
        body: purchaseOrderUpdateBody,
      },
    },
    async (req) => ok(await updatePurchaseOrder(env(req), req.params.id, req.body)),
  );
  app.put(
    '/merchant/purchase/purchaseorder/:id/submit',
    {
      config: { access: PURCHASE_ORDER_ACCESS.edit },
      schema: {
        tags,
        summary: 'Submit a purchase order for review (采购主管 or 管理员)',
        params: docIdParam,
        body: purchaseOrderVersionBody,
      },
    },
    async (req) => ok(await submitPurchaseOrder(env(req), req.params.id, req.body.Version)),
  );
  app.put(
    '/merchant/purchase/purchaseorder/:id/cancel',
    {
      config: { access: PURCHASE_ORDER_ACCESS.edit },
      schema: {
        tags,
        summary: 'Cancel a purchase order (not once anything is received)',
        params: docIdParam,
        body: purchaseOrderVersionBody,
      },
    },
    async (req) => ok(await cancelPurchaseOrder(env(req), req.params.id, req.body)),
  );
};
