import { shipmentResource } from '@partdesk/shared/logistics/shipment/shipment.resource';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../core/resource/index.js';
import { shipmentDocument } from './shipment.document.js';
import { logShipment } from './shipment.table.js';

/** The wire columns of a row (list, export and the detail header), PascalCase in the select. */
export const shipmentColumns = {
  Id: logShipment.id,
  No: logShipment.no,
  TenantId: logShipment.tenantId,
  OwnerId: logShipment.ownerId,
  CustomerId: logShipment.customerId,
  CustomerName: sql<string>`(select c.short_name from crm_customer c where c.id = log_shipment.customer_id)`,
  ConsigneeName: logShipment.consigneeName,
  OrderNos: sql<string>`(select string_agg(distinct o.no, ', ') from log_shipment_line l join sales_order o on o.id = l.order_id where l.shipment_id = log_shipment.id)`,
  Quantity: sql<number>`(select coalesce(sum(l.quantity), 0)::int from log_shipment_line l where l.shipment_id = log_shipment.id)`,
  status: logShipment.status,
  Paused: logShipment.paused,
  Printed: logShipment.printed,
  CourierId: logShipment.courierId,
  CourierName: sql<
    string | null
  >`(select e.name from base_express_company e where e.id = log_shipment.courier_id)`,
  TrackingNo: logShipment.trackingNo,
  ShippedAt: logShipment.shippedAt,
  CreatedAt: logShipment.createdAt,
  Version: logShipment.version,
};

/** POST /merchant/logistics/shipment/Query and /Export: the kit list, scoped by the document's one row rule. */
export function registerShipmentList(app: FastifyInstance, access: { grantedBy: readonly string[] }) {
  return registerResource(app, shipmentResource, {
    from: logShipment,
    access,
    tieBreaker: logShipment.id,
    scopeWhere: shipmentDocument.visibleWhere,
    columns: shipmentColumns,
  });
}
