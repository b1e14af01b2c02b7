import { SUPPLIER_DOC } from '@partdesk/shared/purchase/supplier/supplier.codes';
import type { SupplierUpdate } from '@partdesk/shared/purchase/supplier/supplier.contract';
import { desc, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../../../core/db/index.js';
import { diffChanges, recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { type Env, forbidden } from '../../../../core/http/index.js';
import { mayEditSupplier } from '../supplier.document.js';
import { loadSupplier, supplierBanks, supplierBrands, supplierContacts } from '../supplier.queries.js';
import { purSupplier, purSupplierNameHistory } from '../supplier.table.js';
import {
  assertBrandsExist,
  assertNameFree,
  assertOwner,
  checkSupplierBody,
  nameTaken,
  supplierValues,
} from './supplier-checks.js';
import { syncBanks, syncBrands, syncContacts } from './supplier-children.js';

const HEADER: Record<string, keyof ReturnType<typeof supplierValues> | 'ownerId'> = {
  Name: 'name',
  ShortName: 'shortName',
  Type: 'type',
  CountryCode: 'countryCode',
  City: 'city',
  Address: 'address',
  Website: 'website',
  Grade: 'grade',
  Currency: 'currency',
  PaymentTerms: 'paymentTerms',
  TaxNo: 'taxNo',
  OwnerId: 'ownerId',
  Remark: 'remark',
};

const pick = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(HEADER).map(([wire, col]) => [wire, row[col]]));

/**
 * PUT /merchant/purchase/supplier/:id at the version read: the whole master (contacts, bank accounts,
 * brands replaced). Only its buyer or a lead (0102) may (403); a rename records the former name with its
 * dates and who renamed it (pur_supplier_name_history, supplierNameDetail); history `update` with the
 * changed fields. Every refusal before any write; a stale version is 409 and writes nothing.
 */
export async function updateSupplier(env: Env, id: number, body: SupplierUpdate) {
  const { app, user } = env;
  const v = supplierValues(body);
  try {
    return await app.db.transaction(async (tx) => {
      const before = await loadSupplier(tx, user, id, true);
      if (!mayEditSupplier(user, before.ownerId)) throw forbidden('purchase.supplierMayNotEdit');
      checkSupplierBody(body);
      await assertNameFree(tx, v.name, id);
      await assertBrandsExist(tx, body.BrandIds);
      const ownerId = body.OwnerId ?? before.ownerId;
      if (ownerId !== before.ownerId && ownerId !== null) await assertOwner(tx, ownerId);
      const was = {
        Contacts: (await supplierContacts(tx, id)).length,
        Banks: (await supplierBanks(tx, id)).map((b) => b.AccountNo),
        Brands: (await supplierBrands(tx, id)).map((b) => b.Name),
      };
      const now = app.clock.now();
      const { version } = await updateVersioned(tx, purSupplier, id, body.Version, {
        ...v,
        ownerId,
        updatedBy: user.id,
        updatedAt: now,
      });
      if (v.name !== before.name) {
        const [last] = await tx
          .select({ validTo: purSupplierNameHistory.validTo })
          .from(purSupplierNameHistory)
          .where(eq(purSupplierNameHistory.supplierId, id))
          .orderBy(desc(purSupplierNameHistory.validTo))
          .limit(1);
        await tx.insert(purSupplierNameHistory).values({
          supplierId: id,
          name: before.name,
          validFrom: last?.validTo ?? before.createdAt,
          validTo: now,
          changedBy: user.id,
        });
      }
      await syncContacts(tx, id, body.Contacts, user.id);
      await syncBanks(tx, id, body.Banks, user.id);
      await syncBrands(tx, id, body.BrandIds, user.id);
      const after = {
        Contacts: body.Contacts.length,
        Banks: (await supplierBanks(tx, id)).map((b) => b.AccountNo),
        Brands: (await supplierBrands(tx, id)).map((b) => b.Name),
      };
      await recordHistory(tx, {
        type: SUPPLIER_DOC,
        docId: id,
        docNo: before.code,
        action: 'update',
        changes: {
          ...diffChanges(pick(before), pick({ ...v, ownerId })),
          ...diffChanges(was, after),
        },
        userId: user.id,
        at: now,
      });
      return { Id: id, Version: version };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(v.name);
    throw err;
  }
}
