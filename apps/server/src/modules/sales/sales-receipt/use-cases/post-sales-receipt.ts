import { docType } from '@partdesk/shared/core/doc-types';
import { isoDay } from '@partdesk/shared/core/dates';
import { D } from '@partdesk/shared/core/money';
import { BANK_RECEIPT_DOC } from '@partdesk/shared/finance/bank-receipt/bank-receipt.codes';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import {
  RECEIPT_FINANCE_REVIEW,
  RECEIPT_PENDING_STATUSES,
  RECEIPT_SOURCE,
  SALES_RECEIPT_DOC,
  SALES_RECEIPT_STATUS as S,
} from '@partdesk/shared/sales/sales-receipt/sales-receipt.codes';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../../core/db/client.js';
import { recordHistory } from '../../../../core/documents/index.js';
import { badRequest, conflict } from '../../../../core/http/index.js';
import { type ReviewDoc, type ReviewHookContext, submitForReview } from '../../../../core/reviews/index.js';
import { postBalance } from '../../../crm/index.js';
import { docOpenOf, type EntryInput, postEntries, requireRateOn } from '../../../finance/index.js';
import { refreshOrderStatuses } from '../../sales-order/sales-order.statuses.js';
import { salesOrder } from '../../sales-order/sales-order.table.js';
import { lockCustomerReceipts, receiptLinesOf } from '../sales-receipt.queries.js';
import { salesReceipt } from '../sales-receipt.table.js';
import { RECEIVING_ORDER_STATUSES } from './create-sales-receipt.js';

const SK = docType(SALES_RECEIPT_DOC)!.prefix;

async function lockIn(tx: Tx, doc: ReviewDoc, from: readonly number[]) {
  const [r] = await tx.select().from(salesReceipt).where(eq(salesReceipt.id, doc.id)).for('update');
  if (!r || !from.includes(r.status)) throw conflict('errors.reviews.notPending', { no: doc.no });
  return r;
}

async function moveTo(
  tx: Tx,
  id: number,
  from: number,
  set: Partial<typeof salesReceipt.$inferInsert>,
  userId: number,
): Promise<void> {
  await tx
    .update(salesReceipt)
    .set({ ...set, updatedBy: userId, updatedAt: sql`now()`, version: sql`${salesReceipt.version} + 1` })
    .where(and(eq(salesReceipt.id, id), eq(salesReceipt.status, from)));
}

/**
 * Sales approve `receiptAudit` → pending finance (2) and the finance confirmation `receiptFinance`
 * submitted on behalf of the receipt's maker (who never decides it).
 */
export async function passSalesReview(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext): Promise<void> {
  const r = await lockIn(tx, doc, [S.pendingSales]);
  await moveTo(
    tx,
    r.id,
    S.pendingSales,
    { status: S.pendingFinance, reviewComment: ctx.comment },
    ctx.userId,
  );
  await submitForReview(
    tx,
    { app: ctx.app, after: ctx.after, ...(ctx.lang ? { lang: ctx.lang } : {}) },
    {
      type: RECEIPT_FINANCE_REVIEW,
      docId: r.id,
      docNo: r.no,
      amount: null,
      submittedBy: r.ownerId,
      tenantId: r.tenantId,
    },
  );
}

/** Sales or finance reject → rejected (4): nothing posted, the held amounts released; the comment kept. */
export async function rejectReceipt(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext): Promise<void> {
  const r = await lockIn(tx, doc, RECEIPT_PENDING_STATUSES);
  await moveTo(tx, r.id, r.status, { status: S.rejected, reviewComment: ctx.comment }, ctx.userId);
}

/**
 * Finance confirms `receiptFinance` = posting (decision 0054), inside the deciding transaction; any
 * refusal refuses the whole decision, nothing written. The customer's receipts are serialised and the
 * orders locked, then each order is checked again (still receiving, allocation ≤ total − received).
 * On finance's money ledger (postEntries, the day's rate, remark the SK number):
 * - the source: − amount on the bank receipt YS's pre-collected (a claimed YS), or a customer balance
 *   payment (CRM postBalance kind 2, refused when the available balance is short);
 * - per order: receivable − what is billed and still open on the order (shipped), and the rest of its
 *   allocation + on pre-collected on the order (money held for the order until it ships);
 * - the rest of the amount (a bank receipt's overpayment) + on the customer balance (postBalance kind 1).
 * The orders' `received` grows and their payment status is re-derived (partially received / received);
 * the receipt is posted (rate, date).
 */
