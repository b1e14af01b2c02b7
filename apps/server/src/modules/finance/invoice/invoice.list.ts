import { invoiceResource } from '@partdesk/shared/finance/invoice/invoice.resource';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../core/resource/index.js';
import { invoiceDocument } from './invoice.document.js';
import { finInvoice } from './invoice.table.js';

/** The wire columns of a row (list, export and detail), PascalCase in the select. */
export const invoiceColumns = {
  Id: finInvoice.id,
  No: finInvoice.no,
  OrderId: finInvoice.orderId,
  OrderNo: finInvoice.orderNo,
  CustomerId: finInvoice.customerId,
  CustomerName: finInvoice.customerName,
  Currency: finInvoice.currency,
  TaxRate: finInvoice.taxRate,
  Amount: finInvoice.amount,
  TaxAmount: finInvoice.taxAmount,
  Total: finInvoice.total,
  BuyerName: finInvoice.buyerName,
  BuyerTaxNo: finInvoice.buyerTaxNo,
  BuyerAddress: finInvoice.buyerAddress,
  BuyerPhone: finInvoice.buyerPhone,
  Status: finInvoice.status,
  InvoiceNo: finInvoice.invoiceNo,
  InvoiceDate: finInvoice.invoiceDate,
  RedInvoiceNo: finInvoice.redInvoiceNo,
  VoidReason: finInvoice.voidReason,
  ReviewComment: finInvoice.reviewComment,
  Remark: finInvoice.remark,
  OwnerId: finInvoice.ownerId,
  RequestedBy: finInvoice.requestedBy,
  TenantId: finInvoice.tenantId,
  CreatedAt: finInvoice.createdAt,
  Version: finInvoice.version,
};

/** POST /merchant/finance/invoice/Query and /Export: the kit list, scoped by the document's one row rule. */
export function registerInvoiceList(app: FastifyInstance, access: { grantedBy: readonly string[] }) {
  return registerResource(app, invoiceResource, {
    from: finInvoice,
    access,
    tieBreaker: finInvoice.id,
    scopeWhere: invoiceDocument.visibleWhere,
    columns: invoiceColumns,
  });
}
