import { isoDay } from '@partdesk/shared/core/dates';
import {
  SALES_ORDER_CANCEL_REVIEW,
  SALES_ORDER_MARGIN_REVIEW,
  SALES_ORDER_PURCHASE_REVIEW,
  SALES_ORDER_REVIEW,
} from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { STOCKING_REQUEST_REVIEW } from '@partdesk/shared/sales/stocking-request/stocking-request.codes';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { reviewRequest } from '../../../core/reviews/index.js';
import type { DemoFlowContext } from '../../../db/seed/registry.js';
import { salesStockingRequestLine } from '../stocking-request/stocking-request.table.js';
import {
  APPROVED_KINDS,
  type DemoKind,
  NOT_SUBMITTED,
  REJECT_AT,
  STOP_AT,
  type Stage,
} from './sales-order-demo-plan.js';
import { salesOrder, salesOrderLine } from './sales-order.table.js';

const HOUR = 3_600_000;
const BASE = '/merchant/sale/salesorder';
const BH = '/merchant/sale/stockingrequest';

/** One demo order the flow made. */
export interface DemoOrder {
  id: number;
  kind: DemoKind;
  n: number;
  seller: string;
  /** When it was made (the clock of its create call). */
  at: number;
}

/** Who decides each step (decision 0033 roles): the first account that is not the order's salesperson. */
const DECIDERS: Record<Stage | 'cancel' | 'stocking', string[]> = {
  leader: ['sales.leader', 'sales.supervisor'],
  manager: ['sales.manager', 'sales.director'],
  finance: ['accountant', 'finance.head'],
  margin: ['sales.director', 'sales.manager'],
  purchase: ['purchase.head'],
  cancel: ['sales.supervisor', 'sales.leader'],
  stocking: ['purchase.head', 'purchase.leader'],
};
const decider = (step: keyof typeof DECIDERS, seller: string) =>
  DECIDERS[step].find((a) => a !== seller) ?? 'admin';

const REJECT_COMMENT: Record<Stage | 'cancel' | 'stocking', string> = {
  leader: '客户信用额度不足，请先收预付款 / credit limit exceeded, ask for prepayment',
  manager: '单价低于本季度指导价，请重新议价 / price below this quarter’s guide, renegotiate',
  finance: '大额订单需客户先签合同 / a signed contract is needed first for this amount',
  margin: '毛利过低，请与客户重新议价 / margin too thin, renegotiate with the customer',
  purchase: '供应商交期无法满足 / the supplier cannot meet the date',
  cancel: '货已备好，客户需按合同收货 / stock is set aside, the customer takes it as contracted',
  stocking: '该料号停产，请推荐替代料 / part discontinued, propose an alternative',
};

const read = (ctx: DemoFlowContext) => ctx.app.ctx.db;
async function versionOf(ctx: DemoFlowContext, id: number): Promise<number> {
  const [o] = await read(ctx).select({ v: salesOrder.version }).from(salesOrder).where(eq(salesOrder.id, id));
  return o!.v;
}
async function linesOf(ctx: DemoFlowContext, id: number) {
  return read(ctx)
    .select({
      id: salesOrderLine.id,
      quantity: salesOrderLine.quantity,
      reserved: salesOrderLine.reservedQty,
    })
    .from(salesOrderLine)
    .where(eq(salesOrderLine.orderId, id))
    .orderBy(asc(salesOrderLine.lineNo));
}

/** Pending review requests (id, type, step, document) of the given documents. */
async function pending(ctx: DemoFlowContext, types: string[], docIds: number[]) {
  if (!docIds.length) return [];
  return read(ctx)
    .select({
      id: reviewRequest.id,
      type: reviewRequest.docType,
      step: reviewRequest.stepNo,
      docId: reviewRequest.docId,
    })
    .from(reviewRequest)
    .where(
      and(
        inArray(reviewRequest.docType, types),
        inArray(reviewRequest.docId, docIds),
        eq(reviewRequest.status, 'pending'),
      ),
    )
    .orderBy(asc(reviewRequest.id));
}