export async function confirmReceipt(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext): Promise<void> {
  const r = await lockIn(tx, doc, [S.pendingFinance]);
  await lockCustomerReceipts(tx, r.customerId);
  const lines = await receiptLinesOf(tx, r.id);
  const orderIds = [...new Set(lines.map((l) => l.orderId))].sort((a, b) => a - b);
  const orders = await tx
    .select()
    .from(salesOrder)
    .where(inArray(salesOrder.id, orderIds))
    .orderBy(asc(salesOrder.id))
    .for('update');
  const byId = new Map(orders.map((o) => [o.id, o]));
  lines.forEach((l, i) => {
    const o = byId.get(l.orderId)!;
    if (!RECEIVING_ORDER_STATUSES.includes(o.status))
      throw badRequest('sales.receipt.orderNotReceivable', { no: o.no }, `Lines[${i}].OrderId`);
    const open = new D(o.total).minus(o.received);
    if (open.lt(l.amount))
      throw badRequest(
        'sales.receipt.overOpen',
        { no: o.no, amount: l.amount, open: open.toFixed(2) },
        `Lines[${i}].Amount`,
      );
  });
  const today = isoDay(ctx.app.clock.now());
  const rate = await requireRateOn(tx, r.currency, today);
  const by = { userId: ctx.userId, lang: ctx.lang ?? 'zh-CN' } as const;
  const party = { partyKind: PARTY_KIND.customer, partyId: r.customerId, currency: r.currency } as const;
  const base = { tenantId: r.tenantId, ...party, rateToCny: rate, postedOn: today, remark: r.no };

  if (r.source === RECEIPT_SOURCE.balance) {
    await postBalance(tx, {
      customerId: r.customerId,
      currency: r.currency,
      kind: 2,
      amount: r.amount,
      docType: SK,
      docNo: r.no,
      docId: r.id,
      remark: lines.map((l) => l.orderNo).join(', '),
      userId: ctx.userId,
      tenantId: r.tenantId,
      at: ctx.app.clock.now(),
      lang: by.lang,
    });
  }
  const entries: EntryInput[] = [];
  if (r.source === RECEIPT_SOURCE.bankReceipt)
    entries.push({
      ...base,
      account: ACCOUNT.preCollected,
      amount: new D(r.amount).neg().toFixed(2),
      docType: BANK_RECEIPT_DOC,
      docId: r.bankReceiptId!,
    });
  for (const l of lines) {
    const billed = await docOpenOf(tx, {
      ...party,
      account: ACCOUNT.receivable,
      docType: SALES_ORDER_DOC,
      docId: l.orderId,
    });
    const settle = D.min(new D(l.amount), D.max(new D(billed), 0));
    const ahead = new D(l.amount).minus(settle);
    const onOrder = { ...base, docType: SALES_ORDER_DOC, docId: l.orderId, remark: `${r.no} ${l.orderNo}` };
    if (settle.gt(0))
      entries.push({ ...onOrder, account: ACCOUNT.receivable, amount: settle.neg().toFixed(2) });
    if (ahead.gt(0)) entries.push({ ...onOrder, account: ACCOUNT.preCollected, amount: ahead.toFixed(2) });
  }
  await postEntries(tx, by, entries);
  if (new D(r.toBalance).gt(0))
    await postBalance(tx, {
      customerId: r.customerId,
      currency: r.currency,
      kind: 1,
      amount: r.toBalance,
      docType: SK,
      docNo: r.no,
      docId: r.id,
      remark: r.bankReceiptNo ?? '',
      userId: ctx.userId,
      tenantId: r.tenantId,
      at: ctx.app.clock.now(),
      lang: by.lang,
    });

  for (const l of lines) {
    const o = byId.get(l.orderId)!;
    const received = new D(o.received).plus(l.amount).toFixed(2);
    await tx.update(salesOrder).set({ received, updatedAt: sql`now()` }).where(eq(salesOrder.id, o.id));
    o.received = received;
    await refreshOrderStatuses(tx, o.id);
    await recordHistory(tx, {
      type: SALES_ORDER_DOC,
      docId: o.id,
      docNo: o.no,
      tenantId: o.tenantId,
      action: 'paid',
      comment: r.no,
      changes: { Received: [new D(received).minus(l.amount).toFixed(2), received] },
      userId: ctx.userId,
    });
  }
  await moveTo(
    tx,
    r.id,
    S.pendingFinance,
    { status: S.posted, rate, postedOn: today, reviewComment: ctx.comment },
    ctx.userId,
  );
}
