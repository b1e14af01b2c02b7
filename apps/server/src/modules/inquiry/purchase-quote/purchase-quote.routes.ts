import { dateCodeAge, rankByFreshness } from '@partdesk/shared/inquiry/date-code';
import {
  INQUIRY_CURRENCIES,
  INQUIRY_STATUS,
  QUOTE_CONDITION,
  QUOTE_SOURCE,
} from '@partdesk/shared/inquiry/inquiry-codes';
import { purchaseQuoteResource, rfqLibraryResource } from '@partdesk/shared/inquiry/inquiry-resource';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../../../core/access/access.js';
import { notFound } from '../../../core/http/app-error.js';
import { ok } from '../../../core/http/envelope.js';
import { registerResource } from '../../../core/resource/index.js';
import { INQ_ACCESS } from '../inquiry-access.js';
import { inqInquiry, inqInquiryLine } from '../inquiry/inquiry.table.js';
import { createPurchaseQuote, voidPurchaseQuote } from './purchase-quote.service.js';
import { inqPurchaseQuote } from './purchase-quote.table.js';
import { docIdParam } from '../../../core/documents/index.js';
import { requestEnv } from '../../../core/http/index.js';
import { seesAll } from '../../../core/access/index.js';

const tags = ['inquiry'];
const text = (max: number) => z.string().trim().max(max).default('');
const oneOf = (o: Record<string, number>) =>
  z
    .number()
    .int()
    .refine((v) => Object.values(o).includes(v));

const quoteBody = z.object({
  LineId: z.number().int().positive(),
  SupplierId: z.number().int().positive(),
  Mpn: text(64),
  Brand: text(64),
  Package: text(64),
  DateCode: text(32),
  CostPrice: z.string().trim().min(1).max(24),
  Currency: z.enum(INQUIRY_CURRENCIES),
  Quantity: z.number().int().positive().max(2_000_000_000),
  Moq: z.number().int().positive().max(2_000_000_000).default(1),
  LeadTimeDays: z.number().int().min(0).max(3650).default(0),
  ValidUntil: z.iso.date(),
  Condition: oneOf(QUOTE_CONDITION).default(QUOTE_CONDITION.newOriginal),
  Source: oneOf(QUOTE_SOURCE).default(QUOTE_SOURCE.stock),
  IsTentative: z.boolean().default(false),
  Remark: text(500),
});

/**
 * RFQ library columns: the line and its inquiry number — never the customer, contact, customer PN
 * or remarks (decision 0010).
 */
const libraryColumns = {
  Id: inqInquiryLine.id,
  InquiryNo: sql<string>`(select i.no from inq_inquiry i where i.id = inq_inquiry_line.inquiry_id)`,
  Mpn: inqInquiryLine.mpn,
  Brand: inqInquiryLine.brand,
  Package: inqInquiryLine.package,
  DateCode: inqInquiryLine.dateCode,
  Quantity: inqInquiryLine.quantity,
  TargetPrice: inqInquiryLine.targetPrice,
  Currency: inqInquiryLine.currency,
  Delivery: inqInquiryLine.delivery,
  IsUrgent: inqInquiryLine.isUrgent,
  Description: inqInquiryLine.description,
  quoteStatus: inqInquiryLine.quoteStatus,
  Quotes: sql<number>`(select count(*)::int from inq_purchase_quote q where q.line_id = inq_inquiry_line.id and q.status = 1)`,
  SalespersonId: sql<number>`(select i.salesperson_id from inq_inquiry i where i.id = inq_inquiry_line.inquiry_id)`,
  LastQuotedAt: inqInquiryLine.quotedAt,
  CreatedAt: inqInquiryLine.createdAt,
  Version: inqInquiryLine.version,
};

/** Lines of live inquiries (open or in transfer review; not deleted, not closed). */
const liveLine = sql`exists (select 1 from inq_inquiry i where i.id = inq_inquiry_line.inquiry_id and i.deleted_at is null and i.status <> ${INQUIRY_STATUS.closed})`;

const quoteColumns = {
  Id: inqPurchaseQuote.id,
  No: inqPurchaseQuote.no,
  InquiryNo: sql<string>`(select i.no from inq_inquiry i where i.id = inq_purchase_quote.inquiry_id)`,
  LineId: inqPurchaseQuote.lineId,
  SupplierId: inqPurchaseQuote.supplierId,
  SupplierName: sql<string>`(select s.name from pur_supplier s where s.id = inq_purchase_quote.supplier_id)`,
  BuyerId: inqPurchaseQuote.buyerId,
  Mpn: inqPurchaseQuote.mpn,
  Brand: inqPurchaseQuote.brand,
  Package: inqPurchaseQuote.package,
  DateCode: inqPurchaseQuote.dateCode,
  DateCodeMonths: sql<null>`null::int`,
  CostPrice: inqPurchaseQuote.costPrice,
  Currency: inqPurchaseQuote.currency,
  Quantity: inqPurchaseQuote.quantity,
  Moq: inqPurchaseQuote.moq,
  LeadTimeDays: inqPurchaseQuote.leadTimeDays,
  ValidUntil: inqPurchaseQuote.validUntil,
  Condition: inqPurchaseQuote.condition,
  Source: inqPurchaseQuote.source,
  IsTentative: inqPurchaseQuote.isTentative,
  Remark: inqPurchaseQuote.remark,
  Status: inqPurchaseQuote.status,
  CreatedAt: inqPurchaseQuote.createdAt,
  Version: inqPurchaseQuote.version,
};

