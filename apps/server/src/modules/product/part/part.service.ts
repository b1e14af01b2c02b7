import { Codes } from '@partdesk/shared/core/codes';
import { bomPartKey, cleanMpn } from '@partdesk/shared/bom/mpn-key';
import { CATEGORY_CODES } from '@partdesk/shared/product/categories';
import { isCooCode, isHsCode, normalizeHsCode } from '@partdesk/shared/product/part-customs';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { AppError, badRequest, notFound } from '../../../core/http/app-error.js';
import { dictLines } from '../../lookups/index.js';
import { productBrand } from '../brand/brand.table.js';
import { normalizeMpn } from './mpn.js';
import { productPart } from './part.table.js';
import { rows } from '../../../core/db/index.js';

export interface PartInput {
  /** The MPN as written (full-width folded and trimmed here). */
  mpn: string;
  brandId: number;
  package?: string;
  categoryCode?: string | null;
  description?: string;
  msl?: string;
  rohs?: boolean;
  lifecycle?: number | null;
  remark?: string;
}

export interface FoundPart {
  id: number;
  mpn: string;
  mpnNorm: string;
  brandId: number;
  /** True when this call inserted the part. */
  created: boolean;
}

/**
 * The part (normalised MPN, brand), created on first sight (inquiries, quotes, BOM lines). Race-safe:
 * `insert … on conflict do nothing` on the unique (mpn_norm, brand_id), then a select — two callers
 * creating the same part at once both get the one row. Optional fields only fill a new part; an existing
 * part is never changed here. Runs in the caller's transaction (`tx`). The brand must exist (400 BrandId).
 */
export async function findOrCreatePart(
  tx: Executor,
  input: PartInput,
  userId: number | null = null,
): Promise<FoundPart> {
  const mpn = cleanMpn(input.mpn);
  const mpnNorm = normalizeMpn(mpn);
  if (!mpnNorm) throw badRequest('product.part.mpnInvalid', undefined, 'Mpn');
  const inserted = rows<{ id: number }>(
    await tx.execute(sql`
    insert into product_part (mpn, mpn_norm, mpn_key, brand_id, package, category_code, description, msl, rohs, lifecycle, remark, created_by, updated_by)
    select ${mpn}, ${mpnNorm}, ${bomPartKey(mpn)}, b.id, ${input.package ?? ''}, ${input.categoryCode ?? null},
      ${input.description ?? ''}, ${input.msl ?? ''}, ${input.rohs ?? true}, ${input.lifecycle ?? null},
      ${input.remark ?? ''}, ${userId}, ${userId}
    from product_brand b where b.id = ${input.brandId}
    on conflict (mpn_norm, brand_id) do nothing
    returning id`),
  );
  const [row] = await tx
    .select({
      id: productPart.id,
      mpn: productPart.mpn,
      mpnNorm: productPart.mpnNorm,
      brandId: productPart.brandId,
    })
    .from(productPart)
    .where(and(eq(productPart.mpnNorm, mpnNorm), eq(productPart.brandId, input.brandId)));
  if (!row) throw badRequest('product.part.brandUnknown', undefined, 'BrandId');
  return { ...row, created: inserted[0]?.id === row.id };
}

/** The part of the detail view and the write answers (wire names). */
export async function partDetail(db: Executor, id: number) {
  const [p] = await db
    .select({
      Id: productPart.id,
      Mpn: productPart.mpn,
      MpnNorm: productPart.mpnNorm,
      MpnKey: productPart.mpnKey,
      BrandId: productPart.brandId,
      BrandName: productBrand.name,
      Package: productPart.package,
      CategoryCode: productPart.categoryCode,
      Description: productPart.description,
      Msl: productPart.msl,
      Rohs: productPart.rohs,
      HsCode: productPart.hsCode,
      Coo: productPart.coo,
      Lifecycle: sql<string | null>`${productPart.lifecycle}::text`,
      Status: productPart.status,
      Remark: productPart.remark,
      CreatedAt: productPart.createdAt,
      UpdatedAt: productPart.updatedAt,
      Version: productPart.version,
    })
    .from(productPart)
    .innerJoin(productBrand, eq(productBrand.id, productPart.brandId))
    .where(eq(productPart.id, id));
  if (!p) throw notFound();
  return p;
}

/** A form's values checked against the reference data: brand, category, MSL and lifecycle dictionaries. */
export async function checkPartRefs(
  db: Executor,
  b: {
    BrandId: number;
    CategoryCode?: unknown;
    Msl?: string;
    Lifecycle?: string;
    HsCode?: string;
    Coo?: string;
  },
): Promise<{ lifecycle: number | null }> {
  const [brand] = await db
    .select({ id: productBrand.id })
    .from(productBrand)
    .where(eq(productBrand.id, b.BrandId));
  if (!brand) throw badRequest('product.part.brandUnknown', undefined, 'BrandId');
  if (b.CategoryCode !== undefined && !CATEGORY_CODES.includes(String(b.CategoryCode)))
    throw badRequest('errors.fieldInvalid', { field: 'CategoryCode' }, 'CategoryCode');
  const inDict = async (code: string, field: string, value: string | undefined) => {
    if (!value) return;
    const lines = await dictLines(db, code);
    if (!lines.some((l) => l.value === value))
      throw badRequest('product.part.dictValue', { field, value }, field);
  };
  if (b.HsCode && !isHsCode(b.HsCode)) throw badRequest('product.part.hsCodeInvalid', undefined, 'HsCode');
  if (b.Coo && !isCooCode(b.Coo)) throw badRequest('product.part.cooInvalid', undefined, 'Coo');
  await inDict('MSL', 'Msl', b.Msl);
  await inDict('ProductStatus', 'Lifecycle', b.Lifecycle);
  return { lifecycle: b.Lifecycle ? Number(b.Lifecycle) : null };
}

/** 409 naming the MPN when (mpn_norm, brand) is taken by another part. */
export async function assertPartFree(db: Executor, mpn: string, brandId: number, exceptId?: number) {
  const [taken] = await db
    .select({ id: productPart.id, mpn: productPart.mpn, brand: productBrand.name })
    .from(productPart)
    .innerJoin(productBrand, eq(productBrand.id, productPart.brandId))
    .where(and(eq(productPart.mpnNorm, normalizeMpn(cleanMpn(mpn))), eq(productPart.brandId, brandId)));
  if (taken && taken.id !== exceptId) throw duplicatePart(taken.mpn, taken.brand);
}

export const duplicatePart = (mpn: string, brand: string) =>
  new AppError(Codes.Conflict, 'product.part.duplicate', { mpn, brand }, 'Mpn');

/** A part write's body as parsed (formSchemaOf types its keys loosely). */
export type PartBody = Record<string, unknown> & { BrandId: number; Version?: number };

/** The body's columns: the MPN cleaned, with its normalised form and BOM part key. */
export function partValues(b: PartBody, lifecycle: number | null) {
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
    hsCode: normalizeHsCode((b.HsCode as string | undefined) ?? ''),
    coo: ((b.Coo as string | undefined) ?? '').trim().toUpperCase(),
    lifecycle,
    remark: (b.Remark as string | undefined) ?? '',
  };
}
