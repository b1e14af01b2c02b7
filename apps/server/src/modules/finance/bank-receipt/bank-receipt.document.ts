import {
  BANK_RECEIPT_DOC,
  BANK_RECEIPT_RECORD,
  BANK_RECEIPT_STATUS as S,
} from '@partdesk/shared/finance/bank-receipt/bank-receipt.codes';
import { eq, or } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { seesAll } from '../../../core/access/index.js';
import { defineDocument } from '../../../core/documents/index.js';
import { finBankReceipt } from './bank-receipt.table.js';

/**
 * The bank receipt row rule (decision 0050): finance (who records them, button 0101 of the screen) and
 * callers whose data scope is "all" see every receipt; anyone else (salespeople) sees the receipts still
 * to be claimed — a payer, an amount, no customer — and the ones they claimed themselves, never another
 * salesperson's claim.
 */
export function bankReceiptVisibleWhere(user: AuthUser) {
  if (seesAll(user) || user.grants.has(BANK_RECEIPT_RECORD)) return undefined;
  return or(eq(finBankReceipt.status, S.pending), eq(finBankReceipt.claimedBy, user.id));
}

/**
 * Bank receipt YS (decision 0019 descriptor): number prefix and notification route (the pre-collected
 * screen) from the shared DOC_TYPES row `bankReceipt`. Ledger entries of a claim point at it.
 */
export const bankReceiptDocument = defineDocument({
  type: BANK_RECEIPT_DOC,
  table: finBankReceipt,
  id: finBankReceipt.id,
  no: finBankReceipt.no,
  tenantId: finBankReceipt.tenantId,
  scope: bankReceiptVisibleWhere,
});
