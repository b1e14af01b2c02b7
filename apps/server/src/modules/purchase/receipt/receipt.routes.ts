import { RECEIPT_MENU, WAREHOUSING_MENU } from '@partdesk/shared/purchase/receipt/receipt.codes';
import { receiptCreateBody } from '@partdesk/shared/purchase/receipt/receipt.contract';
import { INSPECTION_MENUS } from '@partdesk/shared/purchase/inspection/inspection.codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { type Env, ok, requestEnv } from '../../../core/http/index.js';
import { lockReceivablePo } from '../purchase-order/purchase-order.receive.js';
import { registerReceiptLists } from './receipt.list.js';
import { receiptDetail } from './receipt.queries.js';
import { createReceipt } from './use-cases/create-receipt.js';

/** Route access (menu codes of packages/shared/src/access/menu-tree.ts). */
export const RECEIPT_ACCESS = {
  list: { grantedBy: [RECEIPT_MENU, WAREHOUSING_MENU, INSPECTION_MENUS.list, INSPECTION_MENUS.review] },
  approval: { grantedBy: [WAREHOUSING_MENU] },
  create: { grantedBy: [RECEIPT_MENU] },
} as const;

const tags = ['purchase'];

/** A PO's lines still to receive (the form of a new note); refused unless ordered or partly received. */
async function openPoLines(e: Env, orderId: number) {
  return e.app.db.transaction(async (tx) => {
    const { order, lines } = await lockReceivablePo(tx, orderId);
    return {
      Id: order.id,
      No: order.no,
      TenantId: order.tenantId,
      Currency: order.currency,
      Rate: order.rate,
      Status: order.status,
      Lines: lines
        .filter((l) => l.quantity > l.receivedQty)
        .map((l) => ({
          Id: l.id,
          LineNo: l.lineNo,
          Mpn: l.mpn,
          Brand: l.brand,
          Package: l.package,
          Quantity: l.quantity,
          ReceivedQty: l.receivedQty,
          OpenQty: l.quantity - l.receivedQty,
          UnitCost: l.unitCost,
        })),
    };
  });
}

/** /merchant/purchase/receipt: goods received notes RK (decision 0040) — thin: parse, call, answer. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerReceiptLists(app, RECEIPT_ACCESS);

  app.get(
    '/merchant/purchase/receipt/order/:id',
    {
      config: { access: RECEIPT_ACCESS.create },
      schema: { tags, summary: "A PO's lines still to receive", params: docIdParam },
    },
    async (req) => ok(await openPoLines(env(req), req.params.id)),
  );

  app.get(
    '/merchant/purchase/receipt/:id',
    {
      config: { access: RECEIPT_ACCESS.list },
      schema: { tags, summary: 'One goods received note with its lines', params: docIdParam },
    },
    async (req) => ok(await receiptDetail(app.ctx.db, req.auth(), req.params.id)),
  );

  app.post(
    '/merchant/purchase/receipt',
    {
      config: { access: RECEIPT_ACCESS.create },
      schema: { tags, summary: 'Receive goods against a PO (lots in quarantine)', body: receiptCreateBody },
    },
    async (req) => {
      const row = await createReceipt(env(req), req.body);
      return ok({ Id: row.id, No: row.no, Version: row.version });
    },
  );
};
