import { inquiryResource } from '@partdesk/shared/inquiry/inquiry-resource';
import { INQUIRY_CURRENCIES, QUOTE_STATUS } from '@partdesk/shared/inquiry/inquiry-codes';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../core/http/envelope.js';
import { registerResource } from '../../../core/resource/index.js';
import { INQ_ACCESS } from '../inquiry-access.js';
import { closeInquiry, requestTransfer, sendBackLine } from './inquiry-transfer.js';
import { createInquiry, loadInquiry, updateInquiry } from './inquiry.service.js';
import { inqInquiry, inqInquiryLine } from './inquiry.table.js';
import { docIdParam } from '../../../core/documents/index.js';
import { requestEnv } from '../../../core/http/index.js';

const tags = ['inquiry'];
const text = (max: number) => z.string().trim().max(max).default('');
const currency = z.enum(INQUIRY_CURRENCIES);
const price = z.string().trim().max(24).nullish();

export const lineBody = z.object({
  Mpn: text(64),
  Brand: text(64),
  Package: text(64),
  DateCode: text(32),
  Quantity: z.number().int().positive().max(2_000_000_000),
  TargetPrice: price,
  Currency: currency.nullish(),
  Delivery: text(64),
  IsUrgent: z.boolean().default(false),
  /** A line merged from BOM rows names every customer PN of its rows, `; `-joined (#20 item 4). */
  CustomerPn: text(4000),
  Description: text(200),
  Remark: text(500),
});
const header = {
  ContactId: z.number().int().positive().nullish(),
  Currency: currency.nullish(),
  Source: text(16),
  Remark: text(1000),
  FileName: text(200),
};
const createBody = z.object({
  ...header,
  CustomerId: z.number().int().positive(),
  SalespersonId: z.number().int().positive().nullish(),
  Lines: z.array(lineBody).max(2000),
});
const lineChange = z.object({
  Id: z.number().int().positive(),
  Quantity: z.number().int().positive().max(2_000_000_000).optional(),
  TargetPrice: price,
  Currency: currency.nullish(),
  DateCode: z.string().trim().max(32).optional(),
  Package: z.string().trim().max(64).optional(),
  Delivery: z.string().trim().max(64).optional(),
  IsUrgent: z.boolean().optional(),
  Remark: z.string().trim().max(500).optional(),
});
const updateBody = z.object({
  ...header,
  Version: z.number().int().positive(),
  Lines: z.array(lineChange).max(2000).default([]),
  AddLines: z.array(lineBody).max(2000).default([]),
});
const versionBody = z.object({ Version: z.number().int().positive() });

const columns = {
  Id: inqInquiry.id,
  No: inqInquiry.no,
  CustomerId: inqInquiry.customerId,
  CustomerCode: sql<string>`(select c.code from crm_customer c where c.id = inq_inquiry.customer_id)`,
  CustomerName: sql<string>`(select c.short_name from crm_customer c where c.id = inq_inquiry.customer_id)`,
  ContactId: inqInquiry.contactId,
  ContactName: sql<string | null>`(select k.name from crm_contact k where k.id = inq_inquiry.contact_id)`,
  SalespersonId: inqInquiry.salespersonId,
  Currency: inqInquiry.currency,
  Source: inqInquiry.source,
  FileName: inqInquiry.fileName,
  Mpn: sql<string>`''`,
  Lines: sql<number>`(select count(*)::int from inq_inquiry_line l where l.inquiry_id = inq_inquiry.id)`,
  ToQuote: sql<number>`(select count(*)::int from inq_inquiry_line l where l.inquiry_id = inq_inquiry.id and l.quote_status = ${QUOTE_STATUS.toQuote})`,
  Status: inqInquiry.status,
  TransferToId: inqInquiry.transferToId,
  TransferReason: inqInquiry.transferReason,
  Remark: inqInquiry.remark,
  TenantId: inqInquiry.tenantId,
  CreatedAt: inqInquiry.createdAt,
  UpdatedAt: inqInquiry.updatedAt,
  Version: inqInquiry.version,
};

/** Every line of an inquiry for its salesperson (with the customer PN), in line order. */
export const lineColumns = {
  Id: inqInquiryLine.id,
  LineNo: inqInquiryLine.lineNo,
  Mpn: inqInquiryLine.mpn,
  MpnNorm: inqInquiryLine.mpnNorm,
  PartKey: inqInquiryLine.partKey,
  PartId: inqInquiryLine.partId,
  BrandId: inqInquiryLine.brandId,
  Brand: inqInquiryLine.brand,
  Package: inqInquiryLine.package,
  DateCode: inqInquiryLine.dateCode,
  Quantity: inqInquiryLine.quantity,
  TargetPrice: inqInquiryLine.targetPrice,
  Currency: inqInquiryLine.currency,
  Delivery: inqInquiryLine.delivery,
  IsUrgent: inqInquiryLine.isUrgent,
  CustomerPn: inqInquiryLine.customerPn,
  Description: inqInquiryLine.description,
  Remark: inqInquiryLine.remark,
  QuoteStatus: inqInquiryLine.quoteStatus,
  SendBackReason: inqInquiryLine.sendBackReason,
  QuotedAt: inqInquiryLine.quotedAt,
  Quotes: sql<number>`(select count(*)::int from inq_purchase_quote q where q.line_id = inq_inquiry_line.id and q.status = 1)`,
  Version: inqInquiryLine.version,
};

