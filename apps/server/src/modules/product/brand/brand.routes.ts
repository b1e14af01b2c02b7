import { brandResource, BRAND_ALIAS_MAX } from '@partdesk/shared/product/brand-resource';
import { formSchemaOf } from '@partdesk/shared/resource/form-schema';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_MENU } from '../../../core/access/access.js';
import { docIdParam } from '../../../core/documents/index.js';
import { ok, requestEnv } from '../../../core/http/index.js';
import { registerResource } from '../../../core/resource/index.js';
import { BRAND_MENU as MENU, type BrandBody, brandDetail } from './brand.queries.js';
import { productBrand } from './brand.table.js';
import { createBrand } from './use-cases/create-brand.js';
import { listBrandOptions } from './use-cases/list-brand-options.js';
import { updateBrand } from './use-cases/update-brand.js';

const readAccess = { grantedBy: [MENU, 'product/product-information'] } as const;
const writeAccess = { grantedBy: [`${MENU}:0103`] } as const;
const tags = ['product'];

const brandBody = formSchemaOf(brandResource, 'edit').extend({
  Aliases: z
    .array(z.string().max(BRAND_ALIAS_MAX.length * 2))
    .max(BRAND_ALIAS_MAX.count * 2)
    .default([]),
});
const updateBody = brandBody.extend({ Version: z.number().int().positive() });

/**
 * /product/brand-manage: brands with aliases and the franchised flag; a picker list for part forms. Thin:
 * reads in brand.queries.ts, writes in use-cases/{create,update}-brand.ts.
 */
export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);

  await registerResource(app, brandResource, {
    from: productBrand,
    scope: 'none', // master data
    access: { grantedBy: [MENU] },
    tieBreaker: productBrand.id,
    columns: {
      Id: productBrand.id,
      Name: productBrand.name,
      FullName: productBrand.fullName,
      NameCn: productBrand.nameCn,
      Aliases: sql<string>`array_to_string(${productBrand.aliases}, ', ')`,
      CountryCode: productBrand.countryCode,
      Website: productBrand.website,
      IsProxy: productBrand.isProxy,
      Parts: sql<number>`(select count(*)::int from product_part p where p.brand_id = product_brand.id)`,
      Status: productBrand.status,
      Sort: productBrand.sort,
      Remark: productBrand.remark,
      Version: productBrand.version,
    },
    filterBy: {
      Name: (pattern) =>
        sql`(${productBrand.name} ilike ${pattern} or exists (select 1 from unnest(product_brand.aliases) a where a ilike ${pattern}))`,
      CountryCode: (v) => sql`${productBrand.countryCode} = upper(${String(v)})`,
    },
  });

  /** Every brand for pickers (part forms, BOM preview): `Id, Name, Aliases, IsProxy, Status`. */
  app.get(
    '/merchant/product/brand/options',
    { config: { access: { grantedBy: [ANY_MENU] } }, schema: { tags } },
    async function brandOptions(req) {
      return ok(await listBrandOptions(env(req)));
    },
  );

  app.get(
    '/merchant/product/brand/:id',
    { config: { access: readAccess }, schema: { params: docIdParam, tags } },
    async function getBrand(req) {
      return ok(await brandDetail(env(req).app.db, req.params.id));
    },
  );

  app.post(
    '/merchant/product/brand',
    { config: { access: writeAccess }, schema: { body: brandBody, tags } },
    async function addBrand(req) {
      return ok(await createBrand(env(req), req.body as BrandBody));
    },
  );

  app.put(
    '/merchant/product/brand/:id',
    { config: { access: writeAccess }, schema: { params: docIdParam, body: updateBody, tags } },
    async function changeBrand(req) {
      return ok(await updateBrand(env(req), req.params.id, req.body as BrandBody));
    },
  );
};
