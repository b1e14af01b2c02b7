import { proxyBrandResource } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.resource';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../core/resource/index.js';
import { proxyBrandDocument } from './proxy-brand.document.js';
import { purProxyBrand as T } from './proxy-brand.table.js';

/** The wire columns of a row (list, export and detail), PascalCase in the select. */
export const proxyBrandColumns = {
  Id: T.id,
  No: T.no,
  BrandId: T.brandId,
  BrandName: sql<string>`coalesce((select b.name from product_brand b where b.id = ${T.brandId}), '')`,
  Territory: T.territory,
  ValidFrom: T.validFrom,
  ValidTo: T.validTo,
  Remark: T.remark,
  status: T.status,
  ReviewComment: T.reviewComment,
  OwnerId: T.ownerId,
  OwnerName: sql<string | null>`(select u.name from sys_user u where u.id = ${T.ownerId})`,
  TenantId: T.tenantId,
  CreatedAt: T.createdAt,
  Version: T.version,
};

/**
 * POST /merchant/purchase/proxybrand/Query and /Export (purchase/proxybrand; `status=11` = pending
 * review, the to-do link of ProxyBrandAuditCount): every row (scope 'none', decision 0049).
 */
export function registerProxyBrandList(app: FastifyInstance, access: { grantedBy: readonly string[] }) {
  return registerResource(app, proxyBrandResource, {
    from: T,
    access,
    tieBreaker: T.id,
    scopeWhere: proxyBrandDocument.visibleWhere,
    columns: proxyBrandColumns,
    filterBy: {
      BrandName: (v) =>
        sql`exists (select 1 from product_brand b where b.id = ${T.brandId} and b.name ilike ${v})`,
    },
  });
}
