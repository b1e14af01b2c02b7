import { SHIPMENT_MENU, SHIPMENT_WRITE } from '@partdesk/shared/logistics/shipment/shipment.codes';
import {
  shipmentBoxesBody,
  shipmentCourierBody,
  shipmentCreateBody,
  shipmentVersionBody,
  shipmentVoidBody,
} from '@partdesk/shared/logistics/shipment/shipment.contract';
import { type Lang, LANGUAGES } from '@partdesk/shared/i18n/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { contentDisposition } from '../../../core/files/sniff.js';
import { ok } from '../../../core/http/envelope.js';
import { badRequest, type EnvRequest, requestEnv } from '../../../core/http/index.js';
import { courierAccountsFor } from '../courier/courier.queries.js';
import { renderCommercialInvoicePdf, renderLabelPdf, renderPickListPdf } from './shipment-pdf.js';
import { type ShipmentPdfData, shipmentPdfData } from './shipment-pdf.data.js';
import { shipmentDetail } from './shipment.detail.js';
import { registerShipmentList } from './shipment.list.js';
import { loadShipment } from './shipment.queries.js';
import { shippableLines } from './shipment.shippable.js';
import { boxShipment } from './use-cases/box-shipment.js';
import { courierShipment } from './use-cases/courier-shipment.js';
import { createShipment } from './use-cases/create-shipment.js';
import { pauseShipment } from './use-cases/pause-shipment.js';
import { pickShipment } from './use-cases/pick-shipment.js';
import { printShipment, unprintShipment } from './use-cases/print-shipment.js';
import { shipShipment } from './use-cases/ship-shipment.js';
import { voidShipment } from './use-cases/void-shipment.js';

/**
 * Route access: the screen reads (sales roles see their orders' shipments); button 0103 on it changes
 * (the warehouse role and administrators; sales roles are denied it in the role seed).
 */
export const SHIPMENT_ACCESS = {
  read: { grantedBy: [SHIPMENT_MENU] },
  write: { grantedBy: [SHIPMENT_WRITE] },
} as const;

const tags = ['logistics'];
const P = '/merchant/logistics/shipment';
const shippableQuery = z.object({
  CustomerId: z.coerce.number().int().positive().optional(),
  OrderId: z.coerce.number().int().positive().optional(),
});

