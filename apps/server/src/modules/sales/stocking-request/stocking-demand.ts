import {
  STOCKING_DEMAND_SOURCE,
  STOCKING_LINE_STATUS,
  STOCKING_REQUEST_STATUS,
} from '@partdesk/shared/sales/stocking-request/stocking-request.codes';
import { and, eq, ilike, lte, type SQL, sql } from 'drizzle-orm';
import { sysUser } from '../../../core/access/identity.table.js';
import type { Executor } from '../../../core/db/client.js';
import { crmCustomer } from '../../crm/index.js';
import type { DemandFilters, DemandRow } from '../../purchase/index.js';
import { salesOrder, salesOrderLine } from '../sales-order/sales-order.table.js';
import { salesStockingRequest, salesStockingRequestLine } from './stocking-request.table.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Sales' purchase-demand source (registered with purchase's `registerDemandSource` from the module's
 * register, decision 0034): the approved lines of approved stocking requests — not pending, rejected,
 * failed or resolved ones — with the order line's part and required date, the salesperson and customer.
 */
export async function stockingDemand(exec: Executor, f: DemandFilters): Promise<DemandRow[]> {
  const where: SQL[] = [
    eq(salesStockingRequestLine.status, STOCKING_LINE_STATUS.approved),
    eq(salesStockingRequest.status, STOCKING_REQUEST_STATUS.approved),
  ];
  if (f.mpn) where.push(ilike(salesOrderLine.mpn, `%${escapeLike(f.mpn)}%`));
  if (f.tenantId) where.push(eq(salesStockingRequest.tenantId, f.tenantId));
  if (f.salespersonId) where.push(eq(salesStockingRequest.ownerId, f.salespersonId));
  if (f.customerId) where.push(eq(salesOrder.customerId, f.customerId));
  if (f.orderId) where.push(eq(salesStockingRequest.orderId, f.orderId));
  if (f.requiredBy) where.push(lte(salesOrderLine.requiredDate, f.requiredBy));
  const rows = await exec
    .select({
      sourceId: salesStockingRequest.id,
      sourceNo: salesStockingRequest.no,
      lineId: salesStockingRequestLine.id,
      orderId: salesOrder.id,
      orderNo: salesOrder.no,
      orderLineId: salesOrderLine.id,
      partId: salesOrderLine.partId,
      mpn: salesOrderLine.mpn,
      brand: salesOrderLine.brand,
      package: salesOrderLine.package,
      qty: salesStockingRequestLine.quantity,
      requiredDate: salesOrderLine.requiredDate,
      salespersonId: salesStockingRequest.ownerId,
      salesperson: sysUser.name,
      customerId: salesOrder.customerId,
      customer: crmCustomer.shortName,
      tenantId: salesStockingRequest.tenantId,
      since: sql<string | null>`${salesStockingRequest.approvedAt}::text`,
    })
    .from(salesStockingRequestLine)
    .innerJoin(salesStockingRequest, eq(salesStockingRequest.id, salesStockingRequestLine.requestId))
    .innerJoin(salesOrderLine, eq(salesOrderLine.id, salesStockingRequestLine.orderLineId))
    .innerJoin(salesOrder, eq(salesOrder.id, salesStockingRequest.orderId))
    .leftJoin(crmCustomer, eq(crmCustomer.id, salesOrder.customerId))
    .leftJoin(sysUser, eq(sysUser.id, salesStockingRequest.ownerId))
    .where(and(...where));
  return rows.map((r) => ({ sourceType: STOCKING_DEMAND_SOURCE, ...r }));
}
