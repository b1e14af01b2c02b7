import { z } from 'zod';

/** Customs declaration setup `finance-setup/declare` (issue #16, decision 0052). */
export const DECLARE_MENU = 'finance/finance-setup/declare';

/**
 * PUT /merchant/logistics/declare/rule: the caller's owner company's rule. Numbers are decimal strings,
 * checked by the use case with `checkDeclareRule` (translated messages naming the field).
 */
export const declareRuleBody = z.object({
  /** The owner company whose rule this is (absent: the caller's). */
  TenantId: z.number().int().positive().optional(),
  Content: z.string().trim().max(4000),
  ContentEn: z.string().trim().max(4000).default(''),
  ValuePercent: z.string().trim().max(10),
  Decimals: z.number(),
  Currency: z.string().trim().max(3).default(''),
  TolerancePercent: z.string().trim().max(10).default('0'),
});
export type DeclareRuleBody = z.infer<typeof declareRuleBody>;

/** The rule as the setup screen and the `getrule` lookup answer it. */
export interface DeclareRuleView {
  TenantId: number;
  Content: string;
  ContentEn: string;
  ValuePercent: string;
  Decimals: number;
  Currency: string;
  TolerancePercent: string;
  UpdateTime: string | null;
}

export interface DeclareOptionRow {
  Id: number;
  Code: string;
  Name: string;
  NameEn: string;
  Description: string;
  DescriptionEn: string;
  IsEnabled: boolean;
  Sort: number;
}
