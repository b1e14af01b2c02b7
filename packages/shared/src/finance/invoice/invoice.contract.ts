import { z } from 'zod';
import { MAX_INVOICE_LINES } from './invoice.codes.js';

/** POST /merchant/finance/invoice: a request on shipped lines of one sales order. */
export const invoiceCreateBody = z.object({
  OrderId: z.number().int().positive(),
  /** The order's tax rate in percent (1, 3, 9, 10, 11, 13); checked against the order. */
  TaxRate: z.union([z.string(), z.number()]).transform(String),
  Lines: z
    .array(z.object({ OrderLineId: z.number().int().positive(), Quantity: z.number().int() }))
    .max(MAX_INVOICE_LINES),
  /** The buyer's invoicing details; empty → the customer's billing details (snapshot on the request). */
  BuyerName: z.string().trim().max(200).default(''),
  BuyerTaxNo: z.string().trim().max(40).default(''),
  BuyerAddress: z.string().trim().max(300).default(''),
  BuyerPhone: z.string().trim().max(60).default(''),
  Remark: z.string().trim().max(500).default(''),
});
export type InvoiceCreate = z.infer<typeof invoiceCreateBody>;

/** PUT /merchant/finance/invoice/:id/issue — finance records the issued invoice. */
export const invoiceIssueBody = z.object({
  Version: z.number().int(),
  InvoiceNo: z.string().trim(),
  InvoiceDate: z.string().trim(),
});
export type InvoiceIssue = z.infer<typeof invoiceIssueBody>;

/** PUT /merchant/finance/invoice/:id/void — the red-letter reversal of an issued invoice. */
export const invoiceVoidBody = z.object({
  Version: z.number().int(),
  RedInvoiceNo: z.string().trim(),
  Reason: z.string().trim().max(500),
});
export type InvoiceVoid = z.infer<typeof invoiceVoidBody>;

/** A row as list and detail answer it. */
export const invoiceView = z.object({
  Id: z.number(),
  No: z.string(),
  OrderId: z.number(),
  OrderNo: z.string(),
  CustomerId: z.number(),
  CustomerName: z.string(),
  Currency: z.string(),
  TaxRate: z.string(),
  Amount: z.string(),
  TaxAmount: z.string(),
  Total: z.string(),
  BuyerName: z.string(),
  BuyerTaxNo: z.string(),
  Status: z.number(),
  InvoiceNo: z.string().nullable(),
  InvoiceDate: z.string().nullable(),
  RedInvoiceNo: z.string().nullable(),
  Remark: z.string(),
  OwnerId: z.number(),
  TenantId: z.number(),
  CreatedAt: z.string(),
  Version: z.number(),
});
export type InvoiceView = z.infer<typeof invoiceView>;

/** POST /merchant/finance/invoice/requirement/Query — invoice requirements by customer (decision 0055). */
export const invoiceRequirementQuery = z.object({
  // Paging is read by the server's list parser (`parsePaging`: whole numbers only, the field named).
  pageIndex: z.unknown().optional(),
  pageSize: z.unknown().optional(),
  CustomerName: z.string().trim().max(100).optional(),
  Currency: z.string().trim().max(10).optional(),
});
export type InvoiceRequirementQuery = z.infer<typeof invoiceRequirementQuery>;

/** GET /merchant/finance/invoice/orders — the request form's order picker (optionally one customer). */
export const invoiceOrdersQuery = z.object({ CustomerId: z.coerce.number().int().positive().optional() });

/** A row of the order picker: an order with shipped lines still to invoice. */
export interface InvoiceableOrderView {
  OrderId: number;
  OrderNo: string;
  OrderDate: string;
  /** The order's salesperson. */
  OwnerId: number;
  CustomerId: number;
  CustomerName: string;
  Currency: string;
  TaxRate: string;
  OpenLines: number;
  OpenAmount: string;
  OpenTotal: string;
}

/** GET /merchant/finance/invoice/source/:id — the order as the request form fills from it. */
export interface InvoiceSourceView {
  OrderId: number;
  OrderNo: string;
  CustomerId: number;
  CustomerName: string;
  Currency: string;
  TaxRate: string;
  Invoiceable: boolean;
  BuyerName: string;
  BuyerTaxNo: string;
  BuyerAddress: string;
  BuyerPhone: string;
  Lines: {
    OrderLineId: number;
    LineNo: number;
    Mpn: string;
    Brand: string;
    Quantity: number;
    ShippedQty: number;
    InvoicedQty: number;
    RequestedQty: number;
    OpenQty: number;
    UnitPrice: string;
  }[];
}

/** A row of the invoice requirements by customer. */
export interface InvoiceRequirementView {
  CustomerId: number;
  CustomerName: string;
  Currency: string;
  OrderCount: number;
  LineCount: number;
  OpenQty: number;
  OpenAmount: string;
  OpenTax: string;
  OpenTotal: string;
  OldestOrderDate: string;
}
