import { isoDay } from '@partdesk/shared/core/dates';
import {
  BANK_RECEIPT_DOC,
  BANK_RECEIPT_STATUS as S,
} from '@partdesk/shared/finance/bank-receipt/bank-receipt.codes';
import type { BankReceiptClaim } from '@partdesk/shared/finance/bank-receipt/bank-receipt.contract';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { and, eq, sql } from 'drizzle-orm';
import { recordHistory } from '../../../../core/documents/index.js';
import { badRequest, conflict, type Env } from '../../../../core/http/index.js';
import { postEntries } from '../../ledger/post-entries.js';
import { requireRateOn } from '../../ledger/rates.js';
import { claimCustomer } from '../bank-receipt.customers.js';
import { loadBankReceipt } from '../bank-receipt.queries.js';
import { finBankReceipt } from '../bank-receipt.table.js';

/**
 * PUT /merchant/finance/bankreceipt/:id/claim — a salesperson claims money that arrived for one of
 * their customers (decision 0050). The receipt must be visible to the caller (404 otherwise: another
 * salesperson's claim is not), the customer one the caller may act for (the CRM's rule; 400 naming
 * CustomerId). The claim is ONE conditional update (`status` pending AND the `version` the caller saw):
 * of any number of concurrent claims exactly one updates the row, every other gets a translated 409
 * and changes nothing. In the same transaction the money is posted to the customer's pre-collected
 * account (+amount, the receipt as document, today's rate) through the ledger's `postEntries`.
 */
export async function claimBankReceipt(env: Env, id: number, input: BankReceiptClaim) {
  const { app, user, lang } = env;
  return app.db.transaction(async (tx) => {
    const r = await loadBankReceipt(tx, user, id);
    const customer = await claimCustomer(tx, user, input.CustomerId);
    if (!customer) throw badRequest('finance.bankReceipt.customerNotYours', undefined, 'CustomerId');
    const now = app.clock.now();
    const [won] = await tx
      .update(finBankReceipt)
      .set({
        status: S.claimed,
        customerId: input.CustomerId,
        customerName: customer.name,
        claimedBy: user.id,
        claimedAt: now,
        updatedBy: user.id,
        updatedAt: now,
        version: sql`${finBankReceipt.version} + 1`,
      })
      .where(
        and(
          eq(finBankReceipt.id, r.id),
          eq(finBankReceipt.status, S.pending),
          eq(finBankReceipt.version, input.Version),
        ),
      )
      .returning();
    if (!won) throw conflict('finance.bankReceipt.alreadyClaimed', { no: r.no });
    const today = isoDay(now);
    const rate = await requireRateOn(tx, won.currency, today);
    await postEntries(tx, { userId: user.id, lang }, [
      {
        tenantId: won.tenantId,
        partyKind: PARTY_KIND.customer,
        partyId: input.CustomerId,
        account: ACCOUNT.preCollected,
        currency: won.currency,
        amount: won.amount,
        rateToCny: rate,
        postedOn: today,
        docType: BANK_RECEIPT_DOC,
        docId: won.id,
        remark: `${won.no} ${won.payerName}`,
      },
    ]);
    await recordHistory(tx, {
      type: BANK_RECEIPT_DOC,
      docId: won.id,
      docNo: won.no,
      tenantId: won.tenantId,
      action: 'claimed',
      fromStatus: S.pending,
      toStatus: S.claimed,
      changes: { CustomerId: [null, input.CustomerId] },
      userId: user.id,
    });
    return won;
  });
}
