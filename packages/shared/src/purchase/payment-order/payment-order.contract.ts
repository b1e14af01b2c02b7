import { z } from 'zod';
import { MAX_PAYMENT_LINES } from './payment-order.codes.js';

const id = z.number().int().positive();

/**
 * POST /merchant/purchase/paymentorder: a payment request. `Kind` PAYMENT_KIND; `BankId` one of the
 * supplier's bank accounts (its details are copied onto the request); `Lines` one per PO with the
 * amount to pay (a decimal string, > 0, ≤ 2 decimals, ≤ that PO's unpaid).
 */
export const paymentOrderCreateBody = z.object({
  Kind: z.number().int(),
  BankId: id,
  Remark: z.string().trim().max(500).default(''),
  Lines: z
    .array(z.object({ OrderId: id, Amount: z.string().trim().max(24) }))
    .min(1)
    .max(MAX_PAYMENT_LINES),
});
export type PaymentOrderCreate = z.infer<typeof paymentOrderCreateBody>;

/** PUT /merchant/purchase/paymentorder/:id/cancel — a request still waiting for finance. */
export const paymentOrderCancelBody = z.object({ Version: z.number().int() });

/** A row as list and detail answer it. */
export const paymentOrderView = z.object({
  Id: z.number(),
  No: z.string(),
  Kind: z.number(),
  SupplierId: z.number(),
  SupplierName: z.string().nullable(),
  Currency: z.string(),
  Amount: z.string(),
  BankName: z.string(),
  AccountName: z.string(),
  AccountNo: z.string(),
  SwiftCode: z.string(),
  OrderNos: z.string().nullable(),
  Remark: z.string(),
  Status: z.number(),
  OwnerId: z.number(),
  OwnerName: z.string().nullable(),
  TenantId: z.number(),
  PaidOn: z.string().nullable(),
  ReviewComment: z.string(),
  CreatedAt: z.string(),
  Version: z.number(),
});
export type PaymentOrderView = z.infer<typeof paymentOrderView>;
