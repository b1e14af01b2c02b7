import { date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';

/**
 * Proxy brand DL (document type `proxyBrand`, decision 0049): a franchise line — `brand_id` (product
 * brand master) in `territory`, valid `valid_from` … `valid_to` (inclusive), the certificate as the
 * document's attachments. `owner_id` the buyer who registered it; `status` PROXY_BRAND_STATUS (1 draft,
 * 2 approved, 3 rejected, 11 pending review); `review_comment` the rejection's comment; `version`.
 */
export const purProxyBrand = pgTable(
  'pur_proxy_brand',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    ownerId: integer().notNull(),
    brandId: integer().notNull(),
    territory: text().notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    validTo: date({ mode: 'string' }).notNull(),
    remark: text().notNull().default(''),
    status: smallint().notNull().default(1),
    reviewComment: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('pur_proxy_brand_no_uq').on(t.no),
    index('pur_proxy_brand_brand_idx').on(t.brandId, t.status, t.validTo),
    index('pur_proxy_brand_created_idx').on(t.createdAt),
  ],
);
