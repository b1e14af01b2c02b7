import {
  PAYMENT_ORDER_MENU,
  PAYMENT_QUEUE_MENU,
} from '@partdesk/shared/purchase/payment-order/payment-order.codes';
import {
  paymentOrderCancelBody,
  paymentOrderCreateBody,
} from '@partdesk/shared/purchase/payment-order/payment-order.contract';
import { PURCHASE_ORDER_MENUS as M } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { LANGUAGES } from '@partdesk/shared/i18n/index';
import { PAYMENT_ORDER_DOC } from '@partdesk/shared/purchase/payment-order/payment-order.codes';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { listHistory } from '../../../core/documents/history.js';
import { contentDisposition } from '../../../core/files/sniff.js';
import { type Env, ok, requestEnv } from '../../../core/http/index.js';
import { loadPurchaseOrder } from '../purchase-order/purchase-order.queries.js';
import { purOrder } from '../purchase-order/purchase-order.table.js';
import { renderPaymentOrderPdf } from './payment-order-pdf.js';
import { purSupplierBank } from '../supplier/supplier.table.js';
import { paymentOrderColumns, registerPaymentOrderList } from './payment-order.list.js';
import { loadPaymentOrder, paymentLinesOf, paymentsByOrder, unpaidFrom } from './payment-order.queries.js';
import { purPaymentOrder } from './payment-order.table.js';
import { cancelPaymentOrder } from './use-cases/cancel-payment-order.js';
import { createPaymentOrder } from './use-cases/create-payment-order.js';

/** Route access (menu codes of packages/shared/src/access/menu-tree.ts). */
export const PAYMENT_ORDER_ACCESS = {
  list: { grantedBy: [PAYMENT_ORDER_MENU, PAYMENT_QUEUE_MENU] },
  create: { grantedBy: [PAYMENT_ORDER_MENU] },
  payable: { grantedBy: [PAYMENT_ORDER_MENU, M.list, M.detail] },
} as const;

const tags = ['purchase'];

/**
 * The detail (decision 0058): the list's columns, who paid, the POs paid (each with its total) and the
 * review history (submitted, paid / rejected, cancelled — the document's history, oldest first).
 */
async function paymentDetail(e: Env, id: number) {
  const db = e.app.db;
  await loadPaymentOrder(db, e.user, id);
  const [head] = await db
    .select({
      ...paymentOrderColumns,
      PaidByName: sql<string | null>`(select u.name from sys_user u where u.id = ${purPaymentOrder.paidBy})`,
    })
    .from(purPaymentOrder)
    .where(eq(purPaymentOrder.id, id));
  const lines = await paymentLinesOf(db, id);
  const totals = lines.length
    ? await db
        .select({ id: purOrder.id, total: purOrder.total })
        .from(purOrder)
        .where(
          inArray(
            purOrder.id,
            lines.map((l) => l.orderId),
          ),
        )
    : [];
  const totalOf = new Map(totals.map((o) => [o.id, o.total]));
  return ok({
    ...head!,
    Lines: lines.map((l) => ({
      Id: l.id,
      LineNo: l.lineNo,
      OrderId: l.orderId,
      OrderNo: l.orderNo,
      OrderTotal: totalOf.get(l.orderId) ?? null,
      Amount: l.amount,
    })),
    History: await listHistory(db, PAYMENT_ORDER_DOC, id),
  });
}

/** What the request form needs of a PO: its totals, paid, pending, unpaid and the supplier's accounts. */
async function payableOf(e: Env, orderId: number) {
  const db = e.app.db;
  const o = await loadPurchaseOrder(db, e.user, orderId);
  const held = (await paymentsByOrder(db, [o.id])).get(o.id);
  const banks = await db
    .select({
      Id: purSupplierBank.id,
      BankName: purSupplierBank.bankName,
      AccountName: purSupplierBank.accountName,
      AccountNo: purSupplierBank.accountNo,
      SwiftCode: purSupplierBank.swiftCode,
      Currency: purSupplierBank.currency,
      IsDefault: purSupplierBank.isDefault,
    })
    .from(purSupplierBank)
    .where(eq(purSupplierBank.supplierId, o.supplierId));
  return ok({
    OrderId: o.id,
    No: o.no,
    Status: o.status,
    SupplierId: o.supplierId,
    TenantId: o.tenantId,
    Currency: o.currency,
    Total: o.total,
    Paid: held?.paid ?? '0.00',
    Pending: held?.pending ?? '0.00',
    Unpaid: unpaidFrom(o.total, held),
    Banks: banks,
  });
}

/**
 * /merchant/purchase/paymentorder: list (kit), detail, create (into finance's review `payment`), cancel,
 * and what a PO can still be paid — thin: parse, call the use case, answer. Finance pays / rejects
 * through the generic review routes `/merchant/review/payment/approve|reject`.
 */
export const paymentOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerPaymentOrderList(app, PAYMENT_ORDER_ACCESS.list);

  app.get(
    '/merchant/purchase/paymentorder/payable/:id',
    {
      config: { access: PAYMENT_ORDER_ACCESS.payable },
      schema: { tags, summary: "A PO's unpaid amount and the supplier's bank accounts", params: docIdParam },
    },
    (req) => payableOf(env(req), req.params.id),
  );
  app.get(
    '/merchant/purchase/paymentorder/:id',
    {
      config: { access: PAYMENT_ORDER_ACCESS.list },
      schema: { tags, summary: 'One payment request with its POs', params: docIdParam },
    },
    (req) => paymentDetail(env(req), req.params.id),
  );
  app.get(
    '/merchant/purchase/paymentorder/:id/pdf',
    {
      config: { access: PAYMENT_ORDER_ACCESS.list },
      schema: {
        tags,
        summary: 'The payment request as a PDF (zh-CN or en-US, CJK font embedded)',
        params: docIdParam,
        querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
      },
    },
    async (req, reply) => {
      const p = await loadPaymentOrder(app.ctx.db, req.auth(), req.params.id);
      const lang = req.query.lang ?? req.lang;
      const pdf = await renderPaymentOrderPdf(app.ctx.db, p.id, lang);
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(`${p.no}-${lang}.pdf`))
        .header('Cache-Control', 'private, no-store');
      return reply.send(pdf);
    },
  );
  app.post(
    '/merchant/purchase/paymentorder',
    {
      config: { access: PAYMENT_ORDER_ACCESS.create },
      schema: {
        tags,
        summary: 'Request a (pre)payment of POs of one supplier',
        body: paymentOrderCreateBody,
      },
    },
    async (req) => ok(await createPaymentOrder(env(req), req.body)),
  );
  app.put(
    '/merchant/purchase/paymentorder/:id/cancel',
    {
      config: { access: PAYMENT_ORDER_ACCESS.create },
      schema: {
        tags,
        summary: 'Withdraw a request finance has not decided',
        params: docIdParam,
        body: paymentOrderCancelBody,
      },
    },
    async (req) => ok(await cancelPaymentOrder(env(req), req.params.id, req.body.Version)),
  );
};
