import { INQUIRY_CURRENCIES } from '@partdesk/shared/inquiry/inquiry-codes';
import { PURCHASE_PURPOSE, PURCHASE_REQUEST_MENU } from '@partdesk/shared/inquiry/purchase-request-codes';
import { purchaseRequestResource } from '@partdesk/shared/inquiry/purchase-request-resource';
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
} from '../../../core/documents/document-schemas.js';
import { ok } from '../../../core/http/envelope.js';
import { registerResource } from '../../../core/resource/index.js';
import {
  createRequest,
  loadRequest,
  requestLines,
  submitRequest,
  updateRequest,
  withdrawRequest,
} from './purchase-request.service.js';
import { inqPurchaseRequest } from './purchase-request.table.js';
import { requestEnv } from '../../../core/http/index.js';

const tags = ['inquiry'];

/** Route access: the request screen (own requests); the queue screen may read a request it reviews. */
export const PR_ACCESS = {
  list: { grantedBy: [PURCHASE_REQUEST_MENU.list] },
  detail: { grantedBy: [PURCHASE_REQUEST_MENU.list, PURCHASE_REQUEST_MENU.audit] },
  create: { grantedBy: [`${PURCHASE_REQUEST_MENU.list}:0103`] },
  change: { grantedBy: [PURCHASE_REQUEST_MENU.list] },
} as const;

const lineBody = z.object({
  ...partLineFields,
  TargetCost: linePriceField(),
  Currency: z.enum(INQUIRY_CURRENCIES),
  Purpose: z.union([z.literal(PURCHASE_PURPOSE.stock), z.literal(PURCHASE_PURPOSE.sample)]),
  RequiredDate: docDayField(),
  InquiryLineId: z.number().int().positive().nullish(),
  Remark: docText(500),
});
const body = { Remark: docText(1000), Lines: z.array(lineBody).max(1000) };

const lineAgg = (expr: string) =>
  sql.raw(`(select ${expr} from inq_purchase_request_line l where l.request_id = inq_purchase_request.id)`);

const columns = {
  Id: inqPurchaseRequest.id,
  No: inqPurchaseRequest.no,
  Status: inqPurchaseRequest.status,
  RequestedBy: inqPurchaseRequest.requestedBy,
  Mpn: sql<string>`${lineAgg(`string_agg(l.mpn, ', ' order by l.line_no)`)}`,
  Purpose: sql<number>`${lineAgg('min(l.purpose)::int')}`,
  Lines: sql<number>`${lineAgg('count(*)::int')}`,
  Quantity: sql<number>`${lineAgg('coalesce(sum(l.quantity), 0)::bigint')}`,
  RequiredDate: sql<string | null>`${lineAgg(`to_char(min(l.required_date), 'YYYY-MM-DD')`)}`,
  Remark: inqPurchaseRequest.remark,
  TenantId: inqPurchaseRequest.tenantId,
  CreatedAt: inqPurchaseRequest.createdAt,
  Version: inqPurchaseRequest.version,
};

/** /forQuotation/purchase-request: purchase requests (CS) — kit list, detail, create, edit, submit, withdraw. */
export const purchaseRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);

  await registerResource(app, purchaseRequestResource, {
    from: inqPurchaseRequest,
    access: PR_ACCESS.list,
    tieBreaker: inqPurchaseRequest.id,
    scope: {
      own: inqPurchaseRequest.requestedBy,
      sales: inqPurchaseRequest.requestedBy,
      purchase: inqPurchaseRequest.requestedBy,
    },
    columns,
    filterBy: {
      Mpn: (p) =>
        sql`exists (select 1 from inq_purchase_request_line l where l.request_id = inq_purchase_request.id and l.mpn ilike ${p})`,
      Purpose: (v) =>
        sql`exists (select 1 from inq_purchase_request_line l where l.request_id = inq_purchase_request.id and l.purpose = ${v})`,
    },
    exportAs: {
      RequestedBy: sql`(select u.name from sys_user u where u.id = inq_purchase_request.requested_by)`,
      TenantId: sql`(select x.name from sys_tenant x where x.id = inq_purchase_request.tenant_id)`,
    },
  });

  app.get(
    '/merchant/forqutation/purchaserequest/:id',
    {
      config: { access: PR_ACCESS.detail },
      schema: { tags, summary: 'A purchase request with its lines', params: docIdParam },
    },
    async (req) => {
      const r = await loadRequest(app.ctx.db, req.auth(), req.params.id);
      const [row] = await app.ctx.db
        .select(columns)
        .from(inqPurchaseRequest)
        .where(eq(inqPurchaseRequest.id, r.id));
      return ok({ ...row, Lines: await requestLines(app.ctx.db, r.id) });
    },
  );

  app.post(
    '/merchant/forqutation/purchaserequest',
    {
      config: { access: PR_ACCESS.create },
      schema: {
        tags,
        summary: 'Create a purchase request (draft, or submitted with Submit)',
        body: z.object({ ...body, Submit: z.boolean().default(false) }),
      },
    },
    async (req) => {
      const r = await createRequest(env(req), req.body);
      return ok({ Id: r.id, No: r.no, Status: r.status, Version: r.version });
    },
  );

  app.put(
    '/merchant/forqutation/purchaserequest/:id',
    {
      config: { access: PR_ACCESS.change },
      schema: {
        tags,
        summary: 'Edit a draft or rejected purchase request',
        params: docIdParam,
        body: z.object({ ...body, ...versionBody.shape }),
      },
    },
    async (req) => ok(await updateRequest(env(req), req.params.id, req.body)),
  );

  app.put(
    '/merchant/forqutation/purchaserequest/:id/submit',
    {
      config: { access: PR_ACCESS.change },
      schema: {
        tags,
        summary: 'Submit for review (purchase-requestaudit)',
        params: docIdParam,
        body: versionBody,
      },
    },
    async (req) => ok(await submitRequest(env(req), req.params.id, req.body.Version)),
  );

  app.put(
    '/merchant/forqutation/purchaserequest/:id/withdraw',
    {
      config: { access: PR_ACCESS.change },
      schema: { tags, summary: 'Withdraw from review back to draft', params: docIdParam, body: versionBody },
    },
    async (req) => ok(await withdrawRequest(env(req), req.params.id, req.body.Version)),
  );
};
