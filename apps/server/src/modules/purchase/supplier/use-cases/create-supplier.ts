import { SUPPLIER_DOC } from '@partdesk/shared/purchase/supplier/supplier.codes';
import type { SupplierCreate } from '@partdesk/shared/purchase/supplier/supplier.contract';
import { isUniqueViolation } from '../../../../core/db/index.js';
import { recordHistory } from '../../../../core/documents/index.js';
import type { Env } from '../../../../core/http/index.js';
import { purSupplier } from '../supplier.table.js';
import {
  assertBrandsExist,
  assertNameFree,
  assertOwner,
  checkSupplierBody,
  nameTaken,
  supplierValues,
} from './supplier-checks.js';
import { syncBanks, syncBrands, syncContacts } from './supplier-children.js';

/**
 * POST /merchant/purchase/supplier: a new active supplier (code derived from its id by the database)
 * with its contacts, bank accounts and brands; its buyer the caller unless named. Every rule before any
 * write; history `create`.
 */
export async function createSupplier(env: Env, body: SupplierCreate) {
  const { app, user } = env;
  checkSupplierBody(body);
  const v = supplierValues(body);
  try {
    return await app.db.transaction(async (tx) => {
      await assertNameFree(tx, v.name);
      await assertBrandsExist(tx, body.BrandIds);
      const ownerId = body.OwnerId ?? user.id;
      if (body.OwnerId) await assertOwner(tx, ownerId);
      const [row] = await tx
        .insert(purSupplier)
        .values({ ...v, ownerId, createdBy: user.id, updatedBy: user.id })
        .returning({ id: purSupplier.id, code: purSupplier.code, version: purSupplier.version });
      await syncContacts(tx, row!.id, body.Contacts, user.id);
      await syncBanks(tx, row!.id, body.Banks, user.id);
      await syncBrands(tx, row!.id, body.BrandIds, user.id);
      await recordHistory(tx, {
        type: SUPPLIER_DOC,
        docId: row!.id,
        docNo: row!.code,
        action: 'create',
        toStatus: 1,
        userId: user.id,
      });
      return { Id: row!.id, Code: row!.code, Version: row!.version };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(v.name);
    throw err;
  }
}
