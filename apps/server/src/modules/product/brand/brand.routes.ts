import { BRAND_ALIAS_MAX, brandResource } from '@partdesk/shared/product/brand-resource';
import { formSchemaOf } from '@partdesk/shared/resource/form-schema';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_MENU, type AuthUser } from '../../../core/access/access.js';
import { recordHistory } from '../../../core/documents/history.js';
import { updateVersioned } from '../../../core/documents/versioned.js';
import { forbidden, notFound } from '../../../core/http/app-error.js';
import { ok } from '../../../core/http/envelope.js';
import { registerResource } from '../../../core/resource/index.js';
import { isUniqueViolation } from '../../../core/db/index.js';
import { assertBrandNamesFree, cleanAliases, lockBrands } from './brand-rules.js';
import { productBrand } from './brand.table.js';
import { AppError } from '../../../core/http/app-error.js';
import { Codes } from '@partdesk/shared/core/codes';
import { docIdParam } from '../../../core/documents/index.js';

const MENU = 'product/brand-manage';
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
/** The body as parsed (formSchemaOf types its keys loosely). */
type BrandBody = Record<string, unknown> & { Aliases: string[]; Version?: number };

/** Changing the franchised flag needs the screen's 0102 button (administrators hold every button). */
const mayChangeProxy = (u: AuthUser) => u.isAdmin || u.grants.has(`${MENU}:0102`);

async function brandDetail(db: Parameters<typeof lockBrands>[0], id: number) {
  const [b] = await db
    .select({
      Id: productBrand.id,
      Name: productBrand.name,
      FullName: productBrand.fullName,
      NameCn: productBrand.nameCn,
      Aliases: productBrand.aliases,
      CountryCode: productBrand.countryCode,
      Website: productBrand.website,
      IsProxy: productBrand.isProxy,
      Status: productBrand.status,
      Sort: productBrand.sort,
      Remark: productBrand.remark,
      Parts: sql<number>`(select count(*)::int from product_part p where p.brand_id = product_brand.id)`,
      UpdatedAt: productBrand.updatedAt,
      Version: productBrand.version,
    })
    .from(productBrand)
    .where(eq(productBrand.id, id));
  if (!b) throw notFound();
  return b;
}

function values(b: BrandBody) {
  const name = String(b.Name).trim().replace(/\s+/g, ' ');
  return {
    name,
    fullName: (b.FullName as string | undefined) ?? '',
    nameCn: (b.NameCn as string | undefined) ?? '',
    aliases: cleanAliases(name, b.Aliases),
    countryCode: ((b.CountryCode as string | undefined) ?? '').toUpperCase(),
    website: (b.Website as string | undefined) ?? '',
    isProxy: (b.IsProxy as boolean | undefined) ?? false,
    status: (b.Status as number | undefined) ?? 1,
    sort: (b.Sort as number | undefined) ?? 0,
    remark: (b.Remark as string | undefined) ?? '',
  };
}

const nameTaken = (name: string) => new AppError(Codes.Conflict, 'product.brand.nameTaken', { name }, 'Name');

/** /product/brand-manage: brands with aliases and the franchised flag; a picker list for part forms. */
export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

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
    async () => {
      const Records = await db
        .select({
          Id: productBrand.id,
          Name: productBrand.name,
          Aliases: productBrand.aliases,
          IsProxy: productBrand.isProxy,
          Status: productBrand.status,
        })
        .from(productBrand)
        .orderBy(asc(productBrand.sort), asc(productBrand.name));
      return ok({ Records, TotalCount: Records.length });
    },
  );

  app.get(
    '/merchant/product/brand/:id',
    { config: { access: readAccess }, schema: { params: docIdParam, tags } },
    async (req) => ok(await brandDetail(db, req.params.id)),
  );

  app.post(
    '/merchant/product/brand',
    { config: { access: writeAccess }, schema: { body: brandBody, tags } },
    async (req) => {
      const user = req.auth();
      const v = values(req.body as BrandBody);
      if (v.isProxy && !mayChangeProxy(user)) throw forbidden('product.brand.proxyNeedsButton');
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          await lockBrands(tx);
          await assertBrandNamesFree(tx, v.name, v.aliases, null);
          const [row] = await tx
            .insert(productBrand)
            .values({ ...v, createdBy: user.id, updatedBy: user.id })
            .returning({ id: productBrand.id });
          await recordHistory(tx, {
            type: 'brand',
            docId: row!.id,
            docNo: v.name,
            action: 'create',
            userId: user.id,
          });
          return row!.id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw nameTaken(v.name);
        throw err;
      }
      return ok(await brandDetail(db, id));
    },
  );

  app.put(
    '/merchant/product/brand/:id',
    { config: { access: writeAccess }, schema: { params: docIdParam, body: updateBody, tags } },
    async (req) => {
      const user = req.auth();
      const id = req.params.id;
      const before = await brandDetail(db, id);
      const v = values(req.body as BrandBody);
      if (v.isProxy !== before.IsProxy && !mayChangeProxy(user))
        throw forbidden('product.brand.proxyNeedsButton');
      try {
        await db.transaction(async (tx) => {
          await lockBrands(tx);
          await assertBrandNamesFree(tx, v.name, v.aliases, id);
          await updateVersioned(tx, productBrand, id, (req.body as BrandBody).Version as number, {
            ...v,
            updatedBy: user.id,
          });
          const changes: Record<string, [unknown, unknown]> = {};
          if (before.Name !== v.name) changes.Name = [before.Name, v.name];
          if (before.Aliases.join('|') !== v.aliases.join('|')) changes.Aliases = [before.Aliases, v.aliases];
          if (before.IsProxy !== v.isProxy) changes.IsProxy = [before.IsProxy, v.isProxy];
          await recordHistory(tx, {
            type: 'brand',
            docId: id,
            docNo: v.name,
            action: 'update',
            userId: user.id,
            changes,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw nameTaken(v.name);
        throw err;
      }
      return ok(await brandDetail(db, id));
    },
  );
};
