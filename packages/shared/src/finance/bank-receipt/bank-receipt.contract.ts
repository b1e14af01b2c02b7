import { z } from 'zod';
import { BANK_RECEIPT_TEXT_MAX } from './bank-receipt.rules.js';

/** POST /merchant/finance/bankreceipt: money that arrived on an owner company's bank account (finance). */
export const bankReceiptCreateBody = z.object({
  /** The receiving account (`base_account`): its company is the owner company. */
  AccountId: z.number().int().positive(),
  PayerName: z.string().trim().min(1).max(BANK_RECEIPT_TEXT_MAX),
  Currency: z.string().trim().min(1).max(10),
  /** Decimal string > 0, at most 2 decimals (checked by the use case with a translated message). */
  Amount: z.string().trim().min(1),
  ValueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  BankRef: z.string().trim().min(1).max(BANK_RECEIPT_TEXT_MAX),
  Remark: z.string().trim().max(500).default(''),
});
export type BankReceiptCreate = z.infer<typeof bankReceiptCreateBody>;

/** PUT /merchant/finance/bankreceipt/:id/claim: a salesperson claims the money for one of their customers. */
export const bankReceiptClaimBody = z.object({
  CustomerId: z.number().int().positive(),
  /** The version the caller saw: a claim of a changed (already claimed) receipt is refused. */
  Version: z.number().int().positive(),
});
export type BankReceiptClaim = z.infer<typeof bankReceiptClaimBody>;

/** A row as list and detail answer it (customer fields only once claimed, and only to who may see it). */
export const bankReceiptView = z.object({
  Id: z.number(),
  No: z.string(),
  TenantId: z.number(),
  AccountId: z.number(),
  AccountName: z.string().nullable(),
  PayerName: z.string(),
  Currency: z.string(),
  Amount: z.string(),
  ValueDate: z.string(),
  BankRef: z.string(),
  Remark: z.string(),
  Status: z.number(),
  CustomerId: z.number().nullable(),
  CustomerName: z.string().nullable(),
  ClaimedBy: z.number().nullable(),
  ClaimedByName: z.string().nullable(),
  ClaimedAt: z.string().nullable(),
  CreatedAt: z.string(),
  Version: z.number(),
});
export type BankReceiptView = z.infer<typeof bankReceiptView>;
