import { D } from '@partdesk/shared/core/money';
import { BALANCE_REFUND_STATUS, CRM_OPS_REVIEW, LEDGER_KIND } from '@partdesk/shared/crm/crm-ops-codes';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { AfterCommit } from '../../../core/documents/after-commit.js';
import { recordHistory } from '../../../core/documents/history.js';
import { nextDocNo } from '../../../core/documents/numbering.js';
import { conflict } from '../../../core/http/app-error.js';
import type { ReviewHooks } from '../../../core/documents/index.js';
import { docOwners, type ReviewDoc, submitForReview } from '../../../core/reviews/index.js';
import { assertCustomerAccess, loadCustomer, parseAmount } from '../crm-ops-access.js';
import { availableBalance, postBalance } from './balance.js';
import { crmBalanceRefund } from './balance-refund.table.js';
import type { Env } from '../../../core/http/index.js';
import { fieldError } from '../../../core/http/index.js';
import { rows } from '../../../core/db/index.js';

export const REFUND_DOC = CRM_OPS_REVIEW.balanceRefund.type;

export interface RefundInput {
  CustomerId: number;
  Currency: string;
  Amount: string;
  Reason: string;
  PayeeName: string;
  BankName: string;
  BankAccount: string;
  SwiftCode: string;
  BankAddress: string;
}

async function currencyExists(db: Executor, code: string): Promise<boolean> {
  const res = rows(await db.execute(sql`select 1 from base_currency where code = ${code}`));
  return res.length > 0;
}

/**
 * A balance refund request (YT): the customer is the caller's (or scope "all"); refund bank
 * information (payee, bank, account) is required; amount > 0 and ≤ the available balance of the
 * currency (balance − what other pending refunds hold), checked with the customer row locked so two
 * requests cannot together exceed it. Submitted to finance at once (balancerefund-audit).
 */
export async function requestRefund(env: Env, input: RefundInput) {
  const { app, user, lang } = env;
  for (const f of ['PayeeName', 'BankName', 'BankAccount'] as const) {
    if (!input[f].trim()) throw fieldError('crmOps.refundBankRequired', f, lang);
  }
  const amount = new D(parseAmount(input.Amount, 'Amount', lang, { positive: true })).toFixed(2);
  const currency = input.Currency.trim().toUpperCase();
  if (!(await currencyExists(app.db, currency)))
    throw fieldError('crmOps.currencyNotUsed', 'Currency', lang, { currency });
  const customer = await loadCustomer(app.db, input.CustomerId, { field: 'CustomerId', lang });
  assertCustomerAccess(user, customer);
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    await loadCustomer(tx, customer.id, { lock: true });
    const a = await availableBalance(tx, customer.id, currency);
    if (new D(a.available).lt(amount)) {
      throw fieldError('crmOps.balanceInsufficient', 'Amount', lang, {
        currency,
        available: a.available,
        amount,
      });
    }
    const no = await nextDocNo(tx, { tenantId: customer.tenantId, prefix: 'YT', date: app.clock.now() });
    const [row] = await tx
      .insert(crmBalanceRefund)
      .values({
        no,
        tenantId: customer.tenantId,
        customerId: customer.id,
        currency,
        amount,
        reason: input.Reason,
        payeeName: input.PayeeName.trim(),
        bankName: input.BankName.trim(),
        bankAccount: input.BankAccount.trim(),
        swiftCode: input.SwiftCode,
        bankAddress: input.BankAddress,
        status: BALANCE_REFUND_STATUS.pendingReview,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    const r = await submitForReview(
      tx,
      { app, after, lang },
      {
        type: REFUND_DOC,
        docId: row!.id,
        docNo: no,
        amount,
        submittedBy: user.id,
        tenantId: customer.tenantId,
      },
    );
    return { row: row!, status: r.status };
  });
  await after.flush(app.log);
  return out;
}

type RefundDoc = ReviewDoc & { customerId: number; currency: string };

/**
 * The hooks of review type `balanceRefund` (queue, counter and title: the shared REVIEW_TYPES row).
 * Approval posts the ledger debit (finance's ledger, customer balance −amount, document = this refund,
 * line = its id; decision 0026) and links it; rejection releases the hold.
 */