type QuoteRow = { DateCode: string; DateCodeMonths: number | null } & Record<string, unknown>;
const withAge = <T extends QuoteRow>(rows: T[], now: Date): T[] =>
  rows.map((r) => ({ ...r, DateCodeMonths: dateCodeAge(r.DateCode, now).months }));

/** Purchasing side: holds a sourcing screen (RFQ library, new purchase quote, purchase quotes). */
const sourcing = (u: AuthUser) =>
  u.isAdmin ||
  ['forQuotation/purchase-rfqlibrary', 'forQuotation/new-purchasequote', 'forQuotation/purchase-quote'].some(
    (m) => u.grants.has(m),
  );

/** RFQ library (open lines, no customer identity), purchase quotes (CB), a line's offers ranked by D/C. */
export const purchaseQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  const { db } = app.ctx;

  await registerResource(app, rfqLibraryResource, {
    from: inqInquiryLine,
    // The RFQ library is the buyers' shared work list: every live line.
    scope: 'none',
    access: INQ_ACCESS.library,
    tieBreaker: inqInquiryLine.id,
    where: () => [liveLine],
    columns: libraryColumns,
    // MPN sorts case-insensitively (the normalised MPN); one inquiry's lines, created together, list in
    // line order under the newest-first default (#20 item 19).
    sortBy: { Mpn: inqInquiryLine.mpnNorm },
    thenBy: [
      { by: inqInquiryLine.inquiryId, dir: 'desc' },
      { by: inqInquiryLine.lineNo, dir: 'asc' },
    ],
    filterBy: {
      InquiryNo: (p) =>
        sql`exists (select 1 from inq_inquiry i where i.id = inq_inquiry_line.inquiry_id and i.no ilike ${p})`,
      SalespersonId: (v) =>
        sql`exists (select 1 from inq_inquiry i where i.id = inq_inquiry_line.inquiry_id and i.salesperson_id = ${Number(v)})`,
    },
  });

  const lineQuotes = async (lineId: number) =>
    withAge(
      (await db
        .select(quoteColumns)
        .from(inqPurchaseQuote)
        .where(and(eq(inqPurchaseQuote.lineId, lineId), eq(inqPurchaseQuote.status, 1)))
        .orderBy(inqPurchaseQuote.costPrice, desc(inqPurchaseQuote.createdAt))) as QuoteRow[],
      app.ctx.clock.now(),
    );

  app.get(
    '/merchant/forqutation/rfqlibrary/:id',
    {
      config: { access: INQ_ACCESS.library },
      schema: { tags, summary: 'One RFQ library line with its offers', params: docIdParam },
    },
    async (req) => {
      const [line] = await db
        .select(libraryColumns)
        .from(inqInquiryLine)
        .where(and(eq(inqInquiryLine.id, req.params.id), liveLine));
      if (!line) throw notFound('inquiry.lineNotFound');
      const quotes = await lineQuotes(line.Id);
      return ok({ ...line, Quotes: rankByFreshness(quotes, (q) => q.DateCode, app.ctx.clock.now()) });
    },
  );

  app.get(
    '/merchant/forqutation/line/:id/quotes',
    {
      config: { access: INQ_ACCESS.lineQuotes },
      schema: { tags, summary: "A line's valid purchase quotes, fresher D/C first", params: docIdParam },
    },
    async (req) => {
      const user = req.auth();
      const [line] = await db
        .select({ id: inqInquiryLine.id, salespersonId: inqInquiry.salespersonId })
        .from(inqInquiryLine)
        .innerJoin(inqInquiry, eq(inqInquiry.id, inqInquiryLine.inquiryId))
        .where(and(eq(inqInquiryLine.id, req.params.id), isNull(inqInquiry.deletedAt)));
      if (!line || (!sourcing(user) && !seesAll(user) && line.salespersonId !== user.id))
        throw notFound('inquiry.lineNotFound');
      const ranked = rankByFreshness(await lineQuotes(line.id), (q) => q.DateCode, app.ctx.clock.now());
      return ok({ Records: ranked, TotalCount: ranked.length });
    },
  );

  await registerResource(app, purchaseQuoteResource, {
    from: inqPurchaseQuote,
    access: INQ_ACCESS.quotes,
    tieBreaker: inqPurchaseQuote.id,
    scope: { own: inqPurchaseQuote.buyerId, purchase: inqPurchaseQuote.buyerId },
    columns: quoteColumns,
    filterBy: {
      InquiryNo: (p) =>
        sql`exists (select 1 from inq_inquiry i where i.id = inq_purchase_quote.inquiry_id and i.no ilike ${p})`,
      SupplierName: (p) =>
        sql`exists (select 1 from pur_supplier s where s.id = inq_purchase_quote.supplier_id and s.name ilike ${p})`,
    },
    decorate: async (_db, rows) => withAge(rows as unknown as QuoteRow[], app.ctx.clock.now()) as never,
  });

  app.post(
    '/merchant/forqutation/purchasequote',
    {
      config: { access: INQ_ACCESS.quoteCreate },
      schema: { tags, summary: 'Enter a purchase quote for a line', body: quoteBody },
    },
    async (req) => ok(await createPurchaseQuote(env(req), req.body)),
  );

  app.put(
    '/merchant/forqutation/purchasequote/:id/void',
    {
      config: { access: INQ_ACCESS.quoteVoid },
      schema: {
        tags,
        summary: 'Void a purchase quote',
        params: docIdParam,
        body: z.object({ Version: z.number().int().positive() }),
      },
    },
    async (req) => ok(await voidPurchaseQuote(env(req), req.params.id, req.body.Version)),
  );
};
