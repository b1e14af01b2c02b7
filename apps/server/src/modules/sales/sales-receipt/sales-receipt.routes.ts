import {
  RECEIPT_FINANCE_QUEUE_MENU,
  RECEIPT_ORDER_MENU,
  RECEIPT_SALES_QUEUE_MENU,
  RECEIVABLE_MENU,
  SALES_RECEIPT_LINES_MENU,
  SALES_RECEIPT_MENU,
} from '@partdesk/shared/sales/sales-receipt/sales-receipt.codes';
import { salesReceiptCreateBody } from '@partdesk/shared/sales/sales-receipt/sales-receipt.contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { type Env, ok, requestEnv } from '../../../core/http/index.js';
import { receiptSources } from './receipt-sources.js';
import { registerSalesReceiptLists, salesReceiptColumns } from './sales-receipt.list.js';
import { loadSalesReceipt, receiptLinesOf } from './sales-receipt.queries.js';
import { salesReceipt } from './sales-receipt.table.js';
import { createSalesReceipt } from './use-cases/create-sales-receipt.js';

const QUEUES = [RECEIPT_SALES_QUEUE_MENU, RECEIPT_FINANCE_QUEUE_MENU];

/** Route access (menu codes of packages/shared/src/access/menu-tree.ts). */
export const SALES_RECEIPT_ACCESS = {
  receipts: { grantedBy: [SALES_RECEIPT_MENU, RECEIPT_ORDER_MENU, SALES_RECEIPT_LINES_MENU, ...QUEUES] },
  receiptOrders: { grantedBy: [RECEIPT_ORDER_MENU] },
  lines: { grantedBy: [SALES_RECEIPT_LINES_MENU, SALES_RECEIPT_MENU] },
  receivable: { grantedBy: [RECEIVABLE_MENU, SALES_RECEIPT_MENU] },
  create: { grantedBy: [SALES_RECEIPT_MENU] },
} as const;

const tags = ['sales'];

/** The detail: the list's columns and the orders it pays. */
async function receiptDetail(e: Env, id: number) {
  const db = e.app.db;
  await loadSalesReceipt(db, e.user, id);
  const [head] = await db.select(salesReceiptColumns).from(salesReceipt).where(eq(salesReceipt.id, id));
  const lines = await receiptLinesOf(db, id);
  return ok({
    ...head!,
    Lines: lines.map((l) => ({
      Id: l.id,
      LineNo: l.lineNo,
      OrderId: l.orderId,
      OrderNo: l.orderNo,
      Amount: l.amount,
    })),
  });
}

const sourcesQuery = z.object({
  CustomerId: z.coerce.number().int().positive(),
  Currency: z.string().trim().min(1).max(8),
});

/**
 * /merchant/sale/receipt: the lists (kit), detail, create (into the sales review `receiptAudit`), and
 * what a customer can pay with (claimed bank receipts, the balance) — thin: parse, call, answer. Sales
 * and finance decide through the generic review routes `/merchant/review/receiptAudit|receiptFinance/approve|reject`.
 */
export const salesReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerSalesReceiptLists(app, SALES_RECEIPT_ACCESS);

  app.get(
    '/merchant/sale/receipt/sources',
    {
      config: { access: SALES_RECEIPT_ACCESS.create },
      schema: {
        tags,
        summary: "A customer's claimed bank receipts with what is left, and its balance",
        querystring: sourcesQuery,
      },
    },
    async (req) => ok(await receiptSources(env(req), req.query.CustomerId, req.query.Currency)),
  );
  app.get(
    '/merchant/sale/receipt/:id',
    {
      config: { access: SALES_RECEIPT_ACCESS.receipts },
      schema: { tags, summary: 'One receipt with its orders', params: docIdParam },
    },
    (req) => receiptDetail(env(req), req.params.id),
  );
  app.post(
    '/merchant/sale/receipt',
    {
      config: { access: SALES_RECEIPT_ACCESS.create },
      schema: {
        tags,
        summary: 'A receipt against sales orders of one customer',
        body: salesReceiptCreateBody,
      },
    },
    async (req) => ok(await createSalesReceipt(env(req), req.body)),
  );
};