/** Decides the batches through the review engine's decide route, one call per type, reviewer and action. */
async function decideBatches(
  ctx: DemoFlowContext,
  batches: Map<
    string,
    { type: string; as: string; action: 'approve' | 'reject'; ids: number[]; comment: string }
  >,
) {
  for (const b of batches.values())
    await ctx.call(b.as, 'PUT', `/merchant/review/${b.type}/${b.action}`, { Ids: b.ids, Comment: b.comment });
}
function add(
  batches: Parameters<typeof decideBatches>[1],
  type: string,
  as: string,
  action: 'approve' | 'reject',
  id: number,
  comment: string,
) {
  const key = `${type}|${as}|${action}`;
  const b = batches.get(key) ?? { type, as, action, ids: [], comment };
  b.ids.push(id);
  batches.set(key, b);
}

const stageOf = (type: string, step: number): Stage =>
  type === SALES_ORDER_MARGIN_REVIEW
    ? 'margin'
    : type === SALES_ORDER_PURCHASE_REVIEW
      ? 'purchase'
      : step <= 1
        ? 'leader'
        : step === 2
          ? 'manager'
          : 'finance';

/**
 * Submits the chunk's orders (each half an hour after it was made) and walks them through the review
 * chain in rounds from `from`: each round decides, in batches, every pending step of the chunk's orders
 * — approve, or stop / reject where the order's kind says — until nothing is left to decide.
 */
export async function reviewChunk(ctx: DemoFlowContext, chunk: DemoOrder[], from: number): Promise<number> {
  for (const o of chunk) {
    if (NOT_SUBMITTED.includes(o.kind)) continue;
    ctx.clock.set(new Date(o.at + HOUR / 2));
    await ctx.call(o.seller, 'PUT', `${BASE}/${o.id}/submit`, { Version: await versionOf(ctx, o.id) });
    if (o.kind === 'cancelInReview') {
      ctx.clock.set(new Date(o.at + 2 * HOUR));
      await ctx.call(o.seller, 'PUT', `${BASE}/${o.id}/cancel`, {
        Version: await versionOf(ctx, o.id),
        Reason: '客户改单，重新下单 / the customer changed the order, a new one follows',
      });
    }
  }
  const byId = new Map(chunk.map((o) => [o.id, o]));
  let at = from;
  for (let round = 0; round < 6; round++) {
    const reqs = await pending(
      ctx,
      [SALES_ORDER_REVIEW, SALES_ORDER_MARGIN_REVIEW, SALES_ORDER_PURCHASE_REVIEW],
      [...byId.keys()],
    );
    const batches: Parameters<typeof decideBatches>[1] = new Map();
    for (const r of reqs) {
      const o = byId.get(r.docId)!;
      const stage = stageOf(r.type, r.step);
      if (STOP_AT[o.kind] === stage) continue;
      const reject = REJECT_AT[o.kind] === stage;
      add(
        batches,
        r.type,
        decider(stage, o.seller),
        reject ? 'reject' : 'approve',
        r.id,
        reject ? REJECT_COMMENT[stage] : '同意 / ok',
      );
    }
    if (!batches.size) break;
    at += 3 * HOUR;
    ctx.clock.set(new Date(at));
    await decideBatches(ctx, batches);
  }
  return at;
}

/**
 * After approval, from `from`: notify (all, or half of one line), stocking requests for the lines
 * without stock (then purchasing approves, rejects or fails them, and the salesperson retries or drops
 * the failed line), a delivery schedule, cancellations (the leads approve or refuse them).
 */
