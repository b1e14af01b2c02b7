import { bomMpnNorm, bomPartKey } from '@partdesk/shared/bom/mpn-key';
import { PART_STATUS, partResource } from '@partdesk/shared/product/part-resource';
import { formSchemaOf } from '@partdesk/shared/resource/form-schema';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { docIdParam } from '../../../core/documents/index.js';
import { ok, requestEnv } from '../../../core/http/index.js';
import { registerResource } from '../../../core/resource/index.js';
import { type PartBody, partDetail } from './part.service.js';
import { productPart } from './part.table.js';
import { createPart } from './use-cases/create-part.js';
import { setPartStatus } from './use-cases/set-part-status.js';
import { updatePart } from './use-cases/update-part.js';

const MENU = 'product/product-information';
/** Reading: the screen; writing: its 0103 (add) button; status: its 0102 button. */
const readAccess = { grantedBy: [MENU] } as const;
const writeAccess = { grantedBy: [`${MENU}:0103`] } as const;
const statusAccess = { grantedBy: [`${MENU}:0102`] } as const;
const tags = ['product'];

/** The form contract of the definition plus the brand picked by the screen. */
const partBody = formSchemaOf(partResource, 'edit').extend({
  BrandId: z.number({ error: 'kit.form.selectRequired' }).int().positive(),
});
const updateBody = partBody.extend({ Version: z.number().int().positive() });
const brandNameSql = sql<string>`(select b.name from product_brand b where b.id = product_part.brand_id)`;
const unescapeLike = (pattern: string) => pattern.slice(1, -1).replace(/\\(.)/g, '$1');
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * /product/product-information: the parts master list, detail, create, versioned edit and status. Thin:
 * the writes live in use-cases/{create,update}-part.ts and set-part-status.ts.
 */
export const partRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);

  await registerResource(app, partResource, {
    from: productPart,
    scope: 'none', // master data
    access: readAccess,
    tieBreaker: productPart.id,
    columns: {
      Id: productPart.id,
      Mpn: productPart.mpn,
      BrandId: productPart.brandId,
      BrandName: brandNameSql,
      Package: productPart.package,
      CategoryCode: productPart.categoryCode,
      Description: productPart.description,
      Msl: productPart.msl,
      Rohs: productPart.rohs,
      HsCode: productPart.hsCode,
      Coo: productPart.coo,
      Lifecycle: sql<string | null>`${productPart.lifecycle}::text`,
      Status: productPart.status,
      Remark: productPart.remark,
      UpdatedAt: productPart.updatedAt,
      Version: productPart.version,
    },
    filterBy: {
      // Prefix of the normalised MPN or of the BOM part key (index: text_pattern_ops on both).
      Mpn: (pattern) => {
        const raw = unescapeLike(String(pattern));
        const norm = `${escapeLike(bomMpnNorm(raw))}%`;
        const key = `${escapeLike(bomPartKey(raw))}%`;
        return sql`(${productPart.mpnNorm} like ${norm} or ${productPart.mpnKey} like ${key})`;
      },
      BrandName: (pattern) =>
        sql`exists (select 1 from product_brand b where b.id = product_part.brand_id and (b.name ilike ${pattern} or exists (select 1 from unnest(b.aliases) a where a ilike ${pattern})))`,
      Lifecycle: (v) => sql`${productPart.lifecycle}::text = ${String(v)}`,
    },
    exportAs: { Lifecycle: sql`${productPart.lifecycle}::text` },
  });

  app.get(
    '/merchant/product/part/:id',
    { config: { access: readAccess }, schema: { params: docIdParam, tags } },
    async function getPart(req) {
      return ok(await partDetail(env(req).app.db, req.params.id));
    },
  );

  app.post(
    '/merchant/product/part',
    { config: { access: writeAccess }, schema: { body: partBody, tags } },
    async function addPart(req) {
      return ok(await createPart(env(req), req.body as PartBody));
    },
  );

  app.put(
    '/merchant/product/part/:id',
    { config: { access: writeAccess }, schema: { params: docIdParam, body: updateBody, tags } },
    async function changePart(req) {
      return ok(await updatePart(env(req), req.params.id, req.body as PartBody));
    },
  );

  app.put(
    '/merchant/product/part/:id/disable',
    { config: { access: statusAccess }, schema: { params: docIdParam, tags } },
    async function disablePart(req) {
      return ok(await setPartStatus(env(req), req.params.id, PART_STATUS.disabled, 'disable'));
    },
  );

  app.put(
    '/merchant/product/part/:id/enable',
    { config: { access: statusAccess }, schema: { params: docIdParam, tags } },
    async function enablePart(req) {
      return ok(await setPartStatus(env(req), req.params.id, PART_STATUS.active, 'enable'));
    },
  );
};
