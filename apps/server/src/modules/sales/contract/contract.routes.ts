import { LANGUAGES } from '@partdesk/shared/i18n/index';
import { SALES_ORDER_MENUS } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { docIdParam } from '../../../core/documents/index.js';
import { contentDisposition } from '../../../core/files/sniff.js';
import { ok } from '../../../core/http/envelope.js';
import { requestEnv } from '../../../core/http/index.js';
import { requireCjkFont } from '../../quote/index.js';
import { loadSalesOrder } from '../sales-order/sales-order.queries.js';
import { renderContractPdf } from './contract-pdf.js';
import { contractOf } from './contract.queries.js';

const M = SALES_ORDER_MENUS;
/**
 * The contract screen (sales/salesOrderInfo, route permit `salecontract`) and the order's review queues:
 * a reviewer reads the PI of the order they decide (scoped like the detail).
 */
export const CONTRACT_ACCESS = {
  grantedBy: [M.contract, M.review, M.marginReview, M.purchaseReview],
} as const;
const tags = ['sales'];

/**
 * The sales contract / PI of an order, scoped like the detail (an order the caller may not see → 404):
 * its data for the screen, and the PDF in zh-CN or en-US with the CJK font embedded.
 */
export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  const { db } = app.ctx;

  app.get(
    '/merchant/sale/salesorder/:id/contract',
    {
      config: { access: CONTRACT_ACCESS },
      schema: {
        tags,
        summary: 'The contract / PI of an order (letterhead, parties, lines, totals, bank)',
        params: docIdParam,
      },
    },
    async (req) => {
      await loadSalesOrder(db, env(req).user, req.params.id);
      return ok(await contractOf(db, req.params.id));
    },
  );

  app.get(
    '/merchant/sale/salesorder/:id/pdf',
    {
      config: { access: CONTRACT_ACCESS },
      schema: {
        tags,
        summary: 'The contract / PI as a PDF (zh-CN or en-US, CJK font embedded)',
        params: docIdParam,
        querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
      },
    },
    async (req, reply) => {
      const o = await loadSalesOrder(db, env(req).user, req.params.id);
      const font = requireCjkFont();
      const lang = req.query.lang ?? req.lang;
      const pdf = await renderContractPdf(await contractOf(db, o.id), lang, font);
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(`${o.no}-${lang}.pdf`))
        .header('Cache-Control', 'private, no-store');
      return reply.send(pdf);
    },
  );
};
