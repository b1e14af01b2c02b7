import {
  productSupplierResource,
  supplierResource,
} from '@partdesk/shared/purchase/supplier/supplier.resource';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../../core/access/access.js';
import { registerResource } from '../../../core/resource/index.js';
import { PRODUCT_SUPPLIER_ACCESS } from './supplier.document.js';
import { purSupplier as s } from './supplier.table.js';

/** The brands a supplier carries, `, `-joined by name (product_brand is read, never written). */
const brandNames = sql<string>`coalesce((select string_agg(b.name, ', ' order by b.name) from pur_supplier_brand sb join product_brand b on b.id = sb.brand_id where sb.supplier_id = ${s.id}), '')`;

/** The wire columns both lists share (PascalCase in the select). */
export const supplierCommonColumns = {
  Id: s.id,
  Keyword: s.name,
  Code: s.code,
  Name: s.name,
  ShortName: s.shortName,
  Type: s.type,
  CountryCode: s.countryCode,
  City: s.city,
  Grade: s.grade,
  Status: s.status,
  StatusReason: s.statusReason,
  Currency: s.currency,
  PaymentTerms: s.paymentTerms,
  Brands: brandNames,
  ContactName: s.contactName,
  Email: s.email,
  Phone: s.phone,
  Website: s.website,
};

/** Keyword: code, name, short name or a former name contains it (the `%…%` pattern). */
const keyword = (pattern: unknown): SQL =>
  sql`(${s.code} ilike ${pattern} or ${s.name} ilike ${pattern} or ${s.shortName} ilike ${pattern} or exists (select 1 from pur_supplier_name_history h where h.supplier_id = ${s.id} and h.name ilike ${pattern}))`;

const commonFilters = {
  Keyword: keyword,
  CountryCode: (v: unknown) => sql`${s.countryCode} = upper(${String(v)})`,
  Currency: (v: unknown) => sql`${s.currency} = upper(${String(v)})`,
};

/**
 * POST /merchant/purchase/supplier/Query and /Export (purchasing: every supplier, decision 0038, with
 * the buyer and the bank account count) and
 * POST /merchant/purchase/supplier/catalogue/Query and /Export (product/supplier: the same rows without
 * bank or buyer columns).
 */
export async function registerSupplierLists(app: FastifyInstance, access: Access) {
  await registerResource(app, supplierResource, {
    from: s,
    access,
    tieBreaker: s.id,
    // Every holder of the screen sees every supplier (decision 0038); the route's access already needs
    // a supplier screen, which is the whole of supplierDocument's row rule.
    scope: 'none',
    columns: {
      ...supplierCommonColumns,
      BankCount: sql<number>`(select count(*)::int from pur_supplier_bank b where b.supplier_id = ${s.id})`,
      OwnerName: sql<string | null>`(select u.name from sys_user u where u.id = ${s.ownerId})`,
      CreatedAt: s.createdAt,
      Version: s.version,
    },
    filterBy: {
      ...commonFilters,
      OwnerName: (p) =>
        sql`exists (select 1 from sys_user u where u.id = ${s.ownerId} and u.name ilike ${p})`,
    },
  });
  await registerResource(app, productSupplierResource, {
    from: s,
    access: PRODUCT_SUPPLIER_ACCESS,
    tieBreaker: s.id,
    scope: 'none', // master data, read by sales: no bank columns here
    columns: supplierCommonColumns,
    filterBy: commonFilters,
  });
}
