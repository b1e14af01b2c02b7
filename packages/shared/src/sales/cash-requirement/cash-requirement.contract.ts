import { z } from 'zod';
import { CASH_REQUIREMENT_MPN_MAX } from './cash-requirement.rules.js';

/** POST /merchant/sale/cashrequirement: a request for own stock of one part (submitted for review). */
export const cashRequirementCreateBody = z.object({
  Mpn: z.string().trim().min(1).max(CASH_REQUIREMENT_MPN_MAX),
  Brand: z.string().trim().max(100).default(''),
  Package: z.string().trim().max(100).default(''),
  DateCode: z.string().trim().max(50).default(''),
  Quantity: z.number().int(),
  TargetPrice: z.string().trim().default(''),
  Currency: z.string().trim().max(10).default(''),
  CustomerId: z.number().int().positive().nullish(),
  RequiredDate: z.string().trim().default(''),
  Remark: z.string().trim().max(500).default(''),
});
export type CashRequirementCreate = z.infer<typeof cashRequirementCreateBody>;

/** PUT /merchant/sale/cashrequirement/:id/fulfil | /close. */
export const cashRequirementCloseBody = z.object({
  Version: z.number().int().positive(),
  Reason: z.string().trim().max(500).default(''),
});

/** A row as list and detail answer it; `MatchingStock` Σ available passed-QC own stock of the MPN. */
export const cashRequirementView = z.object({
  Id: z.number(),
  No: z.string(),
  Mpn: z.string(),
  Brand: z.string(),
  Package: z.string(),
  DateCode: z.string(),
  Quantity: z.number(),
  TargetPrice: z.string().nullable(),
  Currency: z.string(),
  CustomerId: z.number().nullable(),
  RequiredDate: z.string().nullable(),
  Remark: z.string(),
  Status: z.number(),
  MatchingStock: z.number(),
  OwnerId: z.number(),
  CreatedAt: z.string(),
  Version: z.number(),
});
export type CashRequirementView = z.infer<typeof cashRequirementView>;
