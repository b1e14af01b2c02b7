import { isIsoDate } from '@partdesk/shared/core/dates';
import { PROXY_BRAND_STATUS } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.codes';
import type { ProxyBrandCreate } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.contract';
import { normaliseTerritory, validityOrdered } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.rules';
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { badRequest } from '../../../core/http/index.js';
import { productBrand } from '../../product/index.js';
import { purProxyBrand as T } from './proxy-brand.table.js';

/**
 * The rules of a proxy brand's fields (create and edit; decision 0049), each a translated 400 naming
 * the field: the brand exists in the brand master (`BrandId`); both dates real days (`ValidFrom`,
 * `ValidTo`) and `ValidTo` not before `ValidFrom`; no other pending or approved proxy of the same brand
 * and territory (case-insensitive) whose validity overlaps (`Territory`). Returns the values to store.
 */
export async function checkProxyBrand(tx: Executor, input: ProxyBrandCreate, selfId?: number) {
  const [brand] = await tx
    .select({ id: productBrand.id })
    .from(productBrand)
    .where(eq(productBrand.id, input.BrandId));
  if (!brand) throw badRequest('purchase.proxyBrand.brandNotFound', {}, 'BrandId');
  if (!isIsoDate(input.ValidFrom)) throw badRequest('purchase.proxyBrand.dateInvalid', {}, 'ValidFrom');
  if (!isIsoDate(input.ValidTo)) throw badRequest('purchase.proxyBrand.dateInvalid', {}, 'ValidTo');
  if (!validityOrdered(input.ValidFrom, input.ValidTo))
    throw badRequest('purchase.proxyBrand.validToBeforeFrom', {}, 'ValidTo');
  const territory = normaliseTerritory(input.Territory);
  const [other] = await tx
    .select({ no: T.no })
    .from(T)
    .where(
      and(
        eq(T.brandId, input.BrandId),
        sql`lower(${T.territory}) = lower(${territory})`,
        inArray(T.status, [PROXY_BRAND_STATUS.pendingReview, PROXY_BRAND_STATUS.approved]),
        lte(T.validFrom, input.ValidTo),
        gte(T.validTo, input.ValidFrom),
        selfId ? ne(T.id, selfId) : undefined,
      ),
    )
    .limit(1);
  if (other) throw badRequest('purchase.proxyBrand.overlap', { no: other.no }, 'Territory');
  return {
    brandId: input.BrandId,
    territory,
    validFrom: input.ValidFrom,
    validTo: input.ValidTo,
    remark: input.Remark,
  };
}
