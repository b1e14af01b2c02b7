import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { defineModule } from '../../core/modules/index.js';
import { bomRoutes } from './bom/bom.routes.js';
import { brandRoutes } from './brand/brand.routes.js';
import { productBrand } from './brand/brand.table.js';
import { partRoutes } from './part/part.routes.js';
import { productPart } from './part/part.table.js';
import { backfillPartKeys } from './seed/backfill-keys.js';
import { seedProductCategories } from './seed/categories.js';
import { seedProductDemo } from './seed/seed-product.js';

export { type BrandRef, brandKey, loadBrandIndex, resolveBrandId } from './brand/brand-match.js';
/** The BOM file engine, reused by purchasing's supplier stock lists (decision 0044). */
export { BOM_FILE_MAX_BYTES, findHeaderRow, readBomFile } from './bom/bom-file.js';
export { readUpload as readBomUpload } from './bom/bom.routes.js';
export type { BomUpload } from './bom/bom.queries.js';
export { normalizeMpn } from './part/mpn.js';
export { type FoundPart, findOrCreatePart, type PartInput } from './part/part.service.js';
export { type BomMatchedLine, type MatchKind, matchBom } from './bom/bom-match.js';
/** The CRM hands the BOM import its customer-scope check (product comes before crm). */
export { type CustomerInScope, provideBomCustomerScope } from './bom/bom-customers.js';
export type { DemoPart } from './seed/seed-product.js';
export * from './brand/brand.table.js';
export * from './part/part.table.js';
export * from './bom/bom-mapping.table.js';

/** Product routes: the parts master, brands and the BOM import. */
export const productModule = defineModule({
  name: 'product',
  systemSeeders: [seedProductCategories, backfillPartKeys],
  /** After the organisation (users) and lookups; before purchasing and CRM, which use the parts. */
  demoSeeders: [{ name: 'product', order: 10, run: seedProductDemo }],
  register: productRoutes,
});

async function productRoutes(app: FastifyInstance): Promise<void> {
  const canView = (u: { isAdmin: boolean; grants: ReadonlySet<string> }, menu: string) =>
    u.isAdmin || u.grants.has(menu);
  // History of parts and brands (GET /merchant/document/history?type=part|brand&id=).
  app.ctx.documents.register({
    type: 'part',
    async load(db, id) {
      const [row] = await db
        .select({ id: productPart.id, no: productPart.mpn })
        .from(productPart)
        .where(eq(productPart.id, id));
      return row ?? null;
    },
    canView: (u) => canView(u, 'product/product-information'),
    canEdit: () => false,
  });
  app.ctx.documents.register({
    type: 'brand',
    async load(db, id) {
      const [row] = await db
        .select({ id: productBrand.id, no: productBrand.name })
        .from(productBrand)
        .where(eq(productBrand.id, id));
      return row ?? null;
    },
    canView: (u) => canView(u, 'product/brand-manage'),
    canEdit: () => false,
  });
  await app.register(partRoutes);
  await app.register(brandRoutes);
  await app.register(bomRoutes);
}
