import { z } from 'zod';
import { MAX_STOCKING_LINES, STOCKING_RESOLVE_ACTIONS } from './stocking-request.codes.js';

const id = z.number().int().positive();

/** POST /merchant/sale/stockingrequest: the create body (the route validates with it, the web form types its values). */
export const stockingRequestCreateBody = z.object({
  OrderId: id,
  Lines: z
    .array(
      z.object({
        OrderLineId: id,
        Quantity: z.number().int().positive(),
        Remark: z.string().trim().max(500).default(''),
      }),
    )
    .min(1)
    .max(MAX_STOCKING_LINES),
  Reason: z.string().trim().max(500).default(''),
});
export type StockingRequestCreate = z.infer<typeof stockingRequestCreateBody>;

/** PUT /merchant/sale/stockingrequest/:id/abolish: purchasing marks approved lines failed. */
export const stockingAbolishBody = z.object({
  LineIds: z.array(id).min(1).max(MAX_STOCKING_LINES),
  Reason: z.string().trim().min(1).max(500),
});
export type StockingAbolish = z.infer<typeof stockingAbolishBody>;

/** PUT /merchant/sale/stockingrequest/:id/resolve: sales decides what a failed line becomes. */
export const stockingResolveBody = z.object({
  LineIds: z.array(id).min(1).max(MAX_STOCKING_LINES),
  Action: z.enum(STOCKING_RESOLVE_ACTIONS),
});
export type StockingResolve = z.infer<typeof stockingResolveBody>;

/** A line of a request as the detail answers it. */
export interface StockingRequestLineView {
  Id: number;
  LineNo: number;
  OrderLineId: number;
  Mpn: string;
  Brand: string;
  Package: string;
  Quantity: number;
  Remark: string;
  Status: number;
  AbolishReason: string;
}

/** A row as list and detail answer it. */
export interface StockingRequestView {
  Id: number;
  No: string;
  OrderId: number;
  OrderNo: string;
  CustomerName: string | null;
  OwnerId: number;
  OwnerName: string | null;
  Reason: string;
  Status: number;
  Quantity: number;
  ReviewComment: string;
  TenantId: number;
  CreatedAt: string;
  Version: number;
  Lines?: StockingRequestLineView[];
}
