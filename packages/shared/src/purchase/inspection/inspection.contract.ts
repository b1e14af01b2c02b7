import { z } from 'zod';

/** POST /merchant/purchase/inspection: the inspection of one RK line, submitted into quality-audit. */
export const inspectionCreateBody = z.object({
  ReceiptLineId: z.number().int().positive(),
  Weight: z.number().nullish(),
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
export type InspectionCreate = z.infer<typeof inspectionCreateBody>;

/** POST / PUT /merchant/purchase/qualityitem(/:id): a checklist item or process step at `Version`. */
export const qualityItemBody = z.object({
  Kind: z.number().int(),
  NameZh: z.string().trim().max(100),
  NameEn: z.string().trim().max(100),
  Description: z.string().trim().max(500).default(''),
  Sort: z.number().int().min(0).max(9999).default(0),
  Status: z.number().int().default(1),
  Version: z.number().int().optional(),
});
export type QualityItemInput = z.infer<typeof qualityItemBody>;
