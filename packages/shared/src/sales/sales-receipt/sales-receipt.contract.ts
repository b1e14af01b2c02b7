import { z } from 'zod';

/**
 * POST /merchant/sale/receipt: the create body (decision 0054). `Amount` the money received (or taken
 * from the balance); `Lines` the orders and what each receives (Σ ≤ Amount; the rest goes to the
 * customer balance). Amounts are decimal strings; the use case checks them (translated, naming the field).
 */
export const salesReceiptCreateBody = z.object({
  Source: z.number().int(),
  BankReceiptId: z.number().int().positive().nullish(),
  Amount: z.string().trim().max(30),
  Lines: z
    .array(z.object({ OrderId: z.number().int().positive(), Amount: z.string().trim().max(30) }))
    .max(200),
  Remark: z.string().trim().max(500).default(''),
});
export type SalesReceiptCreate = z.infer<typeof salesReceiptCreateBody>;

/** A receipt row as list and detail answer it. */
export const salesReceiptView = z.object({
  Id: z.number(),
  No: z.string(),
  CustomerId: z.number(),
  CustomerName: z.string().nullable(),
  Currency: z.string(),
  Source: z.number(),
  BankReceiptNo: z.string().nullable(),
  Amount: z.string(),
  Allocated: z.string(),
  ToBalance: z.string(),
  OrderNos: z.string().nullable(),
  Status: z.number(),
  Remark: z.string(),
  PostedOn: z.string().nullable(),
  OwnerId: z.number(),
  OwnerName: z.string().nullable(),
  TenantId: z.number(),
  CreatedAt: z.string(),
  Version: z.number(),
});
export type SalesReceiptView = z.infer<typeof salesReceiptView>;

/** GET /merchant/sale/receipt/orders?customerId: what the form offers (orders that can still receive). */
export interface ReceivableOrder {
  OrderId: number;
  No: string;
  CustomerId: number;
  CustomerName: string | null;
  Currency: string;
  TenantId: number;
  Total: string;
  Received: string;
  Pending: string;
  Open: string;
  PayStatus: number;
}
