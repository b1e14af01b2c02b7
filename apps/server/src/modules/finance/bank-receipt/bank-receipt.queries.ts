import { BANK_RECEIPT_STATUS } from '@partdesk/shared/finance/bank-receipt/bank-receipt.codes';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { loadScoped } from '../../../core/documents/index.js';
import { bankReceiptDocument } from './bank-receipt.document.js';
import { finBankReceipt } from './bank-receipt.table.js';

/** Reads shared by several use cases and routes (no repository layer: decision 0020). */
export function loadBankReceipt(db: Executor, user: AuthUser, id: number, lock = false) {
  return loadScoped(db, finBankReceipt, id, bankReceiptDocument.visibleWhere(user), 'errors.notFound', lock);
}

/** PendingClaimCount: receipts waiting to be claimed (every salesperson may claim them). */
export async function pendingClaimCount({ db }: { db: Executor }): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(finBankReceipt)
    .where(eq(finBankReceipt.status, BANK_RECEIPT_STATUS.pending));
  return r?.n ?? 0;
}