/** /merchant/logistics/shipment: list (kit), shippable lines, detail, create and the transitions — thin. */
export const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerShipmentList(app, SHIPMENT_ACCESS.read);

  async function detail(req: EnvRequest, id: number) {
    const row = await loadShipment(app.ctx.db, req.auth(), id);
    return ok(await shipmentDetail(app.ctx.db, row.id));
  }

  app.get(
    `${P}/shippable`,
    {
      config: { access: SHIPMENT_ACCESS.write },
      schema: { tags, summary: 'Lines of notified orders that can ship', querystring: shippableQuery },
    },
    async (req) => ok(await shippableLines(app.ctx.db, req.query)),
  );
  app.get(
    `${P}/:id`,
    {
      config: { access: SHIPMENT_ACCESS.read },
      schema: { tags, summary: 'One shipment', params: docIdParam },
    },
    (req) => detail(req, req.params.id),
  );
  // The PDFs (decision 0045): scoped like the detail (another's shipment → 404). The label (+ packing
  // list) is the print lock's document: served to holders of 0103 only while the shipment is printed
  // (PUT …/print locks it first); reprinting is asking for it again while the lock holds.
  const pdfs = [
    [
      'pick-list',
      'The pick list PDF (by location; planned lots until the pick is confirmed)',
      'read',
      renderPickListPdf,
    ],
    [
      'label',
      'The label (Code 128 + QR of the CK number, one page per box) and packing list PDF; only while printed',
      'write',
      renderLabelPdf,
    ],
    [
      'invoice',
      'The commercial invoice PDF (declared value per line, origin)',
      'read',
      renderCommercialInvoicePdf,
    ],
  ] as const satisfies readonly [
    string,
    string,
    keyof typeof SHIPMENT_ACCESS,
    (d: ShipmentPdfData, lang: Lang) => Promise<Buffer>,
  ][];
  for (const [kind, summary, grant, render] of pdfs)
    app.get(
      `${P}/:id/${kind}`,
      {
        config: { access: SHIPMENT_ACCESS[grant] },
        schema: {
          tags,
          summary,
          params: docIdParam,
          querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
        },
      },
      async (req, reply) => {
        const s = await loadShipment(app.ctx.db, req.auth(), req.params.id);
        if (kind === 'label' && !s.printed)
          throw badRequest('logistics.labelNotPrinted', { no: s.no }, 'Printed');
        const lang = req.query.lang ?? req.lang;
        const pdf = await render(await shipmentPdfData(app.ctx.db, s.id), lang);
        reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', contentDisposition(`${s.no}-${kind}-${lang}.pdf`))
          .header('Cache-Control', 'private, no-store');
        return reply.send(pdf);
      },
    );
  app.post(
    P,
    {
      config: { access: SHIPMENT_ACCESS.write },
      schema: { tags, summary: 'A shipment from notified sales orders', body: shipmentCreateBody },
    },
    async (req) => {
      const row = await createShipment(env(req), req.body);
      return ok({ Id: row.id, No: row.no, Version: row.version });
    },
  );

  const versioned = [
    ['pick', 'Pick: confirm the lots', pickShipment],
    ['print', 'The label is printed (print lock)', printShipment],
    ['unprint', 'Cancel the printing (lift the lock)', unprintShipment],
    ['ship', 'Ship: stock out, order lines shipped, receivable', shipShipment],
    ['pause', 'Pause', (e, id, v) => pauseShipment(e, id, v, true)],
    ['resume', 'Resume', (e, id, v) => pauseShipment(e, id, v, false)],
  ] as const satisfies readonly [
    string,
    string,
    (e: ReturnType<typeof env>, id: number, v: number) => unknown,
  ][];
  for (const [action, summary, run] of versioned)
    app.put(
      `${P}/:id/${action}`,
      {
        config: { access: SHIPMENT_ACCESS.write },
        schema: { tags, summary, params: docIdParam, body: shipmentVersionBody },
      },
      async (req) => ok(await run(env(req), req.params.id, req.body.Version)),
    );
  app.put(
    `${P}/:id/boxes`,
    {
      config: { access: SHIPMENT_ACCESS.write },
      schema: { tags, summary: 'Save the boxes', params: docIdParam, body: shipmentBoxesBody },
    },
    async (req) => ok(await boxShipment(env(req), req.params.id, req.body)),
  );
  app.put(
    `${P}/:id/courier`,
    {
      config: { access: SHIPMENT_ACCESS.write },
      schema: { tags, summary: 'Courier info', params: docIdParam, body: shipmentCourierBody },
    },
    async (req) => ok(await courierShipment(env(req), req.params.id, req.body)),
  );
  app.get(
    `${P}/:id/courier-accounts`,
    {
      config: { access: SHIPMENT_ACCESS.write },
      schema: {
        tags,
        summary: 'The accounts the courier step accepts for a courier (ours, then the customer’s)',
        params: docIdParam,
        querystring: z.object({ CourierId: z.coerce.number().int().positive() }),
      },
    },
    async (req) => {
      const row = await loadShipment(app.ctx.db, req.auth(), req.params.id);
      return ok({ Records: await courierAccountsFor(app.ctx.db, req.query.CourierId, row.customerId) });
    },
  );
  app.put(
    `${P}/:id/void`,
    {
      config: { access: SHIPMENT_ACCESS.write },
      schema: { tags, summary: 'Void before shipping', params: docIdParam, body: shipmentVoidBody },
    },
    async (req) => ok(await voidShipment(env(req), req.params.id, req.body)),
  );
};
