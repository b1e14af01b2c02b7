import { bomMpnNorm, bomPartKey, cleanMpn } from '@partdesk/shared/bom/mpn-key';
import { PART_STATUS, partResource } from '@partdesk/shared/product/part-resource';
import { formSchemaOf } from '@partdesk/shared/resource/form-schema';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordHistory } from '../../../core/documents/history.js';
import { updateVersioned } from '../../../core/documents/versioned.js';
import { ok } from '../../../core/http/envelope.js';
import { registerResource, requireActionState } from '../../../core/resource/index.js';
import { productBrand } from '../brand/brand.table.js';
import { normalizeMpn } from './mpn.js';
import { assertPartFree, checkPartRefs, duplicatePart, partDetail } from './part.service.js';
import { productPart } from './part.table.js';
import { docIdParam } from '../../../core/documents/index.js';
import { isUniqueViolation } from '../../../core/db/index.js';

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
/** The body as parsed (formSchemaOf types its keys loosely). */
type PartBody = Record<string, unknown> & { BrandId: number; Version?: number };

const brandNameSql = sql<string>`(select b.name from product_brand b where b.id = product_part.brand_id)`;
const unescapeLike = (pattern: string) => pattern.slice(1, -1).replace(/\\(.)/g, '$1');
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function values(b: PartBody, lifecycle: number | null) {
  const mpn = cleanMpn(String(b.Mpn));
  return {
    mpn,
    mpnNorm: normalizeMpn(mpn),
    mpnKey: bomPartKey(mpn),
    brandId: b.BrandId,
    package: (b.Package as string | undefined) ?? '',
    categoryCode: (b.CategoryCode as string | undefined) ?? null,
    description: (b.Description as string | undefined) ?? '',
    msl: (b.Msl as string | undefined) ?? '',
    rohs: (b.Rohs as boolean | undefined) ?? true,
    lifecycle,
    remark: (b.Remark as string | undefined) ?? '',
  };
}

/** /product/product-information: the parts master list, detail, create, versioned edit and status. */
export const partRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

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
    async (req) => ok(await partDetail(db, req.params.id)),
  );

  app.post(
    '/merchant/product/part',
    { config: { access: writeAccess }, schema: { body: partBody, tags } },
    async (req) => {
      const b = req.body as PartBody;
      const { lifecycle } = await checkPartRefs(db, b as never);
      await assertPartFree(db, String(b.Mpn), b.BrandId);
      const user = req.auth().id;
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(productPart)
            .values({ ...values(b, lifecycle), createdBy: user, updatedBy: user })
            .returning({ id: productPart.id });
          await recordHistory(tx, {
            type: 'part',
            docId: row!.id,
            docNo: cleanMpn(String(b.Mpn)),
            action: 'create',
            userId: user,
          });
          return row!.id;
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const [brand] = await db
          .select({ name: productBrand.name })
          .from(productBrand)
          .where(eq(productBrand.id, b.BrandId));
        throw duplicatePart(cleanMpn(String(b.Mpn)), brand?.name ?? '');
      }
      return ok(await partDetail(db, id));
    },
  );

  app.put(
    '/merchant/product/part/:id',
    { config: { access: writeAccess }, schema: { params: docIdParam, body: updateBody, tags } },
    async (req) => {
      const b = req.body as PartBody;
      const id = req.params.id;
      const before = await partDetail(db, id);
      const { lifecycle } = await checkPartRefs(db, b as never);
      await assertPartFree(db, String(b.Mpn), b.BrandId, id);
      const next = values(b, lifecycle);
      try {
        await db.transaction(async (tx) => {
          await updateVersioned(tx, productPart, id, b.Version as number, {
            ...next,
            updatedBy: req.auth().id,
          });
          const changes: Record<string, [unknown, unknown]> = {};
          if (before.Mpn !== next.mpn) changes.Mpn = [before.Mpn, next.mpn];
          if (before.BrandId !== next.brandId) changes.BrandId = [before.BrandId, next.brandId];
          if (before.Package !== next.package) changes.Package = [before.Package, next.package];
          await recordHistory(tx, {
            type: 'part',
            docId: id,
            docNo: next.mpn,
            action: 'update',
            userId: req.auth().id,
            changes,
          });
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        throw duplicatePart(next.mpn, before.BrandName);
      }
      return ok(await partDetail(db, id));
    },
  );

  const setStatus =
    (status: number, action: string) =>
    async (req: { params: { id: number }; auth: () => { id: number } }) => {
      const before = await partDetail(db, req.params.id);
      requireActionState(partResource, action, before);
      if (before.Status !== status) {
        await db.transaction(async (tx) => {
          await tx
            .update(productPart)
            .set({
              status,
              updatedBy: req.auth().id,
              updatedAt: new Date(),
              version: sql`${productPart.version} + 1`,
            })
            .where(eq(productPart.id, before.Id));
          await recordHistory(tx, {
            type: 'part',
            docId: before.Id,
            docNo: before.Mpn,
            action,
            fromStatus: before.Status,
            toStatus: status,
            userId: req.auth().id,
          });
        });
      }
      return ok(await partDetail(db, before.Id));
    };
  app.put(
    '/merchant/product/part/:id/disable',
    { config: { access: statusAccess }, schema: { params: docIdParam, tags } },
    setStatus(PART_STATUS.disabled, 'disable'),
  );
  app.put(
    '/merchant/product/part/:id/enable',
    { config: { access: statusAccess }, schema: { params: docIdParam, tags } },
    setStatus(PART_STATUS.active, 'enable'),
  );
};
