import { salesOrderResource } from '@partdesk/shared/sales/sales-order/sales-order.resource';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../core/resource/index.js';
import { salesOrderDocument } from './sales-order.document.js';
import { salesOrder } from './sales-order.table.js';

/** The wire columns of a row (list, export and the detail header), PascalCase in the select. */
export const salesOrderColumns = {
  Id: salesOrder.id,
  No: salesOrder.no,
  TenantId: salesOrder.tenantId,
  CustomerId: salesOrder.customerId,
  CustomerName: sql<string>`(select c.short_name from crm_customer c where c.id = ${salesOrder.customerId})`,
  OwnerId: salesOrder.ownerId,
  OwnerName: sql<string | null>`(select u.name from sys_user u where u.id = ${salesOrder.ownerId})`,
  Currency: salesOrder.currency,
  Amount: salesOrder.amount,
  TaxAmount: salesOrder.taxAmount,
  Total: salesOrder.total,
  Received: salesOrder.received,
  status: salesOrder.status,
  inBoundStatus: salesOrder.stockStatus,
  NotifyStatus: salesOrder.notifyStatus,
  ShipStatus: salesOrder.shipStatus,
  PayStatus: salesOrder.payStatus,
  isAbolish: salesOrder.isAbolish,
  CreatedAt: salesOrder.createdAt,
  Version: salesOrder.version,
};

/** POST /merchant/sale/salesorder/Query and /Export: the kit list, scoped by the document's one row rule. */
export function registerSalesOrderList(app: FastifyInstance, access: { grantedBy: readonly string[] }) {
  return registerResource(app, salesOrderResource, {
    from: salesOrder,
    access,
    tieBreaker: salesOrder.id,
    scopeWhere: salesOrderDocument.visibleWhere,
    columns: salesOrderColumns,
  });
}
