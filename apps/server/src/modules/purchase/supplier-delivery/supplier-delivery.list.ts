import { supplierDeliveryResource } from '@partdesk/shared/purchase/supplier-delivery/supplier-delivery.resource';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../core/resource/index.js';
import { supplierDeliveryDocument } from './supplier-delivery.document.js';
import { purSupplierDelivery as T } from './supplier-delivery.table.js';

/** The wire columns of a row (list, export and the detail header), PascalCase in the select. */
export const supplierDeliveryColumns = {
  Id: T.id,
  No: T.no,
  OrderId: T.orderId,
  OrderNo: sql<string | null>`(select o.no from pur_order o where o.id = ${T.orderId})`,
  SupplierId: T.supplierId,
  SupplierName: sql<string | null>`(select s.name from pur_supplier s where s.id = ${T.supplierId})`,
  Carrier: T.carrier,
  TrackingNo: T.trackingNo,
  ShippedDate: T.shippedDate,
  ExpectedDate: T.expectedDate,
  ArrivedDate: T.arrivedDate,
  Quantity: T.quantity,
  Status: T.status,
  CancelReason: T.cancelReason,
  Remark: T.remark,
  OwnerId: T.ownerId,
  OwnerName: sql<string | null>`(select u.name from sys_user u where u.id = ${T.ownerId})`,
  TenantId: T.tenantId,
  CreatedAt: T.createdAt,
  Version: T.version,
};

/**
 * POST /merchant/purchase/supplierdelivery/Query and /Export (purchase/purchase-deliver): the kit list,
 * scoped by the document's one row rule (the PO's buyer; heads and administrators every delivery).
 */
export function registerSupplierDeliveryList(app: FastifyInstance, access: { grantedBy: readonly string[] }) {
  return registerResource(app, supplierDeliveryResource, {
    from: T,
    access,
    tieBreaker: T.id,
    scopeWhere: supplierDeliveryDocument.visibleWhere,
    columns: supplierDeliveryColumns,
    filterBy: {
      OrderNo: (v) => sql`exists (select 1 from pur_order o where o.id = ${T.orderId} and o.no ilike ${v})`,
      SupplierName: (v) =>
        sql`exists (select 1 from pur_supplier s where s.id = ${T.supplierId} and s.name ilike ${v})`,
    },
  });
}
