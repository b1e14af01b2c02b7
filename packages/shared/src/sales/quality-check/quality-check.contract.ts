import { z } from 'zod';

/** POST /merchant/sale/qualitycheck: the salesperson's request for one reserved lot of their order line. */
export const qualityCheckCreateBody = z.object({
  OrderLineId: z.number().int().positive(),
  LotId: z.number().int().positive(),
  Reason: z.string().trim().max(500).default(''),
});
export type QualityCheckCreate = z.infer<typeof qualityCheckCreateBody>;

/** PUT /merchant/sale/qualitycheck/:id/result: the warehouse's checklist result at `Version`. */
export const qualityCheckResultBody = z.object({
  Version: z.number().int(),
  Result: z.number().int(),
  Remark: z.string().trim().max(500).default(''),
  Items: z
    .array(
      z.object({
        ItemId: z.number().int().positive(),
        Result: z.number().int(),
        Note: z.string().trim().max(500).default(''),
      }),
    )
    .min(1)
    .max(100),
});
export type QualityCheckResult = z.infer<typeof qualityCheckResultBody>;
