import type {
  SupplierBankView,
  SupplierBrandView,
  SupplierContactView,
  SupplierDetail,
  SupplierNameView,
} from '@partdesk/shared/purchase/supplier/supplier.contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { loadScoped } from '../../../core/documents/index.js';
import { mayEditSupplier, mayLeadSuppliers, supplierDocument } from './supplier.document.js';
import {
  purSupplier as s,
  purSupplierBank,
  purSupplierBrand,
  purSupplierContact,
  purSupplierNameHistory,
} from './supplier.table.js';

/** Reads shared by the use cases and routes (no repository layer: decision 0020). */
export function loadSupplier(db: Executor, user: AuthUser, id: number, lock = false) {
  return loadScoped(db, s, id, supplierDocument.visibleWhere(user), 'purchase.supplierNotFound', lock);
}

const iso = (d: Date | string) => new Date(d).toISOString();

export async function supplierContacts(db: Executor, id: number): Promise<SupplierContactView[]> {
  const c = purSupplierContact;
  return db
    .select({
      Id: c.id,
      Name: c.name,
      Position: c.position,
      Email: c.email,
      Phone: c.phone,
      Qq: c.qq,
      Wechat: c.wechat,
      Skype: c.skype,
      IsPrimary: c.isPrimary,
      Remark: c.remark,
    })
    .from(c)
    .where(eq(c.supplierId, id))
    .orderBy(desc(c.isPrimary), asc(c.id));
}

export async function supplierBanks(db: Executor, id: number): Promise<SupplierBankView[]> {
  const b = purSupplierBank;
  return db
    .select({
      Id: b.id,
      BankName: b.bankName,
      AccountName: b.accountName,
      AccountNo: b.accountNo,
      SwiftCode: b.swiftCode,
      Currency: b.currency,
      CountryCode: b.countryCode,
      IsDefault: b.isDefault,
    })
    .from(b)
    .where(eq(b.supplierId, id))
    .orderBy(desc(b.isDefault), asc(b.id));
}

export async function supplierBrands(db: Executor, id: number): Promise<SupplierBrandView[]> {
  return db
    .select({
      BrandId: purSupplierBrand.brandId,
      Name: sql<string>`b.name`,
      IsProxy: sql<boolean>`b.is_proxy`,
    })
    .from(purSupplierBrand)
    .innerJoin(sql`product_brand b`, sql`b.id = ${purSupplierBrand.brandId}`)
    .where(eq(purSupplierBrand.supplierId, id))
    .orderBy(sql`b.name`);
}

/**
 * A supplier's names, newest first: the current one (from its last rename, or its creation; `ValidTo`
 * null) and every former one with its dates and who renamed it.
 */
export async function supplierNames(db: Executor, id: number): Promise<SupplierNameView[]> {
  const [cur] = await db.select({ name: s.name, createdAt: s.createdAt }).from(s).where(eq(s.id, id));
  if (!cur) return [];
  const h = purSupplierNameHistory;
  const former = await db
    .select({
      Name: h.name,
      ValidFrom: h.validFrom,
      ValidTo: h.validTo,
      ChangedByName: sql<string | null>`(select u.name from sys_user u where u.id = ${h.changedBy})`,
    })
    .from(h)
    .where(eq(h.supplierId, id))
    .orderBy(desc(h.validTo), desc(h.id));
  const current: SupplierNameView = {
    Name: cur.name,
    ValidFrom: iso(former[0]?.ValidTo ?? cur.createdAt),
    ValidTo: null,
    ChangedByName: former[0]?.ChangedByName ?? null,
  };
  return [current, ...former.map((f) => ({ ...f, ValidFrom: iso(f.ValidFrom), ValidTo: iso(f.ValidTo) }))];
}

/** One supplier with its children as the detail shows it (the caller already may see it). */
export async function supplierDetail(db: Executor, user: AuthUser, id: number): Promise<SupplierDetail> {
  const [row] = await db
    .select({
      Id: s.id,
      Code: s.code,
      Name: s.name,
      ShortName: s.shortName,
      Type: s.type,
      CountryCode: s.countryCode,
      City: s.city,
      Address: s.address,
      Website: s.website,
      Grade: s.grade,
      Status: s.status,
      StatusReason: s.statusReason,
      Currency: s.currency,
      PaymentTerms: s.paymentTerms,
      TaxNo: s.taxNo,
      OwnerId: s.ownerId,
      OwnerName: sql<string | null>`(select u.name from sys_user u where u.id = ${s.ownerId})`,
      Remark: s.remark,
      CreatedAt: s.createdAt,
      Version: s.version,
    })
    .from(s)
    .where(eq(s.id, id));
  const r = row!;
  const [Contacts, Banks, Brands, names] = await Promise.all([
    supplierContacts(db, id),
    supplierBanks(db, id),
    supplierBrands(db, id),
    supplierNames(db, id),
  ]);
  return {
    ...r,
    CreatedAt: iso(r.CreatedAt),
    CanEdit: mayEditSupplier(user, r.OwnerId),
    CanChangeStatus: mayLeadSuppliers(user),
    Contacts,
    Banks,
    Brands,
    FormerNames: names.slice(1),
  };
}
