import { purchaseOrderResource } from '@partdesk/shared/purchase/purchase-order/purchase-order.resource';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../core/resource/index.js';
import { purchaseOrderDocument } from './purchase-order.document.js';
import { purOrder as T } from './purchase-order.table.js';

/** The wire columns of a row (list, export and the detail header), PascalCase in the select. */
export const purchaseOrderColumns = {
  Id: T.id,
  No: T.no,
  SupplierId: T.supplierId,
  SupplierName: sql<string | null>`(select s.name from pur_supplier s where s.id = ${T.supplierId})`,
  Mpns: sql<
    string | null
  >`(select string_agg(distinct l.mpn, ', ') from pur_order_line l where l.order_id = pur_order.id)`,
  TenantId: T.tenantId,
  Currency: T.currency,
  Rate: T.rate,
  TaxRate: T.taxRate,
  PaymentTerms: T.paymentTerms,
  WarehouseId: T.warehouseId,
  DeliveryAddress: T.deliveryAddress,
  Amount: T.amount,
  TaxAmount: T.taxAmount,
  Total: T.total,
  /** Σ paid payment requests (FK, decision 0041); written by no one: read from the requests. */
  PaidAmount: sql<string>`(select coalesce(sum(l.amount), 0)::numeric(18,2)::text from pur_payment_order_line l join pur_payment_order p on p.id = l.payment_id where l.order_id = pur_order.id and p.status = 2)`,
  status: T.status,
  Status: T.status,
  ReviewComment: T.reviewComment,
  CancelReason: T.cancelReason,
  Remark: T.remark,
  OwnerId: T.ownerId,
  OwnerName: sql<string | null>`(select u.name from sys_user u where u.id = ${T.ownerId})`,
  CreatedAt: T.createdAt,
  Version: T.version,
};

/**
 * POST /merchant/purchase/purchaseorder/Query and /Export (purchase/purchase-order): the kit list, scoped
 * by the document's one row rule (buyer's own; heads and administrators every PO).
 */
export function registerPurchaseOrderList(app: FastifyInstance, access: { grantedBy: readonly string[] }) {
  return registerResource(app, purchaseOrderResource, {
    from: T,
    access,
    tieBreaker: T.id,
    scopeWhere: purchaseOrderDocument.visibleWhere,
    columns: purchaseOrderColumns,
    filterBy: {
      SupplierName: (v) =>
        sql`exists (select 1 from pur_supplier s where s.id = ${T.supplierId} and s.name ilike ${v})`,
    },
  });
}
