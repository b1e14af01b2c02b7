import { isoDay } from '@partdesk/shared/core/dates';
import { D } from '@partdesk/shared/core/money';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import {
  PAYMENT_ORDER_DOC,
  PAYMENT_ORDER_STATUS as S,
} from '@partdesk/shared/purchase/payment-order/payment-order.codes';
import { PURCHASE_ORDER_DOC } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../../core/db/client.js';
import { recordHistory } from '../../../../core/documents/index.js';
import { badRequest, conflict } from '../../../../core/http/index.js';
import type { ReviewDoc, ReviewHookContext } from '../../../../core/reviews/index.js';
import { postEntries, requireRateOn } from '../../../finance/index.js';
import { purOrder } from '../../purchase-order/purchase-order.table.js';
import { paymentLinesOf, paymentsByOrder } from '../payment-order.queries.js';
import { purPaymentOrder } from '../payment-order.table.js';

/** The review engine's view of payment requests (amount = the request's total). */
export async function loadPaymentDocs(db: Executor, ids: number[]): Promise<ReviewDoc[]> {
  return db
    .select({
      id: purPaymentOrder.id,
      no: purPaymentOrder.no,
      amount: purPaymentOrder.amount,
      ownerId: purPaymentOrder.ownerId,
      version: purPaymentOrder.version,
      tenantId: purPaymentOrder.tenantId,
    })
    .from(purPaymentOrder)
    .where(inArray(purPaymentOrder.id, ids));
}

async function lockToPay(tx: Tx, doc: ReviewDoc) {
  const [p] = await tx.select().from(purPaymentOrder).where(eq(purPaymentOrder.id, doc.id)).for('update');
  if (!p || p.status !== S.toPay) throw conflict('purchase.payment.notPending', { no: doc.no });
  return p;
}

/**
 * Finance approves = pays (review `payment`, inside the deciding transaction, decision 0041): the POs are
 * locked and each line is checked again against what its PO still owes (total − paid); the money ledger
 * gets one supplier-advance entry per line (+amount, the supplier as party, the PO's owner company, the
 * day's rate, the request and line as document) through finance's `postEntries`; the request is paid
 * (date, who) and each PO's history records the payment. Any refusal refuses the whole decision.
 */
export async function payOnApproval(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext): Promise<void> {
  const p = await lockToPay(tx, doc);
  const lines = await paymentLinesOf(tx, p.id);
  const orderIds = [...new Set(lines.map((l) => l.orderId))].sort((a, b) => a - b);
  const orders = await tx
    .select({ id: purOrder.id, no: purOrder.no, total: purOrder.total, tenantId: purOrder.tenantId })
    .from(purOrder)
    .where(inArray(purOrder.id, orderIds))
    .orderBy(asc(purOrder.id))
    .for('update');
  const byId = new Map(orders.map((o) => [o.id, o]));
  const held = await paymentsByOrder(tx, orderIds, p.id);
  for (const l of lines) {
    const o = byId.get(l.orderId)!;
    const owes = new D(o.total).minus(held.get(o.id)?.paid ?? '0');
    if (owes.lt(l.amount))
      throw badRequest('purchase.payment.overUnpaid', {
        no: o.no,
        amount: l.amount,
        unpaid: owes.toFixed(2),
      });
  }
  const today = isoDay(ctx.app.clock.now());
  const rate = await requireRateOn(tx, p.currency, today);
  await postEntries(
    tx,
    { userId: ctx.userId, lang: ctx.lang ?? 'zh-CN' },
    lines.map((l) => ({
      tenantId: p.tenantId,
      partyKind: PARTY_KIND.supplier,
      partyId: p.supplierId,
      account: ACCOUNT.supplierAdvance,
      currency: p.currency,
      amount: l.amount,
      rateToCny: rate,
      postedOn: today,
      docType: PAYMENT_ORDER_DOC,
      docId: p.id,
      docLineId: l.id,
      remark: `${p.no} ${l.orderNo}`,
    })),
  );
  await tx
    .update(purPaymentOrder)
    .set({
      status: S.paid,
      paidOn: today,
      paidBy: ctx.userId,
      reviewComment: ctx.comment,
      updatedBy: ctx.userId,
      version: sql`${purPaymentOrder.version} + 1`,
    })
    .where(and(eq(purPaymentOrder.id, p.id), eq(purPaymentOrder.status, S.toPay)));
  for (const l of lines) {
    const o = byId.get(l.orderId)!;
    const paidBefore = new D(held.get(o.id)?.paid ?? '0');
    await recordHistory(tx, {
      type: PURCHASE_ORDER_DOC,
      docId: o.id,
      docNo: o.no,
      tenantId: o.tenantId,
      action: 'paid',
      comment: p.no,
      changes: { PaidAmount: [paidBefore.toFixed(2), paidBefore.plus(l.amount).toFixed(2)] },
      userId: ctx.userId,
    });
  }
}

/** Finance rejects: back to the buyer (status rejected, the comment kept); the amounts are released. */
export async function rejectPayment(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext): Promise<void> {
  await lockToPay(tx, doc);
  await tx
    .update(purPaymentOrder)
    .set({
      status: S.rejected,
      reviewComment: ctx.comment,
      updatedBy: ctx.userId,
      version: sql`${purPaymentOrder.version} + 1`,
    })
    .where(eq(purPaymentOrder.id, doc.id));
}
