import { translate } from '@partdesk/shared/i18n/index';
import { INQUIRY_MENU } from '@partdesk/shared/inquiry/inquiry-codes';
import { SEAS_MENU } from '@partdesk/shared/inquiry/seas-codes';
import { seasResource } from '@partdesk/shared/inquiry/seas-resource';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../core/http/app-error.js';
import { ok } from '../../../core/http/envelope.js';
import { registerResource } from '../../../core/resource/index.js';
import { inqInquiry, inqInquiryLine } from '../inquiry/inquiry.table.js';
import { releaseInquiry, seasReason, seasScope, seasWhere, takeOverInquiry } from './seas.service.js';
import { docIdParam } from '../../../core/documents/index.js';
import { requestEnv } from '../../../core/http/index.js';

const tags = ['inquiry'];

/** Route access of the seas library. Release is the owner's action on rfq-menu or on the seas screen. */
export const SEAS_ACCESS = {
  list: { grantedBy: [SEAS_MENU] },
  takeOver: { grantedBy: [SEAS_MENU] },
  release: { grantedBy: [INQUIRY_MENU.list, SEAS_MENU] },
} as const;

/** The inquiry's contact (else the customer's primary contact), masked in SQL like the CRM pool. */
const masked = (expr: string) =>
  sql<string>`(select ${sql.raw(expr)} from crm_contact ct where ct.deleted_at is null and (ct.id = inq_inquiry.contact_id or (inq_inquiry.contact_id is null and ct.customer_id = inq_inquiry.customer_id)) order by ct.is_primary desc, ct.id limit 1)`;

const openRelease = (col: string) =>
  sql`(select r.${sql.raw(col)} from inq_seas_release r where r.inquiry_id = inq_inquiry.id and r.status = 1 limit 1)`;

const columns = {
  Id: inqInquiry.id,
  No: inqInquiry.no,
  CustomerCode: sql<string>`(select c.code from crm_customer c where c.id = inq_inquiry.customer_id)`,
  CustomerName: sql<string>`(select c.short_name from crm_customer c where c.id = inq_inquiry.customer_id)`,
  ContactName: masked(`case when ct.name = '' then '' else left(ct.name, 1) || '**' end`),
  ContactEmail: masked(`case when ct.email = '' then '' else left(ct.email, 1) || '***@***' end`),
  ContactPhone: masked(`case when ct.phone = '' then '' else '****' || right(ct.phone, 2) end`),
  SalespersonId: inqInquiry.salespersonId,
  SeasReason: seasReason,
  Mpn: sql<string>`''`,
  Lines: sql<number>`(select count(*)::int from inq_inquiry_line l where l.inquiry_id = inq_inquiry.id)`,
  Currency: inqInquiry.currency,
  ReleaseReason: sql<string | null>`${openRelease('reason')}`,
  ReleasedAt: sql<Date | null>`${openRelease('released_at')}`,
  TenantId: inqInquiry.tenantId,
  CreatedAt: inqInquiry.createdAt,
  Version: inqInquiry.version,
};

/** Lines shown in the pool: the parts asked for, without customer PNs, descriptions or remarks. */
const lineColumns = {
  Id: inqInquiryLine.id,
  LineNo: inqInquiryLine.lineNo,
  Mpn: inqInquiryLine.mpn,
  Brand: inqInquiryLine.brand,
  Package: inqInquiryLine.package,
  DateCode: inqInquiryLine.dateCode,
  Quantity: inqInquiryLine.quantity,
  TargetPrice: inqInquiryLine.targetPrice,
  Currency: inqInquiryLine.currency,
  Delivery: inqInquiryLine.delivery,
  IsUrgent: inqInquiryLine.isUrgent,
  QuoteStatus: inqInquiryLine.quoteStatus,
};

/** /forQuotation/seas-library: the public inquiry pool (decision 0012). */
export const seasRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);

  await registerResource(app, seasResource, {
    from: inqInquiry,
    access: SEAS_ACCESS.list,
    tieBreaker: inqInquiry.id,
    where: seasWhere,
    scopeWhere: seasScope,
    columns,
    filterBy: {
      CustomerName: (p) =>
        sql`exists (select 1 from crm_customer c where c.id = inq_inquiry.customer_id and concat_ws(' ', c.short_name, c.name) ilike ${p})`,
      Mpn: (p) =>
        sql`exists (select 1 from inq_inquiry_line l where l.inquiry_id = inq_inquiry.id and l.mpn ilike ${p})`,
      SeasReason: (v) =>
        sql`${seasReason} in (${sql.join(
          (v as number[]).map((x) => sql`${x}`),
          sql`, `,
        )})`,
    },
    exportAs: {
      SalespersonId: sql`(select u.name from sys_user u where u.id = inq_inquiry.salesperson_id)`,
      TenantId: sql`(select x.name from sys_tenant x where x.id = inq_inquiry.tenant_id)`,
    },
  });

  app.get(
    '/merchant/forqutation/seas/:id',
    {
      config: { access: SEAS_ACCESS.list },
      schema: { tags, summary: 'An inquiry of the pool (masked contact) with its lines', params: docIdParam },
    },
    async (req) => {
      const scope = seasScope(req.auth());
      const [row] = await app.ctx.db
        .select(columns)
        .from(inqInquiry)
        .where(and(eq(inqInquiry.id, req.params.id), ...seasWhere(), ...(scope ? [scope] : [])));
      if (!row) throw notFound('sourcing.seasNotFound');
      const lines = await app.ctx.db
        .select(lineColumns)
        .from(inqInquiryLine)
        .where(eq(inqInquiryLine.inquiryId, row.Id))
        .orderBy(asc(inqInquiryLine.lineNo));
      return ok({ ...row, Lines: lines });
    },
  );

  app.put(
    '/merchant/forqutation/seas/:id/release',
    {
      config: { access: SEAS_ACCESS.release },
      schema: {
        tags,
        summary: 'Release an own open inquiry to the pool',
        params: docIdParam,
        body: z.object({
          Reason: z.string().trim().max(500).default(''),
          Version: z.number().int().positive(),
        }),
      },
    },
    async (req) => {
      const r = await releaseInquiry(env(req), req.params.id, req.body);
      return ok(r, translate(req.lang, 'sourcing.released', { no: r.No }));
    },
  );

  app.put(
    '/merchant/forqutation/seas/:id/takeover',
    {
      config: { access: SEAS_ACCESS.takeOver },
      schema: {
        tags,
        summary: 'Take an inquiry of the pool over (become its salesperson)',
        params: docIdParam,
        body: z.object({ Version: z.number().int().positive() }),
      },
    },
    async (req) => {
      const r = await takeOverInquiry(env(req), req.params.id, req.body);
      return ok(r, translate(req.lang, 'sourcing.tookOver', { no: r.No }));
    },
  );
};
