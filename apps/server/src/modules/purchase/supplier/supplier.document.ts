import {
  PRODUCT_SUPPLIER_MENU,
  SUPPLIER_DETAIL_MENU,
  SUPPLIER_DOC,
  SUPPLIER_MENU,
  SUPPLIER_NAMES_MENU,
} from '@partdesk/shared/purchase/supplier/supplier.codes';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { defineDocument } from '../../../core/documents/index.js';
import { purSupplier } from './supplier.table.js';

const PURCHASING_SCREENS = [SUPPLIER_MENU, SUPPLIER_DETAIL_MENU, SUPPLIER_NAMES_MENU];

/** Holds a purchasing supplier screen (administrators hold every screen). */
export const holdsSupplierScreens = (u: AuthUser) =>
  u.isAdmin || PURCHASING_SCREENS.some((m) => u.grants.has(m));

/** Creates and edits suppliers: the list screen's 0103 button. */
export const mayWriteSuppliers = (u: AuthUser) => u.isAdmin || u.grants.has(`${SUPPLIER_MENU}:0103`);

/** Changes a supplier's status (suspend, blacklist, clear) and edits any supplier: the 0102 button (leads). */
export const mayLeadSuppliers = (u: AuthUser) => u.isAdmin || u.grants.has(`${SUPPLIER_MENU}:0102`);

/** Edits this supplier: a writer who is its buyer, or a lead (decision 0038). */
export const mayEditSupplier = (u: AuthUser, ownerId: number | null) =>
  mayWriteSuppliers(u) && (ownerId === u.id || mayLeadSuppliers(u));

/**
 * Suppliers (a record type, decision 0038): group master data — every holder of a purchasing supplier
 * screen sees every supplier (list, detail, history, attachments; no buyer filter), nobody else does
 * (sales read the suppliers through product/supplier, without bank accounts or documents: scope
 * 'none' on that list). Attachments are changed by whoever may edit the supplier.
 */
export const supplierDocument = defineDocument({
  type: SUPPLIER_DOC,
  table: purSupplier,
  id: purSupplier.id,
  no: purSupplier.code,
  scope: (user) => (holdsSupplierScreens(user) ? undefined : sql`false`),
  canEdit: async (user, doc, db) => {
    const [row] = await db
      .select({ ownerId: purSupplier.ownerId })
      .from(purSupplier)
      .where(sql`${purSupplier.id} = ${doc.id}`);
    return !!row && mayEditSupplier(user, row.ownerId);
  },
});

/** The sales-side read-only list's menu (product/supplier). */
export const PRODUCT_SUPPLIER_ACCESS = { grantedBy: [PRODUCT_SUPPLIER_MENU, SUPPLIER_MENU] } as const;
