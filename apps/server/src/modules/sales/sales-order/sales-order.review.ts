import { D, money } from '@partdesk/shared/core/money';
import {
  ORDER_IN_REVIEW,
  ORDER_REVIEW,
  SALES_ORDER_MARGIN_REVIEW,
  SALES_ORDER_PURCHASE_REVIEW,
} from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../core/db/client.js';
import { badRequest, conflict } from '../../../core/http/index.js';
import {
  docOwners,
  type ReviewDoc,
  type ReviewHookContext,
  submitForReview,
} from '../../../core/reviews/index.js';
import { creditCancelledOrder } from '../sales-receipt/receipt-cancel.js';
import { assertNoOpenShipment } from './sales-order-shipping.js';
import { refreshOrderStatuses } from './sales-order.statuses.js';
import { reserveOrderStock, releaseOrderStock } from './sales-order.stock.js';
import { salesOrder, salesOrderLine } from './sales-order.table.js';

/**
 * The order's reviews (decision 0033): the sales chain `salesOrder` (team leader → manager → finance
 * from an amount in CNY), the margin step `salesOrderMargin` of an order below the GP floor, the
 * purchase side `salesOrderPurchase`, then approved (own stock reserved); the cancellation
 * `salesOrderCancel`. Each hook moves the order's review `status` with one conditional update (the
 * order no longer where the hook expects it → 409 errors.reviews.notPending) and refreshes the derived
 * statuses, inside the deciding transaction.
 */

export type OrderRow = typeof salesOrder.$inferSelect;

/** The amount the review chain is decided by: the order total in CNY at its locked rate (2 decimals). */
export const amountCny = (o: Pick<OrderRow, 'total' | 'rate'>) => money(new D(o.total).mul(o.rate));

export const orderOwners = docOwners(salesOrder, salesOrder.ownerId);

/** `Reviewable.load`: id, number, owner, version, tenant and the CNY amount. */
export async function loadOrderDocs(db: Executor, ids: number[]): Promise<ReviewDoc[]> {
  const rows = await db.select().from(salesOrder).where(inArray(salesOrder.id, ids));
  return rows.map((o) => ({
    id: o.id,
    no: o.no,
    ownerId: o.ownerId,
    version: o.version,
    tenantId: o.tenantId,
    amount: amountCny(o),
  }));
}

/** The order status while a chain step is pending: step 1 team leader (2), 2 manager (3), later finance (4). */
export const chainStepStatus = (stepNo: number) =>
  stepNo <= 1
    ? ORDER_REVIEW.pendingLeader
    : stepNo === 2
      ? ORDER_REVIEW.pendingManager
      : ORDER_REVIEW.pendingFinance;

/**
 * Moves the order's status from one of `from` to `to` (version + 1), then re-derives its statuses.
 * Not in `from` any more (withdrawn by a cancellation, decided elsewhere) → 409 notPending.
 */
