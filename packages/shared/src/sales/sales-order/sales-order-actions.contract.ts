import { z } from 'zod';

const id = z.number().int().positive();

/**
 * PUT /merchant/sale/salesorder/:id/notify (button 0101): the version read and, optionally, which lines
 * and how much of each (none → each line's whole notifiable quantity). Submit and cancel take
 * `salesOrderVersionBody` (sales-order.contract.ts).
 */
export const salesOrderNotifyBody = z.object({
  Version: z.number().int(),
  Lines: z
    .array(z.object({ Id: id, Quantity: z.number().int().positive().optional() }))
    .max(500)
    .optional(),
});
export type SalesOrderNotify = z.infer<typeof salesOrderNotifyBody>;
