import type {
  SupplierBankInput,
  SupplierContactInput,
} from '@partdesk/shared/purchase/supplier/supplier.contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../../../../core/db/client.js';
import { badRequest } from '../../../../core/http/index.js';
import { purSupplier, purSupplierBank, purSupplierBrand, purSupplierContact } from '../supplier.table.js';

/** Saved ids the body names must be this supplier's (a contact or account of another is refused). */
function assertOwn(
  ids: (number | undefined)[],
  saved: Set<number>,
  key: 'purchase.supplierContactUnknown' | 'purchase.bankUnknown',
  field: string,
) {
  for (const [i, id] of ids.entries())
    if (id !== undefined && !saved.has(id)) throw badRequest(key, { line: i + 1 }, `${field}.${i}.Id`);
}

/**
 * Replaces the supplier's contacts by the body's (kept by `Id`, new ones inserted, missing ones removed);
 * the primary is cleared first so the one-primary index holds at every step. Mirrors the primary on the
 * supplier row (lists show it). Returns how many there are.
 */
export async function syncContacts(tx: Tx, supplierId: number, list: SupplierContactInput[], userId: number) {
  const c = purSupplierContact;
  const saved = new Set(
    (await tx.select({ id: c.id }).from(c).where(eq(c.supplierId, supplierId))).map((r) => r.id),
  );
  assertOwn(
    list.map((x) => x.Id),
    saved,
    'purchase.supplierContactUnknown',
    'Contacts',
  );
  const keep = list.flatMap((x) => (x.Id ? [x.Id] : []));
  await tx
    .delete(c)
    .where(and(eq(c.supplierId, supplierId), ...(keep.length ? [notInArray(c.id, keep)] : [])));
  if (keep.length) await tx.update(c).set({ isPrimary: false }).where(inArray(c.id, keep));
  for (const x of list) {
    const v = {
      name: x.Name,
      position: x.Position,
      email: x.Email,
      phone: x.Phone,
      qq: x.Qq,
      wechat: x.Wechat,
      skype: x.Skype,
      isPrimary: x.IsPrimary,
      remark: x.Remark,
      updatedBy: userId,
    };
    if (x.Id)
      await tx
        .update(c)
        .set({ ...v, updatedAt: new Date() })
        .where(eq(c.id, x.Id));
    else await tx.insert(c).values({ ...v, supplierId, createdBy: userId });
  }
  const primary = list.find((x) => x.IsPrimary);
  await tx
    .update(purSupplier)
    .set({ contactName: primary?.Name ?? '', email: primary?.Email ?? '', phone: primary?.Phone ?? '' })
    .where(eq(purSupplier.id, supplierId));
}

/**
 * Replaces the supplier's bank accounts like the contacts; with accounts and none marked default, the
 * first is the default. The default is mirrored on the supplier row's bank columns.
 */
export async function syncBanks(tx: Tx, supplierId: number, list: SupplierBankInput[], userId: number) {
  const b = purSupplierBank;
  const saved = new Set(
    (await tx.select({ id: b.id }).from(b).where(eq(b.supplierId, supplierId))).map((r) => r.id),
  );
  assertOwn(
    list.map((x) => x.Id),
    saved,
    'purchase.bankUnknown',
    'Banks',
  );
  const keep = list.flatMap((x) => (x.Id ? [x.Id] : []));
  await tx
    .delete(b)
    .where(and(eq(b.supplierId, supplierId), ...(keep.length ? [notInArray(b.id, keep)] : [])));
  if (keep.length) await tx.update(b).set({ isDefault: false }).where(inArray(b.id, keep));
  const defaultAt = Math.max(
    0,
    list.findIndex((x) => x.IsDefault),
  );
  for (const [i, x] of list.entries()) {
    const v = {
      bankName: x.BankName.trim(),
      accountName: x.AccountName.trim(),
      accountNo: x.AccountNo.trim(),
      swiftCode: x.SwiftCode.toUpperCase(),
      currency: x.Currency.toUpperCase(),
      countryCode: x.CountryCode.toUpperCase(),
      isDefault: i === defaultAt,
      updatedBy: userId,
    };
    if (x.Id)
      await tx
        .update(b)
        .set({ ...v, updatedAt: new Date() })
        .where(eq(b.id, x.Id));
    else await tx.insert(b).values({ ...v, supplierId, createdBy: userId });
  }
  const d = list[defaultAt];
  await tx
    .update(purSupplier)
    .set({
      bankName: d?.BankName.trim() ?? '',
      bankAccountName: d?.AccountName.trim() ?? '',
      bankAccountNo: d?.AccountNo.trim() ?? '',
      swiftCode: d?.SwiftCode.toUpperCase() ?? '',
    })
    .where(eq(purSupplier.id, supplierId));
}

/** Replaces the brands the supplier carries (ids checked against the brand master before). */
export async function syncBrands(tx: Tx, supplierId: number, brandIds: number[], userId: number) {
  await tx.delete(purSupplierBrand).where(eq(purSupplierBrand.supplierId, supplierId));
  const unique = [...new Set(brandIds)];
  if (unique.length)
    await tx
      .insert(purSupplierBrand)
      .values(unique.map((brandId) => ({ supplierId, brandId, createdBy: userId })));
}