const linesOf = (db: Parameters<typeof loadInquiry>[0], id: number) =>
  db
    .select(lineColumns)
    .from(inqInquiryLine)
    .where(eq(inqInquiryLine.inquiryId, id))
    .orderBy(asc(inqInquiryLine.lineNo));

/** Inquiries (B): list, detail, create, edit, transfer (forward-review), close, BOM lines, send-back. */
export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);

  await registerResource(app, inquiryResource, {
    from: inqInquiry,
    access: INQ_ACCESS.list,
    tieBreaker: inqInquiry.id,
    scope: { own: inqInquiry.salespersonId, sales: inqInquiry.salespersonId },
    where: () => [isNull(inqInquiry.deletedAt)],
    columns,
    filterBy: {
      CustomerName: (p) =>
        sql`exists (select 1 from crm_customer c where c.id = inq_inquiry.customer_id and concat_ws(' ', c.short_name, c.name) ilike ${p})`,
      Mpn: (p) =>
        sql`exists (select 1 from inq_inquiry_line l where l.inquiry_id = inq_inquiry.id and l.mpn ilike ${p})`,
    },
  });

  app.get(
    '/merchant/forqutation/inquiry/:id',
    {
      config: { access: INQ_ACCESS.detail },
      schema: { tags, summary: 'One inquiry with its lines', params: docIdParam },
    },
    async (req) => {
      const inq = await loadInquiry(app.ctx.db, req.auth(), req.params.id);
      const [row] = await app.ctx.db.select(columns).from(inqInquiry).where(eq(inqInquiry.id, inq.id));
      return ok({ ...row, Lines: await linesOf(app.ctx.db, inq.id) });
    },
  );

  app.get(
    '/merchant/forqutation/bom',
    {
      config: { access: INQ_ACCESS.bom },
      schema: {
        tags,
        summary: "An inquiry's BOM lines (spec §7)",
        querystring: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (req) => {
      const inq = await loadInquiry(app.ctx.db, req.auth(), req.query.id);
      const lines = await linesOf(app.ctx.db, inq.id);
      return ok({
        Id: inq.id,
        No: inq.no,
        Currency: inq.currency,
        FileName: inq.fileName,
        Records: lines,
        TotalCount: lines.length,
      });
    },
  );

  app.post(
    '/merchant/forqutation/inquiry',
    {
      config: { access: INQ_ACCESS.create },
      schema: { tags, summary: 'Create an inquiry with lines', body: createBody },
    },
    async (req) => {
      const r = await createInquiry(env(req), req.body);
      app.ctx.notifier.todosChanged();
      return ok({ Id: r.id, No: r.no, Version: r.version, Lines: r.lines, SalespersonId: r.salespersonId });
    },
  );

  app.put(
    '/merchant/forqutation/inquiry/:id',
    {
      config: { access: INQ_ACCESS.edit },
      schema: {
        tags,
        summary: 'Edit an open inquiry (rfq-detail_edit)',
        params: docIdParam,
        body: updateBody,
      },
    },
    async (req) => {
      const r = await updateInquiry(env(req), req.params.id, req.body);
      if (req.body.AddLines.length) app.ctx.notifier.todosChanged();
      return ok({ Id: req.params.id, Version: r.version });
    },
  );

  app.put(
    '/merchant/forqutation/inquiry/:id/transfer',
    {
      config: { access: INQ_ACCESS.transfer },
      schema: {
        tags,
        summary: 'Transfer to another salesperson (forward-review)',
        params: docIdParam,
        body: z.object({
          ToSalespersonId: z.number().int().positive(),
          Reason: z.string().trim().min(1).max(500),
          Version: z.number().int().positive(),
        }),
      },
    },
    async (req) => ok(await requestTransfer(env(req), req.params.id, req.body)),
  );

  app.put(
    '/merchant/forqutation/inquiry/:id/close',
    {
      config: { access: INQ_ACCESS.close },
      schema: { tags, summary: 'Close an open inquiry', params: docIdParam, body: versionBody },
    },
    async (req) => ok(await closeInquiry(env(req), req.params.id, req.body.Version)),
  );

  app.put(
    '/merchant/forqutation/line/:id/sendback',
    {
      config: { access: INQ_ACCESS.sendBack },
      schema: {
        tags,
        summary: 'Send a quoted line back: price to be checked',
        params: docIdParam,
        body: z.object({ Reason: z.string().trim().min(1).max(500), Version: z.number().int().positive() }),
      },
    },
    async (req) => ok(await sendBackLine(env(req), req.params.id, req.body)),
  );
};
