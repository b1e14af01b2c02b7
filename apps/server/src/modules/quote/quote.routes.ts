import { LANGUAGES } from '@partdesk/shared/i18n/index';
import {
  quoteCreateSchema,
  quoteSuggestSchema,
  quoteUpdateSchema,
  quoteVersionSchema,
  type SuggestedPrice,
} from '@partdesk/shared/quote/quote-contract';
import { quoteRecordResource, salesQuoteResource } from '@partdesk/shared/quote/quote-resource';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../core/files/sniff.js';
import { ok } from '../../core/http/envelope.js';
import { registerResource } from '../../core/resource/index.js';
import { inqInquiry, inqPurchaseQuote } from '../inquiry/index.js';
import { productPart } from '../product/index.js';
import { currentRates, loadBands, suggestedPrice } from './margin/margin.service.js';
import { QUOTE_ACCESS } from './quote-access.js';
import { renderQuotePdf, requireCjkFont } from './quote-pdf.js';
import { createQuote, loadQuote, sendQuote, sendRefusal, updateQuote, voidQuote } from './quote.service.js';
import { quoteDetail } from './quote-view.js';
import { quoQuote, quoQuoteRecord } from './quote.table.js';
import { docIdParam } from '../../core/documents/index.js';
import { requestEnv } from '../../core/http/index.js';
import { seesAll } from '../../core/access/index.js';
import { fieldError } from '../../core/http/index.js';
import { rows as resultRows } from '../../core/db/index.js';

const tags = ['quote'];

