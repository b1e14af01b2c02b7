import { docType } from '@partdesk/shared/core/doc-types';
import { isoDay } from '@partdesk/shared/core/dates';
import { D } from '@partdesk/shared/core/money';
import {
  BANK_RECEIPT_DOC,
  BANK_RECEIPT_STATUS as S,
} from '@partdesk/shared/finance/bank-receipt/bank-receipt.codes';
import type { BankReceiptCreate } from '@partdesk/shared/finance/bank-receipt/bank-receipt.contract';
import { isReceiptAmount, normaliseBankText } from '@partdesk/shared/finance/bank-receipt/bank-receipt.rules';
import { and, eq, inArray } from 'drizzle-orm';
import { nextDocNo, recordHistory } from '../../../../core/documents/index.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { baseAccount } from '../../../lookups/index.js';
import { requireRateOn } from '../../ledger/rates.js';
import { finBankReceipt } from '../bank-receipt.table.js';

const PREFIX = docType(BANK_RECEIPT_DOC)!.prefix;

/**
 * POST /merchant/finance/bankreceipt — finance records money that arrived (decision 0050): pending claim.
 * Refused with a translated 400 naming the field, nothing written: an amount not > 0 or with more than
 * 2 decimals; a receiving account that does not exist, is disabled or only pays; a currency other than
 * the account's, or without a rate (not in the currency lookup); a value date after today. The owner
 * company is the account's. Nothing is posted yet: the money has no party until it is claimed.
 */
export async function createBankReceipt(env: Env, input: BankReceiptCreate) {
  const { app, user } = env;
  const today = isoDay(app.clock.now());
  if (!isReceiptAmount(input.Amount))
    throw badRequest('finance.bankReceipt.amountInvalid', undefined, 'Amount');
  if (input.ValueDate > today)
    throw badRequest('finance.bankReceipt.valueDateFuture', { date: input.ValueDate, today }, 'ValueDate');
  return app.db.transaction(async (tx) => {
    const [acc] = await tx
      .select()
      .from(baseAccount)
      .where(
        and(
          eq(baseAccount.id, input.AccountId),
          eq(baseAccount.enabled, true),
          inArray(baseAccount.direction, [1, 3]),
        ),
      );
    if (!acc) throw badRequest('finance.bankReceipt.accountInvalid', undefined, 'AccountId');
    const currency = input.Currency.toUpperCase();
    if (currency !== acc.currency)
      throw badRequest(
        'finance.bankReceipt.currencyMismatch',
        { currency, accountCurrency: acc.currency },
        'Currency',
      );
    await requireRateOn(tx, currency, today);
    const now = app.clock.now();
    const no = await nextDocNo(tx, { tenantId: acc.tenantId, prefix: PREFIX, date: now });
    const [row] = await tx
      .insert(finBankReceipt)
      .values({
        no,
        tenantId: acc.tenantId,
        accountId: acc.id,
        payerName: normaliseBankText(input.PayerName),
        currency,
        amount: new D(input.Amount).toFixed(2),
        valueDate: input.ValueDate,
        bankRef: normaliseBankText(input.BankRef),
        remark: input.Remark,
        status: S.pending,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    await recordHistory(tx, {
      type: BANK_RECEIPT_DOC,
      docId: row!.id,
      docNo: no,
      tenantId: row!.tenantId,
      action: 'create',
      toStatus: S.pending,
      changes: {},
      userId: user.id,
    });
    return row!;
  });
}
