import { z } from 'zod';
import {
  INTERNAL_STOCK_ORDER_MAX_LINES,
  INTERNAL_STOCK_ORDER_REASON_MAX,
} from './internal-stock-order.rules.js';

const text = (max: number) => z.string().trim().max(max).default('');

/**
 * A line of an internal stock order: the part to buy for stock. `Quantity` whole pieces (checked by the
 * use case, so a bad one is a 400 naming `Lines[i].Quantity`); `TargetCost` optional decimal (≤ 6
 * places) in `Currency` — a hint to the buyer, the PO's cost is set on the PO.
 */
export const internalStockOrderLineBody = z.object({
  PartId: z.number().int().positive().optional(),
  Mpn: z.string().trim().max(100),
  Brand: text(100),
  Package: text(60),
  Quantity: z.number(),
  TargetCost: text(24),
  RequiredDate: text(10),
  Remark: text(200),
});
export type InternalStockOrderLineInput = z.infer<typeof internalStockOrderLineBody>;

/** POST /merchant/purchase/internalstockorder: the create body (the route validates with it, the web form types its values). */
export const internalStockOrderCreateBody = z.object({
  /** The owner company that buys (2 or 4, as a PO). */
  TenantId: z.number().int(),
  Currency: z.string().trim().toUpperCase().max(3).default('USD'),
  Reason: text(INTERNAL_STOCK_ORDER_REASON_MAX),
  Remark: text(500),
  Lines: z.array(internalStockOrderLineBody).max(INTERNAL_STOCK_ORDER_MAX_LINES),
});
export type InternalStockOrderCreate = z.infer<typeof internalStockOrderCreateBody>;

/** PUT /merchant/purchase/internalstockorder/:id: the whole order at the version read. */
export const internalStockOrderUpdateBody = internalStockOrderCreateBody.extend({
  Version: z.number().int().positive(),
});
export type InternalStockOrderUpdate = z.infer<typeof internalStockOrderUpdateBody>;

/** PUT …/:id/submit and …/:id/cancel. */
export const internalStockOrderActionBody = z.object({
  Version: z.number().int().positive(),
  Reason: text(500),
});

/** A row as list and detail answer it. */
export const internalStockOrderView = z.object({
  Id: z.number(),
  No: z.string(),
  TenantId: z.number(),
  Currency: z.string(),
  Reason: z.string(),
  Remark: z.string(),
  Quantity: z.number(),
  LineCount: z.number(),
  OnOrderQty: z.number(),
  status: z.number(),
  ReviewComment: z.string(),
  OwnerId: z.number(),
  OwnerName: z.string().nullable(),
  CreatedAt: z.string(),
  Version: z.number(),
});
export type InternalStockOrderView = z.infer<typeof internalStockOrderView>;

/** A line as the detail answers it (`OnOrderQty`: on open POs; `ReceivedQty`: counted in on them). */
export const internalStockOrderLineView = z.object({
  Id: z.number(),
  LineNo: z.number(),
  PartId: z.number().nullable(),
  Mpn: z.string(),
  Brand: z.string(),
  Package: z.string(),
  Quantity: z.number(),
  TargetCost: z.string().nullable(),
  RequiredDate: z.string().nullable(),
  Remark: z.string(),
  OnOrderQty: z.number(),
  ReceivedQty: z.number(),
});
export type InternalStockOrderLineView = z.infer<typeof internalStockOrderLineView>;
export type InternalStockOrderDetail = InternalStockOrderView & {
  Lines: InternalStockOrderLineView[];
  CanEdit: boolean;
  CanCancel: boolean;
  PendingRequestId: number | null;
};
