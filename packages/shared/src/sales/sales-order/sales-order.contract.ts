import { z } from 'zod';
import { MAX_ORDER_LINES } from './sales-order.codes.js';

const text = (max: number) => z.string().trim().max(max).default('');
const id = z.number().int().positive();

/**
 * A line of POST /merchant/sale/salesorder (create) and PUT …/:id (update). From a quote
 * (`QuoteLineId`): part, brand, package, D/C, cost and supplier come from the quote line and its purchase
 * quote; quantity and price default to the quote's. By hand: `Mpn` required, the cost from a purchase
 * quote (`PurchaseQuoteId`) or an own lot (`LotId`) or none. `UnitPrice` a decimal string (6 decimals,
 * checked by the use case with a translated message naming the line). `Id` of an existing line (update).
 */
export const salesOrderLineBody = z.object({
  Id: id.optional(),
  QuoteLineId: id.optional(),
  PartId: id.optional(),
  Mpn: text(100),
  Brand: text(100),
  Package: text(60),
  DateCode: text(32),
  /** Required by hand; from a quote line it defaults to the quote line's quantity. */
  Quantity: z.number().int().optional(),
  /** Required by hand; from a quote line it defaults to the quote's sale price. */
  UnitPrice: z.string().trim().max(24).optional(),
  RequiredDate: z.string().trim().max(10).default(''),
  CustomerPn: text(100),
  PurchaseQuoteId: id.optional(),
  LotId: id.optional(),
  Remark: text(500),
});
export type SalesOrderLineInput = z.infer<typeof salesOrderLineBody>;

/** The header of an order (create and update): spec §3 / DOMAIN.md step 4. */
export const salesOrderHeader = z.object({
  CustomerId: id,
  ContactId: id.optional(),
  /** Owner company: 2 or 4 (1 and 3 are disabled for new documents). */
  TenantId: z.number().int(),
  Currency: z.string().trim().toUpperCase().min(3).max(3),
  /** Percent: 1, 3, 9, 10, 11 or 13. */
  TaxRate: z.number(),
  /** PAYMENT_TERMS. */
  PaymentTerms: z.number().int(),
  /** The bank / pay account the PI names for payment (lookups pay accounts). */
  PayAccountId: id.optional(),
  ConsigneeName: z.string().trim().max(100),
  ConsigneePhone: z.string().trim().max(60),
  ConsigneeAddress: text(300),
  CountryId: z.number().int(),
  CourierId: id.optional(),
  Remark: text(1000),
  Lines: z.array(salesOrderLineBody).max(MAX_ORDER_LINES),
});

/** POST /merchant/sale/salesorder. */
export const salesOrderCreateBody = salesOrderHeader;
export type SalesOrderCreate = z.infer<typeof salesOrderCreateBody>;

/** PUT /merchant/sale/salesorder/:id — the whole order at the Version read. */
export const salesOrderUpdateBody = salesOrderHeader.extend({ Version: z.number().int() });
export type SalesOrderUpdate = z.infer<typeof salesOrderUpdateBody>;

/** PUT /merchant/sale/salesorder/:id/<action> (submit, notify, cancel…). */
export const salesOrderVersionBody = z.object({ Version: z.number().int(), Reason: text(500) });

/** GET /merchant/sale/salesorder/quotelines — the orderable quote lines of a customer (the picker). */
export const orderableQuoteLinesQuery = z.object({ customerId: z.coerce.number().int().positive() });

/** One orderable quote line (valid or sent quote, priced, not fully ordered yet). */
export interface OrderableQuoteLine {
  QuoteId: number;
  QuoteNo: string;
  QuoteLineId: number;
  LineNo: number;
  PartId: number | null;
  Mpn: string;
  Brand: string;
  Package: string;
  DateCode: string;
  Quantity: number;
  /** Σ quantity on this quote line's lines of orders not cancelled or voided. */
  OrderedQty: number;
  Remaining: number;
  SalePrice: string;
  Currency: string;
  QuoteDate: string;
  ValidUntil: string;
  QuoteStatus: number;
  PurchaseQuoteId: number | null;
  SupplierId: number | null;
  CostPrice: string | null;
  CostCurrency: string | null;
  LeadTimeDays: number | null;
}

/** PUT /merchant/sale/salesorder/merge (button 0102): two or more orders, each at its Version. */
export const salesOrderMergeBody = z.object({
  Ids: z.array(id).max(50),
  /** The Version read of each order, in the order of `Ids`. */
  Versions: z.array(z.number().int()).max(50),
});
export type SalesOrderMerge = z.infer<typeof salesOrderMergeBody>;

/** PUT /merchant/sale/salesorder/:id/schedule — replaces one line's dated deliveries. */
export const salesOrderScheduleBody = z.object({
  Version: z.number().int(),
  LineId: id,
  Deliveries: z
    .array(
      z.object({
        DueDate: z.string().trim().max(10),
        Quantity: z.number().int(),
        Remark: text(200),
      }),
    )
    .max(100),
});
export type SalesOrderSchedule = z.infer<typeof salesOrderScheduleBody>;
