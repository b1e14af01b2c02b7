import { VISIT_KIND, VISIT_METHOD, VISIT_STATUS } from '@partdesk/shared/crm/crm-ops-codes';
import { visitAuditResource, visitResource } from '@partdesk/shared/crm/visit-resource';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../core/http/app-error.js';
import { ok } from '../../../core/http/envelope.js';
import { registerResource } from '../../../core/resource/index.js';
import { OPS_ACCESS } from '../crm-ops-access.js';
import {
  allotVisits,
  cancelVisit,
  createVisit,
  submitVisit,
  updateVisit,
  visitScope,
} from './visit.service.js';
import { crmVisit } from './visit.table.js';
import { docIdParam } from '../../../core/documents/index.js';
import { requestEnv } from '../../../core/http/index.js';

const tags = ['crm'];
const text = (max: number) => z.string().trim().max(max).default('');
const day = z.iso.date().nullish();
const editable = {
  ContactId: z.number().int().positive().nullish(),
  Method: z
    .number()
    .int()
    .refine((v) => (Object.values(VISIT_METHOD) as number[]).includes(v)),
  PlannedDate: day,
  PlannedTime: text(5),
  DoneDate: day,
  Location: text(200),
  Purpose: text(500),
  Content: text(4000),
  Result: text(2000),
  NextStep: text(1000),
};
const kind = z
  .number()
  .int()
  .refine((v) => v === VISIT_KIND.plan || v === VISIT_KIND.report);
const createBody = z.object({
  ...editable,
  Kind: kind,
  CustomerId: z.number().int().positive(),
  SalespersonId: z.number().int().positive().nullish(),
});
const updateBody = z.object({ ...editable, Kind: kind.optional(), Version: z.number().int().positive() });
const versionBody = z.object({ Version: z.number().int().positive() });

const columns = {
  Id: crmVisit.id,
  No: crmVisit.no,
  Kind: crmVisit.kind,
  CustomerId: crmVisit.customerId,
  CustomerCode: sql<string>`(select c.code from crm_customer c where c.id = crm_visit.customer_id)`,
  CustomerName: sql<string>`(select c.short_name from crm_customer c where c.id = crm_visit.customer_id)`,
  ContactId: crmVisit.contactId,
  ContactName: sql<string | null>`(select k.name from crm_contact k where k.id = crm_visit.contact_id)`,
  SalespersonId: crmVisit.salespersonId,
  allotStatus: sql<number>`case when ${crmVisit.salespersonId} is null then 0 else 1 end`,
  Method: crmVisit.method,
  PlannedDate: crmVisit.plannedDate,
  PlannedTime: crmVisit.plannedTime,
  DoneDate: crmVisit.doneDate,
  Location: crmVisit.location,
  Purpose: crmVisit.purpose,
  Content: crmVisit.content,
  Result: crmVisit.result,
  NextStep: crmVisit.nextStep,
  Status: crmVisit.status,
  Attachments: sql<number>`(select count(*)::int from doc_attachment a where a.doc_type = 'customerVisit' and a.doc_id = crm_visit.id)`,
  TenantId: crmVisit.tenantId,
  CreatedBy: crmVisit.createdBy,
  CreatedAt: crmVisit.createdAt,
  Version: crmVisit.version,
};

const filterBy = {
  CustomerName: (p: unknown) =>
    sql`exists (select 1 from crm_customer c where c.id = crm_visit.customer_id and concat_ws(' ', c.short_name, c.name) ilike ${p})`,
  allotStatus: (v: unknown) =>
    Number(v) === 0 ? sql`${crmVisit.salespersonId} is null` : sql`${crmVisit.salespersonId} is not null`,
};

/** Customer visits (BF): list, detail, create, edit, submit, cancel, allotment, pending review. */
export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);

  await registerResource(app, visitResource, {
    from: crmVisit,
    access: OPS_ACCESS.visits,
    tieBreaker: crmVisit.id,
    scopeWhere: visitScope,
    columns,
    filterBy,
  });

  await registerResource(app, visitAuditResource, {
    from: crmVisit,
    // The audit queue lists every visit pending review to the holders of the audit screen.
    scope: 'none',
    access: OPS_ACCESS.visitAuditing,
    tieBreaker: crmVisit.id,
    where: () => [eq(crmVisit.status, VISIT_STATUS.pendingReview)],
    columns,
    filterBy,
  });

  app.get(
    '/merchant/sale/customervisit/:id',
    {
      config: { access: OPS_ACCESS.visitDetail },
      schema: { tags, summary: 'One visit', params: docIdParam },
    },
    async (req) => {
      const [row] = await app.ctx.db
        .select(columns)
        .from(crmVisit)
        .where(and(eq(crmVisit.id, req.params.id), visitScope(req.auth())));
      if (!row) throw notFound();
      return ok(row);
    },
  );

  app.post(
    '/merchant/sale/customervisit',
    {
      config: { access: OPS_ACCESS.visitCreate },
      schema: { tags, summary: 'Create a visit plan or report', body: createBody },
    },
    async (req) => {
      const v = await createVisit(env(req), req.body);
      return ok({ Id: v.id, No: v.no, Version: v.version, SalespersonId: v.salespersonId });
    },
  );

  app.put(
    '/merchant/sale/customervisit/:id',
    {
      config: { access: OPS_ACCESS.visits },
      schema: { tags, summary: 'Edit a draft or rejected visit', params: docIdParam, body: updateBody },
    },
    async (req) => {
      const v = await updateVisit(env(req), req.params.id, req.body);
      return ok({ Id: req.params.id, Version: v.version });
    },
  );

  app.put(
    '/merchant/sale/customervisit/:id/submit',
    {
      config: { access: OPS_ACCESS.visits },
      schema: { tags, summary: 'Submit a visit report for review', params: docIdParam, body: versionBody },
    },
    async (req) => {
      const r = await submitVisit(env(req), req.params.id, req.body.Version);
      return ok({ Status: r.status === 'approved' ? VISIT_STATUS.approved : VISIT_STATUS.pendingReview });
    },
  );

  app.put(
    '/merchant/sale/customervisit/:id/cancel',
    {
      config: { access: OPS_ACCESS.visits },
      schema: { tags, summary: 'Cancel a draft or rejected visit', params: docIdParam, body: versionBody },
    },
    async (req) => {
      const v = await cancelVisit(env(req), req.params.id, req.body.Version);
      return ok({ Id: req.params.id, Version: v.version, Status: VISIT_STATUS.cancelled });
    },
  );

  app.put(
    '/merchant/sale/customervisit/allotment',
    {
      config: { access: OPS_ACCESS.visitAllot },
      schema: {
        tags,
        summary: 'Allot visits to a salesperson (all or nothing)',
        body: z.object({
          Ids: z.array(z.number().int().positive()).min(1).max(500),
          SalespersonId: z.number().int().positive(),
        }),
      },
    },
    async (req) => ok(await allotVisits(env(req), req.body.Ids, req.body.SalespersonId)),
  );
};
