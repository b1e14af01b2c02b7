import { QUALITY_CHECK_MENUS as M } from '@partdesk/shared/sales/quality-check/quality-check.codes';
import {
  qualityCheckCreateBody,
  qualityCheckResultBody,
} from '@partdesk/shared/sales/quality-check/quality-check.contract';
import { qualityCheckResource } from '@partdesk/shared/sales/quality-check/quality-check.resource';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { loadScoped } from '../../../core/documents/index.js';
import { type Env, ok, requestEnv } from '../../../core/http/index.js';
import { registerResource } from '../../../core/resource/index.js';
import { enabledChecklistItems } from '../../purchase/index.js';
import { qualityCheckDocument } from './quality-check.document.js';
import { salesQualityCheckItem as I, salesQualityCheck as T } from './quality-check.table.js';
import { recordQualityCheck } from './use-cases/record-quality-check.js';
import { requestQualityCheck } from './use-cases/request-quality-check.js';

/** Route access (menu codes of packages/shared/src/access/menu-tree.ts). */
export const QUALITY_CHECK_ACCESS = {
  /** The list and detail: salespeople and the warehouse (sales/checkquality), the quality-audit reviewers. */
  list: { grantedBy: [M.list, M.review] },
  /** Asking (salespeople) and recording the result (the warehouse; the use case refuses a salesperson). */
  act: { grantedBy: [M.list] },
} as const;

const tags = ['sales'];
const base = '/merchant/sale/qualitycheck';

export const qualityCheckColumns = {
  Id: T.id,
  No: T.no,
  OrderId: T.orderId,
  OrderNo: sql<string>`(select o.no from sales_order o where o.id = ${T.orderId})`,
  OrderLineId: T.orderLineId,
  LotId: T.lotId,
  Mpn: T.mpn,
  Quantity: T.quantity,
  Reason: T.reason,
  Status: T.status,
  Result: T.result,
  Failed: sql<number>`(select count(*)::int from sales_quality_check_item i where i.check_id = "sales_quality_check"."id" and i.result = 2)`,
  Remark: T.remark,
  OwnerId: T.ownerId,
  OwnerName: sql<string | null>`(select u.name from sys_user u where u.id = ${T.ownerId})`,
  InspectorId: T.inspectorId,
  InspectorName: sql<string | null>`(select u.name from sys_user u where u.id = ${T.inspectorId})`,
  TenantId: T.tenantId,
  CreatedAt: T.createdAt,
  Version: T.version,
};

/** /merchant/sale/qualitycheck: list / export (kit), detail with its checklist, ask, record the result. */
export const qualityCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerResource(app, qualityCheckResource, {
    from: T,
    access: QUALITY_CHECK_ACCESS.list,
    tieBreaker: T.id,
    scopeWhere: qualityCheckDocument.visibleWhere,
    columns: qualityCheckColumns,
  });

  async function detail(e: Env, id: number) {
    const row = await loadScoped(
      app.ctx.db,
      T,
      id,
      qualityCheckDocument.visibleWhere(e.user),
      'errors.notFound',
    );
    const [head] = await app.ctx.db.select(qualityCheckColumns).from(T).where(eq(T.id, row.id));
    const items = await app.ctx.db
      .select({ ItemId: I.itemId, Name: I.name, Result: I.result, Note: I.note })
      .from(I)
      .where(eq(I.checkId, row.id))
      .orderBy(asc(I.id));
    return ok({ ...head, Items: items });
  }
  async function checklist() {
    const rows = await enabledChecklistItems(app.ctx.db);
    return ok({ Records: rows.map((r) => ({ Id: r.id, NameZh: r.nameZh, NameEn: r.nameEn })) });
  }

  app.get(
    `${base}/checklist`,
    {
      config: { access: QUALITY_CHECK_ACCESS.list },
      schema: { tags, summary: 'The enabled checklist items (purchase qualityList) a result answers' },
    },
    () => checklist(),
  );
  app.get(
    `${base}/:id`,
    {
      config: { access: QUALITY_CHECK_ACCESS.list },
      schema: { tags, summary: 'One quality check with its checklist results', params: docIdParam },
    },
    (req) => detail(env(req), req.params.id),
  );
  app.post(
    base,
    {
      config: { access: QUALITY_CHECK_ACCESS.act },
      schema: { tags, summary: 'Ask for a quality check of a reserved lot', body: qualityCheckCreateBody },
    },
    async (req) => {
      const row = await requestQualityCheck(env(req), req.body);
      return ok({ Id: row.id, No: row.no, Status: row.status, Version: row.version });
    },
  );
  app.put(
    `${base}/:id/result`,
    {
      config: { access: QUALITY_CHECK_ACCESS.act },
      schema: {
        tags,
        summary: 'Record the checklist result and submit it to quality-audit',
        params: docIdParam,
        body: qualityCheckResultBody,
      },
    },
    async (req) => ok(await recordQualityCheck(env(req), req.params.id, req.body)),
  );
};
