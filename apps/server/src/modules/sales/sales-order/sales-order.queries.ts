import { asc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { loadScoped } from '../../../core/documents/index.js';
import { salesOrderDocument } from './sales-order.document.js';
import { salesOrderColumns } from './sales-order.list.js';
import { salesOrder, salesOrderLine } from './sales-order.table.js';
import { ownerScope } from './sales-order.visibility.js';
import { invoicedByOrderLine } from '../../finance/index.js';

/**
 * Reads shared by several use cases and routes (no repository layer: decision 0020). An order the caller
 * may see (its salesperson in scope, or a pending review of it the caller may decide), else 404.
 */
export function loadSalesOrder(db: Executor, user: AuthUser, id: number, lock = false) {
  return loadScoped(db, salesOrder, id, salesOrderDocument.visibleWhere(user), 'errors.notFound', lock);
}

/**
 * An order the caller may change (locked): its salesperson within the caller's data scope only — a
 * reviewer who sees it for a pending review reads it and decides in the queue, and gets 404 here.
 */
export function loadOwnSalesOrder(db: Executor, user: AuthUser, id: number) {
  return loadScoped(db, salesOrder, id, ownerScope(user), 'errors.notFound', true);
}

/** The wire columns of a line (detail, PDF). */
export const salesOrderLineColumns = {
  Id: salesOrderLine.id,
  LineNo: salesOrderLine.lineNo,
  QuoteLineId: salesOrderLine.quoteLineId,
  PartId: salesOrderLine.partId,
  Mpn: salesOrderLine.mpn,
  Brand: salesOrderLine.brand,
  Package: salesOrderLine.package,
  DateCode: salesOrderLine.dateCode,
  Quantity: salesOrderLine.quantity,
  UnitPrice: salesOrderLine.unitPrice,
  Amount: salesOrderLine.amount,
  RequiredDate: salesOrderLine.requiredDate,
  CustomerPn: salesOrderLine.customerPn,
  CostSource: salesOrderLine.costSource,
  PurchaseQuoteId: salesOrderLine.purchaseQuoteId,
  SupplierId: salesOrderLine.supplierId,
  LotId: salesOrderLine.lotId,
  CostPrice: salesOrderLine.costPrice,
  CostCurrency: salesOrderLine.costCurrency,
  LandedCost: salesOrderLine.landedCost,
  GrossProfit: salesOrderLine.grossProfit,
  GpPercent: salesOrderLine.gpPercent,
  ReservedQty: salesOrderLine.reservedQty,
  StockingQty: salesOrderLine.stockingQty,
  NotifiedQty: salesOrderLine.notifiedQty,
  ShippedQty: salesOrderLine.shippedQty,
  StockStatus: salesOrderLine.stockStatus,
  NotifyStatus: salesOrderLine.notifyStatus,
  ShipStatus: salesOrderLine.shipStatus,
  IsAbolish: salesOrderLine.isAbolish,
  AbolishReason: salesOrderLine.abolishReason,
  Remark: salesOrderLine.remark,
};

/** One order as the detail answers it: the list columns, the header fields and its lines. */
export async function salesOrderDetail(db: Executor, id: number) {
  const [head] = await db
    .select({
      ...salesOrderColumns,
      ContactId: salesOrder.contactId,
      Rate: salesOrder.rate,
      TaxRate: salesOrder.taxRate,
      PaymentTerms: salesOrder.paymentTerms,
      PayAccountId: salesOrder.payAccountId,
      ConsigneeName: salesOrder.consigneeName,
      ConsigneePhone: salesOrder.consigneePhone,
      ConsigneeAddress: salesOrder.consigneeAddress,
      CountryId: salesOrder.countryId,
      CourierId: salesOrder.courierId,
      Remark: salesOrder.remark,
      Source: salesOrder.source,
      LandedCost: salesOrder.landedCost,
      GrossProfit: salesOrder.grossProfit,
      GpPercent: salesOrder.gpPercent,
      BelowGpFloor: salesOrder.belowGpFloor,
      ReviewComment: salesOrder.reviewComment,
      CancelReason: salesOrder.cancelReason,
      MergedIntoId: salesOrder.mergedIntoId,
      Paused: salesOrder.paused,
    })
    .from(salesOrder)
    .where(eq(salesOrder.id, id));
  const lines = await db
    .select(salesOrderLineColumns)
    .from(salesOrderLine)
    .where(eq(salesOrderLine.orderId, id))
    .orderBy(asc(salesOrderLine.lineNo));
  // Invoiced (issued) and requested quantities from finance's invoice requests (decision 0051).
  const inv = await invoicedByOrderLine(
    db,
    lines.map((l) => l.Id),
  );
  const withInvoiced = lines.map((l) => ({
    ...l,
    InvoicedQty: inv.get(l.Id)?.invoiced ?? 0,
    InvoiceRequestedQty: inv.get(l.Id)?.requested ?? 0,
  }));
  return { ...head!, InvoiceStatus: orderInvoiceStatus(withInvoiced), Lines: withInvoiced };
}

/** The order's invoice status: 1 not invoiced, 2 partly invoiced, 3 invoiced (every piece ordered). */
export function orderInvoiceStatus(lines: readonly { Quantity: number; InvoicedQty: number }[]): number {
  const invoiced = lines.reduce((a, l) => a + l.InvoicedQty, 0);
  if (invoiced === 0) return 1;
  return lines.every((l) => l.InvoicedQty >= l.Quantity) ? 3 : 2;
}