/** Sales quotes (BJ) and the quote record (records of /suggest in the order asked): /merchant/forqutation/quotation/…, /quoterecord/… */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  const { db } = app.ctx;

  await registerResource(app, salesQuoteResource, {
    from: quoQuote,
    access: QUOTE_ACCESS.list,
    tieBreaker: quoQuote.id,
    scope: { own: quoQuote.salespersonId, sales: quoQuote.salespersonId },
    columns: {
      Id: quoQuote.id,
      No: quoQuote.no,
      InquiryNo: sql<string>`(select i.no from inq_inquiry i where i.id = quo_quote.inquiry_id)`,
      CustomerId: quoQuote.customerId,
      CustomerName: sql<string>`(select c.name from crm_customer c where c.id = quo_quote.customer_id)`,
      SalespersonId: quoQuote.salespersonId,
      Mpn: sql<null>`null`,
      Currency: quoQuote.currency,
      Lines: sql<number>`(select count(*)::int from quo_quote_line l where l.quote_id = quo_quote.id and l.sale_price is not null)`,
      Total: quoQuote.total,
      QuoteDate: quoQuote.quoteDate,
      ValidUntil: quoQuote.validUntil,
      Status: quoQuote.status,
      NeedsApproval: quoQuote.needsApproval,
      SentAt: quoQuote.sentAt,
      Remark: quoQuote.remark,
      TenantId: quoQuote.tenantId,
      CreatedAt: quoQuote.createdAt,
      Version: quoQuote.version,
    },
    filterBy: {
      InquiryNo: (p) =>
        sql`exists (select 1 from inq_inquiry i where i.id = quo_quote.inquiry_id and i.no ilike ${p})`,
      CustomerName: (p) =>
        sql`exists (select 1 from crm_customer c where c.id = quo_quote.customer_id and c.name ilike ${p})`,
      Mpn: (p) =>
        sql`exists (select 1 from quo_quote_line l where l.quote_id = quo_quote.id and l.mpn ilike ${p})`,
    },
  });

  await registerResource(app, quoteRecordResource, {
    from: quoQuoteRecord,
    access: QUOTE_ACCESS.record,
    tieBreaker: quoQuoteRecord.id,
    scope: { own: quoQuoteRecord.salespersonId, sales: quoQuoteRecord.salespersonId },
    columns: {
      Id: quoQuoteRecord.id,
      Mpn: quoQuoteRecord.mpn,
      Brand: quoQuoteRecord.brand,
      PartId: quoQuoteRecord.partId,
      Package: quoQuoteRecord.package,
      Quantity: quoQuoteRecord.quantity,
      SalePrice: quoQuoteRecord.salePrice,
      Currency: quoQuoteRecord.currency,
      SuggestedPrice: quoQuoteRecord.suggestedPrice,
      CostPrice: quoQuoteRecord.costPrice,
      CostCurrency: quoQuoteRecord.costCurrency,
      BelowSuggested: quoQuoteRecord.belowSuggested,
      Tiers: quoQuoteRecord.tiers,
      QuoteNo: quoQuoteRecord.quoteNo,
      QuoteVersion: quoQuoteRecord.quoteVersion,
      QuoteId: quoQuoteRecord.quoteId,
      CustomerId: quoQuoteRecord.customerId,
      CustomerName: sql<string>`(select c.name from crm_customer c where c.id = quo_quote_record.customer_id)`,
      SalespersonId: quoQuoteRecord.salespersonId,
      QuoteDate: quoQuoteRecord.quoteDate,
      ValidUntil: quoQuoteRecord.validUntil,
      CreatedAt: quoQuoteRecord.createdAt,
    },
    filterBy: {
      CustomerName: (p) =>
        sql`exists (select 1 from crm_customer c where c.id = quo_quote_record.customer_id and c.name ilike ${p})`,
    },
  });

  app.get(
    '/merchant/forqutation/quotation/:id',
    {
      config: { access: QUOTE_ACCESS.detail },
      schema: {
        tags,
        summary: 'A sales quote with its lines (own; reviewers: pending ones)',
        params: docIdParam,
      },
    },
    async (req) => {
      await loadQuote(db, env(req), req.params.id);
      return ok(await quoteDetail(db, req.params.id));
    },
  );

  app.post(
    '/merchant/forqutation/quotation',
    {
      config: { access: QUOTE_ACCESS.create },
      schema: { tags, summary: 'Quote an inquiry to its customer (BJ)', body: quoteCreateSchema },
    },
    async (req) => ok(await createQuote(env(req), req.body)),
  );

  app.put(
    '/merchant/forqutation/quotation/:id',
    {
      config: { access: QUOTE_ACCESS.edit },
      schema: {
        tags,
        summary: 'Edit a valid or rejected quote at its version',
        params: docIdParam,
        body: quoteUpdateSchema,
      },
    },
    async (req) => ok(await updateQuote(env(req), req.params.id, req.body)),
  );

  app.put(
    '/merchant/forqutation/quotation/:id/send',
    {
      config: { access: QUOTE_ACCESS.send },
      schema: {
        tags,
        summary: 'Mark a valid quote sent to the customer',
        params: docIdParam,
        body: quoteVersionSchema,
      },
    },
    async (req) => ok(await sendQuote(env(req), req.params.id, req.body.Version)),
  );

  app.put(
    '/merchant/forqutation/quotation/:id/void',
    {
      config: { access: QUOTE_ACCESS.void },
      schema: { tags, summary: 'Void a quote', params: docIdParam, body: quoteVersionSchema },
    },
    async (req) => ok(await voidQuote(env(req), req.params.id, req.body.Version)),
  );

  app.get(
    '/merchant/forqutation/quotation/:id/pdf',
    {
      config: { access: QUOTE_ACCESS.detail },
      schema: {
        tags,
        summary: 'The quote as a PDF (zh-CN or en-US, CJK font embedded); refused before approval',
        params: docIdParam,
        querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
      },
    },
    async (req, reply) => {
      const e = env(req);
      const q = await loadQuote(db, e, req.params.id);
      const refusal = sendRefusal(q);
      if (refusal) throw refusal;
      const font = requireCjkFont();
      const lang = req.query.lang ?? req.lang;
      const pdf = await renderQuotePdf(await quoteDetail(db, q.id), lang, font);
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(`${q.no}-${lang}.pdf`))
        .header('Cache-Control', 'private, no-store');
      return reply.send(pdf);
    },
  );

  app.post(
    '/merchant/forqutation/quotation/suggest',
    {
      config: { access: QUOTE_ACCESS.suggest },
      schema: {
        tags,
        summary: 'Suggested sale prices of purchase quotes in a quote currency (preview)',
        body: quoteSuggestSchema,
      },
    },
    async (req) => {
      const e = env(req);
      const ids = [...new Set(req.body.PurchaseQuoteIds)];
      const rows = await db
        .select({
          pq: inqPurchaseQuote,
          brandId: productPart.brandId,
          salespersonId: inqInquiry.salespersonId,
        })
        .from(inqPurchaseQuote)
        .innerJoin(
          inqInquiry,
          and(eq(inqInquiry.id, inqPurchaseQuote.inquiryId), isNull(inqInquiry.deletedAt)),
        )
        .leftJoin(productPart, eq(productPart.id, inqPurchaseQuote.partId))
        .where(inArray(inqPurchaseQuote.id, ids));
      const byId = new Map(
        rows.filter((r) => seesAll(e.user) || r.salespersonId === e.user.id).map((r) => [r.pq.id, r]),
      );
      const visible = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
      if (visible.length !== ids.length)
        throw fieldError('quote.purchaseQuoteInvalid', 'PurchaseQuoteIds', e.lang);
      const pre = { rates: await currentRates(db), bands: await loadBands(db) };
      const Records: SuggestedPrice[] = [];
      for (const r of visible) {
        const brandId =
          r.brandId ??
          resultRows<{ brand_id: number | null }>(
            await db.execute(sql`select brand_id from inq_inquiry_line where id = ${r.pq.lineId}`),
          )[0]?.brand_id ??
          null;
        const s = await suggestedPrice(db, r.pq.costPrice, r.pq.currency, req.body.Currency, brandId, pre);
        Records.push({
          PurchaseQuoteId: r.pq.id,
          CostPrice: r.pq.costPrice,
          CostCurrency: r.pq.currency,
          CostRate: s.costRate,
          QuoteRate: s.quoteRate,
          CostCny: s.costCny,
          MarginId: s.marginId,
          MarginPercent: s.marginPercent,
          SuggestedPrice: s.suggestedPrice,
        });
      }
      return ok({ Records, TotalCount: Records.length });
    },
  );
};