export async function moveOrderStatus(
  tx: Tx,
  doc: Pick<ReviewDoc, 'id' | 'no'>,
  from: readonly number[],
  to: number,
  extra: Partial<Pick<OrderRow, 'reviewComment' | 'submittedAt' | 'cancelReason' | 'updatedBy'>> = {},
): Promise<void> {
  const [r] = await tx
    .update(salesOrder)
    .set({ status: to, ...extra, version: sql`${salesOrder.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(salesOrder.id, doc.id), inArray(salesOrder.status, [...from])))
    .returning({ id: salesOrder.id });
  if (!r) throw conflict('errors.reviews.notPending', { no: doc.no });
  await refreshOrderStatuses(tx, doc.id);
}

/** What submitting into one of the order's reviews needs from the caller. */
export interface SubmitCtx {
  app: ReviewHookContext['app'];
  after: ReviewHookContext['after'];
  lang?: ReviewHookContext['lang'];
}

/**
 * Submits the order into `type`, by default on behalf of its salesperson (who is notified of the
 * decisions and may not decide it), at its CNY amount. A type whose chain has no applicable step approves at once (its
 * onApproved runs now). Returns the pending step, or null when approved at once.
 */
export async function submitOrderTo(
  tx: Tx,
  ctx: SubmitCtx,
  type: string,
  o: OrderRow,
  submittedBy = o.ownerId,
): Promise<number | null> {
  const r = await submitForReview(
    tx,
    { app: ctx.app, after: ctx.after, ...(ctx.lang ? { lang: ctx.lang } : {}) },
    {
      type,
      docId: o.id,
      docNo: o.no,
      amount: amountCny(o),
      submittedBy,
      tenantId: o.tenantId,
    },
  );
  return r.status === 'pending' ? r.stepNo : null;
}

async function orderOf(tx: Tx, id: number): Promise<OrderRow> {
  const [o] = await tx.select().from(salesOrder).where(eq(salesOrder.id, id));
  return o!;
}

/** After the sales chain (or the margin step): the margin step when below the GP floor, else purchasing. */
async function afterChain(
  tx: Tx,
  doc: ReviewDoc,
  ctx: ReviewHookContext,
  from: readonly number[],
  marginDone: boolean,
) {
  const o = await orderOf(tx, doc.id);
  const margin = o.belowGpFloor && !marginDone;
  const next = margin ? SALES_ORDER_MARGIN_REVIEW : SALES_ORDER_PURCHASE_REVIEW;
  await moveOrderStatus(tx, doc, from, margin ? ORDER_REVIEW.pendingManager : ORDER_REVIEW.pendingPurchase);
  await submitOrderTo(tx, ctx, next, await orderOf(tx, doc.id));
}

/** The margin step is decided by the sales director / manager: the order shows "pending manager review". */
const MARGIN_PENDING: readonly number[] = [ORDER_REVIEW.pendingManager];
const rejectTo =
  (from: readonly number[]) =>
  (tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext): Promise<void> =>
    moveOrderStatus(tx, doc, from, ORDER_REVIEW.rejected, { reviewComment: ctx.comment });

/** The sales chain's hooks. */
export const chainHooks = {
  owners: orderOwners,
  load: loadOrderDocs,
  onAdvanced: (tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext & { nextStepNo: number }) =>
    moveOrderStatus(tx, doc, ORDER_IN_REVIEW, chainStepStatus(ctx.nextStepNo)),
  onApproved: (tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext) =>
    afterChain(tx, doc, ctx, ORDER_IN_REVIEW, false),
  onRejected: rejectTo(ORDER_IN_REVIEW),
};

/** The margin step's hooks (an order below the GP floor, after the chain). */
export const marginHooks = {
  owners: orderOwners,
  load: loadOrderDocs,
  onApproved: (tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext) =>
    afterChain(tx, doc, ctx, MARGIN_PENDING, true),
  onRejected: rejectTo(MARGIN_PENDING),
};

/** The purchase side's hooks: approval → approved, own lots reserved, `salesOrder.approved` published. */
export const purchaseHooks = {
  owners: orderOwners,
  load: loadOrderDocs,
  onApproved: async (tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext) => {
    await moveOrderStatus(tx, doc, [ORDER_REVIEW.pendingPurchase], ORDER_REVIEW.approved, {
      reviewComment: '',
    });
    await reserveOrderStock(tx, { userId: ctx.userId, lang: ctx.lang ?? 'zh-CN' }, doc.id);
    await refreshOrderStatuses(tx, doc.id);
    const o = await orderOf(tx, doc.id);
    await ctx.app.events.publish(tx, ctx.after, 'salesOrder.approved', {
      orderId: o.id,
      no: o.no,
      tenantId: o.tenantId,
      customerId: o.customerId,
      salespersonId: o.ownerId,
      total: o.total,
      currency: o.currency,
      at: ctx.app.clock.now(),
      userId: ctx.userId,
    });
  },
  onRejected: rejectTo([ORDER_REVIEW.pendingPurchase]),
};

/** An order with any shipped quantity cannot be cancelled (spec: "Shipped, can't cancel the order"). */
export async function assertNothingShipped(tx: Executor, doc: Pick<ReviewDoc, 'id' | 'no'>): Promise<void> {
  const [r] = await tx
    .select({ shipped: sql<number>`coalesce(sum(${salesOrderLine.shippedQty}), 0)::int` })
    .from(salesOrderLine)
    .where(eq(salesOrderLine.orderId, doc.id));
  if ((r?.shipped ?? 0) > 0) throw badRequest('sales.cancelShipped', { no: doc.no }, 'Id');
  // An open shipment (logistics' hook) holds the order too: void it first (decision 0043).
  await assertNoOpenShipment(tx, doc);
}

/**
 * Cancels the order (status → cancelled from one of `from`): releases every reservation, refreshes the
 * statuses, moves what it received to the customer balance (receipt-cancel.ts, decision 0054) and
 * publishes `salesOrder.cancelled` (`received`: what it had received before).
 */
export async function cancelOrder(
  tx: Tx,
  ctx: SubmitCtx & { userId: number },
  doc: Pick<ReviewDoc, 'id' | 'no'>,
  from: readonly number[],
  extra: Parameters<typeof moveOrderStatus>[4] = {},
): Promise<void> {
  await assertNothingShipped(tx, doc);
  await moveOrderStatus(tx, doc, from, ORDER_REVIEW.cancelled, extra);
  await releaseOrderStock(tx, { userId: ctx.userId, lang: ctx.lang ?? 'zh-CN' }, doc.id);
  await refreshOrderStatuses(tx, doc.id);
  const o = await orderOf(tx, doc.id);
  // What it received goes to the customer balance in this transaction (decision 0054).
  await creditCancelledOrder(tx, ctx, doc.id);
  await refreshOrderStatuses(tx, doc.id);
  await ctx.app.events.publish(tx, ctx.after, 'salesOrder.cancelled', {
    orderId: o.id,
    no: o.no,
    tenantId: o.tenantId,
    customerId: o.customerId,
    currency: o.currency,
    received: o.received,
    at: ctx.app.clock.now(),
    userId: ctx.userId,
  });
}

/**
 * The cancellation review's hooks: approval → cancelled (reservations released, event); rejection →
 * back to approved (only an approved order enters the cancellation review).
 */
export const cancelHooks = {
  owners: orderOwners,
  load: loadOrderDocs,
  onApproved: (tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext) =>
    cancelOrder(tx, ctx, doc, [ORDER_REVIEW.cancelPending]),
  onRejected: (tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext) =>
    moveOrderStatus(tx, doc, [ORDER_REVIEW.cancelPending], ORDER_REVIEW.approved, {
      reviewComment: ctx.comment,
    }),
};
