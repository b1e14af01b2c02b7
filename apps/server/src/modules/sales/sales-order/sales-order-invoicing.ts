import { ORDER_REVIEW } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { crmCustomer } from '../../crm/index.js';
import type { InvoiceableLine, InvoiceSourceOrder } from '../../finance/index.js';
import { salesOrderDocument } from './sales-order.document.js';
import { salesOrder, salesOrderLine } from './sales-order.table.js';

/**
 * What sales hands finance's invoice requests (issue #17, decision 0051; finance sits below sales and
 * never reads sales tables): the order `user` may see (its row rule), approved or not, with its lines'
 * shipped quantities and the customer's billing details (crm_customer billing company, tax number,
 * address, phone — the buyer's invoicing details; crm has no separate bill-info table).
 */
export async function invoiceSourceOrder(
  db: Executor,
  user: AuthUser,
  orderId: number,
): Promise<InvoiceSourceOrder | undefined> {
  const [o] = await db
    .select({
      id: salesOrder.id,
      no: salesOrder.no,
      tenantId: salesOrder.tenantId,
      ownerId: salesOrder.ownerId,
      customerId: salesOrder.customerId,
      currency: salesOrder.currency,
      taxRate: salesOrder.taxRate,
      status: salesOrder.status,
      customerName: crmCustomer.name,
      billingCompany: crmCustomer.billingCompany,
      taxNo: crmCustomer.taxNo,
      billingAddress: crmCustomer.billingAddress,
      billingPhone: crmCustomer.billingPhone,
    })
    .from(salesOrder)
    .innerJoin(crmCustomer, eq(crmCustomer.id, salesOrder.customerId))
    .where(and(eq(salesOrder.id, orderId), salesOrderDocument.visibleWhere(user)));
  if (!o) return undefined;
  const lines = await db
    .select({
      id: salesOrderLine.id,
      lineNo: salesOrderLine.lineNo,
      mpn: salesOrderLine.mpn,
      brand: salesOrderLine.brand,
      quantity: salesOrderLine.quantity,
      shippedQty: salesOrderLine.shippedQty,
      unitPrice: salesOrderLine.unitPrice,
    })
    .from(salesOrderLine)
    .where(eq(salesOrderLine.orderId, o.id))
    .orderBy(asc(salesOrderLine.lineNo));
  return {
    id: o.id,
    no: o.no,
    tenantId: o.tenantId,
    ownerId: o.ownerId,
    customerId: o.customerId,
    customerName: o.customerName,
    currency: o.currency,
    taxRate: o.taxRate,
    invoiceable: o.status === ORDER_REVIEW.approved,
    buyer: { name: o.billingCompany, taxNo: o.taxNo, address: o.billingAddress, phone: o.billingPhone },
    lines,
  };
}

/**
 * The shipped lines of the approved orders `user` may see (the order's row rule), optionally of one
 * customer: finance's order picker and invoice requirements by customer (decision 0055).
 */
export async function invoiceableLines(
  db: Executor,
  user: AuthUser,
  filter: { customerId?: number },
): Promise<InvoiceableLine[]> {
  return db
    .select({
      orderId: salesOrder.id,
      orderNo: salesOrder.no,
      orderDate: sql<string>`to_char(${salesOrder.createdAt}, 'YYYY-MM-DD')`,
      ownerId: salesOrder.ownerId,
      customerId: salesOrder.customerId,
      customerName: crmCustomer.name,
      currency: salesOrder.currency,
      taxRate: salesOrder.taxRate,
      lineId: salesOrderLine.id,
      shippedQty: salesOrderLine.shippedQty,
      unitPrice: salesOrderLine.unitPrice,
    })
    .from(salesOrderLine)
    .innerJoin(salesOrder, eq(salesOrder.id, salesOrderLine.orderId))
    .innerJoin(crmCustomer, eq(crmCustomer.id, salesOrder.customerId))
    .where(
      and(
        eq(salesOrder.status, ORDER_REVIEW.approved),
        gt(salesOrderLine.shippedQty, 0),
        filter.customerId ? eq(salesOrder.customerId, filter.customerId) : undefined,
        salesOrderDocument.visibleWhere(user),
      ),
    )
    .orderBy(asc(salesOrder.id), asc(salesOrderLine.lineNo));
}
