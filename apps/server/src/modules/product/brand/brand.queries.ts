import { Codes } from '@partdesk/shared/core/codes';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { AppError, notFound } from '../../../core/http/app-error.js';
import { cleanAliases, type lockBrands } from './brand-rules.js';
import { productBrand } from './brand.table.js';

/** The brands screen's menu; its 0102 button sets the franchised flag, 0103 writes. */
export const BRAND_MENU = 'product/brand-manage';

/** The body as parsed (formSchemaOf types its keys loosely). */
export type BrandBody = Record<string, unknown> & { Aliases: string[]; Version?: number };

/** Changing the franchised flag needs the screen's 0102 button (administrators hold every button). */
export const mayChangeProxy = (u: AuthUser) => u.isAdmin || u.grants.has(`${BRAND_MENU}:0102`);

/** 409 on `Name`: another brand has that name (the unique index). */
export const nameTaken = (name: string) =>
  new AppError(Codes.Conflict, 'product.brand.nameTaken', { name }, 'Name');

/** The brand's detail view (`Aliases` an array, `Parts` its part count); 404 when absent. */
export async function brandDetail(db: Parameters<typeof lockBrands>[0], id: number) {
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

/** The body's columns: the name's spaces collapsed, aliases cleaned, the country upper-cased. */
export function brandValues(b: BrandBody) {
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
