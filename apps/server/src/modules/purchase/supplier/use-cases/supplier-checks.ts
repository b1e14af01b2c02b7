import type { SupplierCreate } from '@partdesk/shared/purchase/supplier/supplier.contract';
import {
  cleanSupplierName,
  type SupplierProblem,
  supplierBanksProblem,
  supplierContactsProblem,
  supplierHeaderProblem,
} from '@partdesk/shared/purchase/supplier/supplier.rules';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { sysRole, sysUser, sysUserRole } from '../../../../core/access/identity.table.js';
import type { Executor } from '../../../../core/db/client.js';
import { AppError, badRequest } from '../../../../core/http/index.js';
import { Codes } from '@partdesk/shared/core/codes';
import { productBrand } from '../../../product/index.js';
import { purSupplier } from '../supplier.table.js';

/** A shared rule's refusal as the translated 400 naming its field. */
export const refuse = (p: SupplierProblem) => badRequest(`purchase.${p.key}`, p.params, p.field);

/** Every pure rule of the body (supplier.rules.ts, the form shows the same ones). */
export function checkSupplierBody(body: SupplierCreate) {
  const p =
    supplierHeaderProblem(body) ?? supplierContactsProblem(body.Contacts) ?? supplierBanksProblem(body.Banks);
  if (p) throw refuse(p);
}

/** 409 on `Name`: another supplier has this name, compared case-insensitively (the unique index). */
export async function assertNameFree(db: Executor, name: string, exceptId?: number) {
  const [other] = await db
    .select({ code: purSupplier.code })
    .from(purSupplier)
    .where(
      and(
        sql`lower(${purSupplier.name}) = lower(${name})`,
        ...(exceptId ? [ne(purSupplier.id, exceptId)] : []),
      ),
    );
  if (other) throw nameTaken(name, other.code);
}

export const nameTaken = (name: string, code = '') =>
  new AppError(Codes.Conflict, 'purchase.supplierNameTaken', { name, code }, 'Name');

/** Every brand id exists in the brand master (product_brand, read through the product module). */
export async function assertBrandsExist(db: Executor, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const found = await db
    .select({ id: productBrand.id })
    .from(productBrand)
    .where(inArray(productBrand.id, unique));
  const have = new Set(found.map((f) => f.id));
  const missing = unique.find((i) => !have.has(i));
  if (missing !== undefined) throw badRequest('purchase.supplierBrandUnknown', { id: missing }, 'BrandIds');
}

/** The buyer responsible: an enabled user with a purchasing (or all-data) role, or an administrator. */
export async function assertOwner(db: Executor, ownerId: number) {
  const [u] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(
      and(
        eq(sysUser.id, ownerId),
        eq(sysUser.status, 1),
        sql`(${sysUser.isAdmin} or exists (select 1 from ${sysUserRole} ur join ${sysRole} r on r.id = ur.role_id where ur.user_id = ${sysUser.id} and r.scope_kind in ('purchase', 'all')))`,
      ),
    );
  if (!u) throw badRequest('purchase.supplierOwnerInvalid', undefined, 'OwnerId');
}

/** The header columns of the body (codes upper-cased, the name's spaces collapsed). */
export function supplierValues(body: SupplierCreate) {
  return {
    name: cleanSupplierName(body.Name),
    shortName: body.ShortName,
    type: body.Type,
    countryCode: body.CountryCode.toUpperCase(),
    city: body.City,
    address: body.Address,
    website: body.Website,
    grade: body.Grade,
    currency: body.Currency.toUpperCase(),
    paymentTerms: body.PaymentTerms,
    taxNo: body.TaxNo,
    remark: body.Remark,
  };
}
