import { z } from 'zod';
import { RECEIPT_MAX_LINES } from './receipt.codes.js';

const text = (max: number) => z.string().trim().max(max).default('');

/** One PO line counted in: the quantity and the lot data of the lot it opens. */
export const receiptLineBody = z.object({
  OrderLineId: z.number().int().positive(),
  Quantity: z.number(),
  DateCode: text(20),
  LotNo: text(40),
  Coo: text(2),
  Msl: text(10),
  WarehouseId: z.number().int().positive(),
  ZoneId: z.number().int().positive().nullish(),
  LocationId: z.number().int().positive().nullish(),
});

/** POST /merchant/purchase/receipt: goods received against one PO. */
export const receiptCreateBody = z.object({
  OrderId: z.number().int().positive(),
  Remark: text(500),
  Lines: z.array(receiptLineBody).min(1).max(RECEIPT_MAX_LINES),
});
export type ReceiptCreate = z.infer<typeof receiptCreateBody>;
export type ReceiptLineInput = z.infer<typeof receiptLineBody>;
