import { PROXY_BRAND_STATUS } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.codes';
import type { ProxyBrandInForce } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.contract';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { loadScoped } from '../../../core/documents/index.js';
import { proxyBrandDocument } from './proxy-brand.document.js';
import { purProxyBrand as T } from './proxy-brand.table.js';

/** Reads shared by several use cases and routes (no repository layer: decision 0020). */
export function loadProxyBrand(db: Executor, user: AuthUser, id: number, lock = false) {
  return loadScoped(db, T, id, proxyBrandDocument.visibleWhere(user), 'errors.notFound', lock);
}

/**
 * The brands with an approved proxy in force on `day` (YYYY-MM-DD, inclusive bounds): one row per
 * brand with its territories and the latest end date. Exported through purchase's index.ts (quote sits
 * above purchase) and served at GET /merchant/purchase/proxybrand/valid (the web flags parts with it:
 * product sits below purchase). Never stored, so an expired proxy is never flagged (decision 0049).
 */
export async function proxyBrandsInForce(db: Executor, day: string): Promise<ProxyBrandInForce[]> {
  const rows = await db
    .select({
      BrandId: T.brandId,
      BrandName: sql<string>`coalesce(max((select b.name from product_brand b where b.id = ${T.brandId})), '')`,
      Territories: sql<string[]>`array_agg(distinct ${T.territory} order by ${T.territory})`,
      ValidTo: sql<string>`max(${T.validTo})::text`,
    })
    .from(T)
    .where(and(eq(T.status, PROXY_BRAND_STATUS.approved), lte(T.validFrom, day), gte(T.validTo, day)))
    .groupBy(T.brandId)
    .orderBy(T.brandId);
  return rows;
}
