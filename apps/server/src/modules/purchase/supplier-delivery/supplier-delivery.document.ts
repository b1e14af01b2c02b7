import { PURCHASE_ORDER_MENUS } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { SUPPLIER_DELIVERY_DOC } from '@partdesk/shared/purchase/supplier-delivery/supplier-delivery.codes';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { seesAll } from '../../../core/access/index.js';
import { defineDocument } from '../../../core/documents/index.js';
import { purSupplierDelivery } from './supplier-delivery.table.js';

/**
 * The PO's row rule on its deliveries (decision 0042): a buyer sees the deliveries of the POs they own
 * (`owner_id` = the PO's buyer); purchasing heads (the PO review queue) and all-scope roles every one.
 */
export function deliveryVisibleWhere(user: AuthUser) {
  if (seesAll(user) || user.grants.has(PURCHASE_ORDER_MENUS.review)) return undefined;
  return eq(purSupplierDelivery.ownerId, user.id);
}

/**
 * Supplier delivery DH (decision 0019 descriptor): number prefix and route from the shared DOC_TYPES row
 * `supplierDelivery`; no review (the buyer records what the supplier announced); lines point at PO lines.
 */
export const supplierDeliveryDocument = defineDocument({
  type: SUPPLIER_DELIVERY_DOC,
  table: purSupplierDelivery,
  id: purSupplierDelivery.id,
  no: purSupplierDelivery.no,
  tenantId: purSupplierDelivery.tenantId,
  scope: deliveryVisibleWhere,
});
