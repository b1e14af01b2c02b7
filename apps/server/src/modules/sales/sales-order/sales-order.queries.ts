import { asc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { loadScoped } from '../../../core/documents/index.js';
import { salesOrderDocument } from './sales-order.document.js';
import { salesOrderColumns } from './sales-order.list.js';
import { salesOrder, salesOrderLine } from './sales-order.table.js';
import { ownerScope } from './sales-order.visibility.js';

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
  return { ...head!, Lines: lines };
}
