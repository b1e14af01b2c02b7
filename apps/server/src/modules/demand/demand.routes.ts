import { DEMAND_MENU } from '@partdesk/shared/demand/demand-codes';
import { demandResource } from '@partdesk/shared/demand/demand-resource';
import { INQUIRY_CURRENCIES } from '@partdesk/shared/inquiry/inquiry-codes';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  docDayField,
  docIdParam,
  docText,
  linePriceField,
  partLineFields,
  versionBody,
} from '../../core/documents/document-schemas.js';
import { ok } from '../../core/http/envelope.js';
import { registerResource } from '../../core/resource/index.js';
import {
  createDemand,
  demandLines,
  demandScope,
  loadDemand,
  openInquiry,
  updateDemand,
} from './demand.service.js';
import { dmdDemand } from './demand.table.js';
import { requestEnv } from '../../core/http/index.js';

const tags = ['demand'];
const currency = z.enum(INQUIRY_CURRENCIES);

/** Route access of /demand (menu codes of packages/shared/src/access/menu-tree.ts). */
export const DEMAND_ACCESS = {
  list: { grantedBy: [DEMAND_MENU.list] },
  detail: { grantedBy: [DEMAND_MENU.list, DEMAND_MENU.audit] },
  create: { grantedBy: [`${DEMAND_MENU.list}:0103`] },
  change: { grantedBy: [DEMAND_MENU.list] },
} as const;

const lineBody = z.object({
  ...partLineFields,
  TargetPrice: linePriceField(),
  Currency: currency.nullish(),
  Delivery: docText(64),
  IsUrgent: z.boolean().default(false),
  CustomerPn: docText(64),
  Remark: docText(500),
});
const body = {
  Currency: currency.nullish(),
  ExpectedDate: docDayField(),
  Remark: docText(1000),
  Lines: z.array(lineBody).max(1000),
};

const columns = {
  Id: dmdDemand.id,
  No: dmdDemand.no,
  CustomerId: dmdDemand.customerId,
  CustomerCode: sql<string>`(select c.code from crm_customer c where c.id = dmd_demand.customer_id)`,
  CustomerName: sql<string>`(select c.short_name from crm_customer c where c.id = dmd_demand.customer_id)`,
  SalespersonId: dmdDemand.salespersonId,
  Mpn: sql<string>`(select string_agg(l.mpn, ', ' order by l.line_no) from dmd_demand_line l where l.demand_id = dmd_demand.id)`,
  Lines: sql<number>`(select count(*)::int from dmd_demand_line l where l.demand_id = dmd_demand.id)`,
  Currency: dmdDemand.currency,
  ExpectedDate: dmdDemand.expectedDate,
  status: dmdDemand.status,
  InquiryId: dmdDemand.inquiryId,
  InquiryNo: sql<string | null>`(select i.no from inq_inquiry i where i.id = dmd_demand.inquiry_id)`,
  Remark: dmdDemand.remark,
  TenantId: dmdDemand.tenantId,
  CreatedAt: dmdDemand.createdAt,
  Version: dmdDemand.version,
};

/** /demand/demandmanagement: demand orders (XQ) — kit list, detail, create, edit (rejected), open inquiry. */
export const demandRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);

  await registerResource(app, demandResource, {
    from: dmdDemand,
    access: DEMAND_ACCESS.list,
    tieBreaker: dmdDemand.id,
    scopeWhere: demandScope,
    columns,
    filterBy: {
      CustomerName: (p) =>
        sql`exists (select 1 from crm_customer c where c.id = dmd_demand.customer_id and concat_ws(' ', c.short_name, c.name) ilike ${p})`,
      Mpn: (p) =>
        sql`exists (select 1 from dmd_demand_line l where l.demand_id = dmd_demand.id and l.mpn ilike ${p})`,
    },
    exportAs: {
      SalespersonId: sql`(select u.name from sys_user u where u.id = dmd_demand.salesperson_id)`,
      TenantId: sql`(select x.name from sys_tenant x where x.id = dmd_demand.tenant_id)`,
    },
  });

  app.get(
    '/merchant/demand/demand/:id',
    {
      config: { access: DEMAND_ACCESS.detail },
      schema: { tags, summary: 'A demand order with its lines', params: docIdParam },
    },
    async (req) => {
      const d = await loadDemand(app.ctx.db, req.auth(), req.params.id);
      const [row] = await app.ctx.db.select(columns).from(dmdDemand).where(eq(dmdDemand.id, d.id));
      return ok({ ...row, Lines: await demandLines(app.ctx.db, d.id) });
    },
  );

  app.post(
    '/merchant/demand/demand',
    {
      config: { access: DEMAND_ACCESS.create },
      schema: {
        tags,
        summary: 'Record a demand order (awaiting confirmation)',
        body: z.object({ ...body, CustomerId: z.number().int().positive() }),
      },
    },
    async (req) => {
      const d = await createDemand(env(req), req.body);
      return ok({ Id: d.id, No: d.no, Status: d.status, Version: d.version });
    },
  );

  app.put(
    '/merchant/demand/demand/:id',
    {
      config: { access: DEMAND_ACCESS.change },
      schema: {
        tags,
        summary: 'Edit a rejected demand order (sent back for confirmation)',
        params: docIdParam,
        body: z.object({ ...body, ...versionBody.shape }),
      },
    },
    async (req) => ok(await updateDemand(env(req), req.params.id, req.body)),
  );

  app.put(
    '/merchant/demand/demand/:id/inquiry',
    {
      config: { access: DEMAND_ACCESS.change },
      schema: {
        tags,
        summary: 'Open an inquiry from a confirmed demand order',
        params: docIdParam,
        body: versionBody.extend({
          ContactId: z.number().int().positive().nullish(),
        }),
      },
    },
    async (req) => ok(await openInquiry(env(req), req.params.id, req.body)),
  );
};