export function refundReviewHooks(): ReviewHooks<RefundDoc> {
  return {
    owners: docOwners(crmBalanceRefund),
    async load(db, ids) {
      return db
        .select({
          id: crmBalanceRefund.id,
          no: crmBalanceRefund.no,
          amount: crmBalanceRefund.amount,
          ownerId: crmBalanceRefund.createdBy,
          version: crmBalanceRefund.version,
          tenantId: crmBalanceRefund.tenantId,
          customerId: crmBalanceRefund.customerId,
          currency: crmBalanceRefund.currency,
        })
        .from(crmBalanceRefund)
        .where(inArray(crmBalanceRefund.id, ids));
    },
    async onApproved(tx, doc, ctx) {
      const [r] = await tx
        .select()
        .from(crmBalanceRefund)
        .where(eq(crmBalanceRefund.id, doc.id))
        .for('update');
      if (!r || r.status !== BALANCE_REFUND_STATUS.pendingReview) {
        throw conflict('errors.reviews.notPending', { no: doc.no });
      }
      const posted = await postBalance(tx, {
        customerId: r.customerId,
        currency: r.currency,
        kind: LEDGER_KIND.balanceRefund,
        amount: r.amount,
        docType: 'YT',
        docNo: r.no,
        docId: r.id,
        source: { docType: REFUND_DOC, docId: r.id, docLineId: r.id },
        remark: ctx.comment || r.reason,
        userId: ctx.userId,
        tenantId: r.tenantId,
        at: ctx.app.clock.now(),
      });
      await tx
        .update(crmBalanceRefund)
        .set({
          status: BALANCE_REFUND_STATUS.approved,
          ledgerId: posted.id,
          updatedBy: ctx.userId,
          updatedAt: ctx.app.clock.now(),
          version: sql`${crmBalanceRefund.version} + 1`,
        })
        .where(eq(crmBalanceRefund.id, r.id));
      await recordHistory(tx, {
        type: REFUND_DOC,
        docId: r.id,
        docNo: r.no,
        tenantId: r.tenantId,
        action: 'ledger',
        changes: { LedgerId: [null, posted.id], Balance: [null, posted.balance] },
        userId: ctx.userId,
      });
    },
    async onRejected(tx, doc, ctx) {
      await tx
        .update(crmBalanceRefund)
        .set({
          status: BALANCE_REFUND_STATUS.rejected,
          updatedBy: ctx.userId,
          updatedAt: ctx.app.clock.now(),
          version: sql`${crmBalanceRefund.version} + 1`,
        })
        .where(eq(crmBalanceRefund.id, doc.id));
    },
  };
}

/**
 * A customer recharge (CZ) confirmed by finance: money received ahead, credited to the balance
 * (a crm_balance_move of kind 1 under a new CZ number, posted to finance's ledger at the rate of the
 * day). Amount > 0; a known currency with a rate that day.
 */
export async function recharge(
  env: Env,
  input: { CustomerId: number; Currency: string; Amount: string; Remark: string },
) {
  const { app, user, lang } = env;
  const amount = new D(parseAmount(input.Amount, 'Amount', lang, { positive: true })).toFixed(2);
  const currency = input.Currency.trim().toUpperCase();
  if (!(await currencyExists(app.db, currency)))
    throw fieldError('crmOps.currencyNotUsed', 'Currency', lang, { currency });
  const customer = await loadCustomer(app.db, input.CustomerId, { field: 'CustomerId', lang });
  return app.db.transaction(async (tx) => {
    const no = await nextDocNo(tx, { tenantId: customer.tenantId, prefix: 'CZ', date: app.clock.now() });
    const posted = await postBalance(tx, {
      customerId: customer.id,
      currency,
      kind: LEDGER_KIND.recharge,
      amount,
      docType: 'CZ',
      docNo: no,
      remark: input.Remark,
      userId: user.id,
      at: app.clock.now(),
      lang,
    });
    return { No: no, LedgerId: posted.id, Balance: posted.balance, Currency: currency };
  });
}