export async function afterApproval(ctx: DemoFlowContext, chunk: DemoOrder[], from: number): Promise<number> {
  const approved = chunk.filter((o) => APPROVED_KINDS.includes(o.kind));
  let at = from + 4 * HOUR;
  ctx.clock.set(new Date(at));
  // `keeps`: a line of the order holds stock (dropping the requested lines leaves the order a quantity).
  const requests = new Map<number, { o: DemoOrder; id: number; keeps: boolean }>();
  for (const o of approved) {
    const lines = await linesOf(ctx, o.id);
    const version = await versionOf(ctx, o.id);
    const url = `${BASE}/${o.id}`;
    if (o.kind === 'notifyAll') await ctx.call(o.seller, 'PUT', `${url}/notify`, { Version: version });
    else if (o.kind === 'notifyPart') {
      const l = lines.find((x) => x.reserved > 0)!;
      await ctx.call(o.seller, 'PUT', `${url}/notify`, {
        Version: version,
        Lines: [{ Id: l.id, Quantity: Math.max(1, Math.floor(l.reserved / 2)) }],
      });
    } else if (o.kind === 'schedule') {
      const l = lines[0]!;
      const half = Math.floor(l.quantity / 2);
      const day = (d: number) => isoDay(new Date(o.at + d * 86_400_000));
      await ctx.call(o.seller, 'PUT', `${url}/schedule`, {
        Version: version,
        LineId: l.id,
        Deliveries: [
          ...(half ? [{ DueDate: day(20), Quantity: half, Remark: '首批 / first batch' }] : []),
          { DueDate: day(45), Quantity: l.quantity - half, Remark: '' },
        ],
      });
    } else if (o.kind.startsWith('bh')) {
      const short = lines.filter((l) => l.reserved === 0);
      const r = await ctx.call<{ Id: number }>(o.seller, 'POST', BH, {
        OrderId: o.id,
        Lines: short.map((l) => ({
          OrderLineId: l.id,
          Quantity: o.kind === 'bhPending' ? Math.max(1, Math.floor(l.quantity / 2)) : l.quantity,
          Remark: '',
        })),
        Reason: '客户要求四周内交货 / the customer needs it within four weeks',
      });
      requests.set(r.Id, { o, id: r.Id, keeps: short.length < lines.length });
    } else if (o.kind === 'cancelPending' || o.kind === 'cancelled' || o.kind === 'cancelRefused')
      await ctx.call(o.seller, 'PUT', `${url}/cancel`, {
        Version: version,
        Reason: '客户项目取消 / the customer’s project was cancelled',
      });
  }
  // Purchasing decides the stocking requests; the leads decide the cancellations.
  at += 5 * HOUR;
  ctx.clock.set(new Date(at));
  const batches: Parameters<typeof decideBatches>[1] = new Map();
  for (const r of await pending(ctx, [STOCKING_REQUEST_REVIEW], [...requests.keys()])) {
    const { o } = requests.get(r.docId)!;
    if (o.kind === 'bhPending') continue;
    const reject = o.kind === 'bhRejected';
    add(
      batches,
      r.type,
      decider('stocking', o.seller),
      reject ? 'reject' : 'approve',
      r.id,
      reject ? REJECT_COMMENT.stocking : '同意备货 / ok',
    );
  }
  const byId = new Map(approved.map((o) => [o.id, o]));
  for (const r of await pending(ctx, [SALES_ORDER_CANCEL_REVIEW], [...byId.keys()])) {
    const o = byId.get(r.docId)!;
    if (o.kind === 'cancelPending') continue;
    const reject = o.kind === 'cancelRefused';
    add(
      batches,
      r.type,
      decider('cancel', o.seller),
      reject ? 'reject' : 'approve',
      r.id,
      reject ? REJECT_COMMENT.cancel : '同意取消 / ok',
    );
  }
  await decideBatches(ctx, batches);
  // Purchasing cannot source some approved lines: they fail (the order's stocking exception).
  const failed = [...requests.values()].filter(({ o }) => ['bhFailed', 'bhRetry', 'bhDrop'].includes(o.kind));
  if (!failed.length) return at;
  at += 20 * HOUR;
  ctx.clock.set(new Date(at));
  const lineIds = new Map<number, number[]>();
  for (const { id } of failed) {
    const ls = await read(ctx)
      .select({ id: salesStockingRequestLine.id })
      .from(salesStockingRequestLine)
      .where(eq(salesStockingRequestLine.requestId, id))
      .orderBy(asc(salesStockingRequestLine.lineNo));
    lineIds.set(
      id,
      ls.map((l) => l.id),
    );
    await ctx.call(decider('stocking', ''), 'PUT', `${BH}/${id}/abolish`, {
      LineIds: lineIds.get(id),
      Reason: '原厂停产，渠道无货 / end of life, no channel stock',
    });
  }
  // The salesperson decides the failed lines: ask again, or drop what cannot be had.
  at += 5 * HOUR;
  ctx.clock.set(new Date(at));
  for (const { o, id, keeps } of failed) {
    if (o.kind === 'bhFailed') continue;
    await ctx.call(o.seller, 'PUT', `${BH}/${id}/resolve`, {
      LineIds: lineIds.get(id),
      Action: o.kind === 'bhDrop' && keeps ? 'dropLine' : 'retry',
    });
  }
  return at;
}
