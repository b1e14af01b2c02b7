import { INSPECTION_MENUS as M } from '@partdesk/shared/purchase/inspection/inspection.codes';
import {
  inspectionCreateBody,
  qualityItemBody,
} from '@partdesk/shared/purchase/inspection/inspection.contract';
import { inspectionResource } from '@partdesk/shared/purchase/inspection/inspection.resource';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { notFound, ok, requestEnv } from '../../../core/http/index.js';
import { registerResource } from '../../../core/resource/index.js';
import { inspectionDocument } from './inspection.document.js';
import { purInspection as T, purInspectionItem, purQualityItem as Q } from './inspection.table.js';
import { createInspection } from './use-cases/create-inspection.js';
import { createQualityItem, updateQualityItem } from './use-cases/save-quality-item.js';

/** Route access (menu codes of packages/shared/src/access/menu-tree.ts). */
export const INSPECTION_ACCESS = {
  /** The records: inspectors (purchase/test) and the quality-audit reviewers. */
  list: { grantedBy: [M.list, M.review] },
  /** Recording an inspection: the inspectors only. */
  inspect: { grantedBy: [M.list] },
  settingsRead: { grantedBy: [M.list, M.qualityList, M.process] },
  settings: { grantedBy: [M.qualityList, M.process] },
} as const;

const tags = ['purchase'];

const columns = {
  Id: T.id,
  No: T.no,
  ReceiptId: T.receiptId,
  ReceiptNo: sql<string>`(select r.no from pur_receipt r where r.id = ${T.receiptId})`,
  ReceiptLineId: T.receiptLineId,
  LotId: T.lotId,
  Mpn: T.mpn,
  Quantity: T.quantity,
  Weight: T.weight,
  Failed: sql<number>`(select count(*)::int from pur_inspection_item i where i.inspection_id = "pur_inspection"."id" and i.result = 2)`,
  Status: T.status,
  Remark: T.remark,
  OwnerId: T.ownerId,
  OwnerName: sql<string | null>`(select u.name from sys_user u where u.id = ${T.ownerId})`,
  TenantId: T.tenantId,
  CreatedAt: T.createdAt,
  Version: T.version,
};

const qualityColumns = {
  Id: Q.id,
  Kind: Q.kind,
  NameZh: Q.nameZh,
  NameEn: Q.nameEn,
  Description: Q.description,
  Sort: Q.sort,
  Status: Q.status,
  Version: Q.version,
};

/** Inbound inspections JY, the quality-audit decision's records, and the checklist settings (decision 0040). */
export const inspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerResource(app, inspectionResource, {
    from: T,
    access: INSPECTION_ACCESS.list,
    tieBreaker: T.id,
    scopeWhere: inspectionDocument.visibleWhere,
    columns,
    filterBy: {
      ReceiptNo: (v) =>
        sql`exists (select 1 from pur_receipt r where r.id = ${T.receiptId} and r.no ilike ${v})`,
    },
  });

  app.get(
    '/merchant/purchase/inspection/:id',
    {
      config: { access: INSPECTION_ACCESS.list },
      schema: { tags, summary: 'One inspection with its checklist results', params: docIdParam },
    },
    async (req) => {
      const [head] = await app.ctx.db.select(columns).from(T).where(eq(T.id, req.params.id));
      if (!head) throw notFound();
      const items = await app.ctx.db
        .select({
          ItemId: purInspectionItem.itemId,
          Name: purInspectionItem.name,
          NameEn: Q.nameEn,
          Result: purInspectionItem.result,
          Note: purInspectionItem.note,
        })
        .from(purInspectionItem)
        .innerJoin(Q, eq(Q.id, purInspectionItem.itemId))
        .where(eq(purInspectionItem.inspectionId, head.Id))
        .orderBy(asc(Q.sort), asc(Q.id));
      return ok({ ...head, Items: items });
    },
  );

  app.post(
    '/merchant/purchase/inspection',
    {
      config: { access: INSPECTION_ACCESS.inspect },
      schema: {
        tags,
        summary: 'Record an inspection and submit it to quality-audit',
        body: inspectionCreateBody,
      },
    },
    async (req) => {
      const row = await createInspection(env(req), req.body);
      return ok({ Id: row.id, No: row.no, Status: row.status });
    },
  );

  app.get(
    '/merchant/purchase/qualityitem',
    {
      config: { access: INSPECTION_ACCESS.settingsRead },
      schema: {
        tags,
        summary: 'Checklist items (Kind 1) and process steps (Kind 2)',
        querystring: z.object({ Kind: z.coerce.number().int().optional() }),
      },
    },
    async (req) => {
      const rows = await app.ctx.db
        .select(qualityColumns)
        .from(Q)
        .where(req.query.Kind ? eq(Q.kind, req.query.Kind) : undefined)
        .orderBy(asc(Q.kind), asc(Q.sort), asc(Q.id));
      return ok({ Records: rows });
    },
  );

  app.post(
    '/merchant/purchase/qualityitem',
    {
      config: { access: INSPECTION_ACCESS.settings },
      schema: { tags, summary: 'Add a checklist item or step', body: qualityItemBody },
    },
    async (req) => {
      const row = await createQualityItem(env(req), req.body);
      return ok({ Id: row.id, Version: row.version });
    },
  );

  app.put(
    '/merchant/purchase/qualityitem/:id',
    {
      config: { access: INSPECTION_ACCESS.settings },
      schema: {
        tags,
        summary: 'Edit a checklist item or step at Version',
        params: docIdParam,
        body: qualityItemBody,
      },
    },
    async (req) => ok({ Version: (await updateQualityItem(env(req), req.params.id, req.body)).version }),
  );
};
