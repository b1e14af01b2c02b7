import {
  PO_CHANGE_STATUS,
  PO_CHANGEABLE,
  type PoChange,
} from '@partdesk/shared/purchase/purchase-order-info/purchase-order-info.contract';
import { PURCHASE_ORDER_DOC } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../../core/db/client.js';
import { recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, conflict } from '../../../../core/http/index.js';
import type { ReviewDoc, ReviewHookContext } from '../../../../core/reviews/index.js';
import { poLinesOf } from '../../purchase-order/purchase-order.queries.js';
import { purOrder, purOrderLine } from '../../purchase-order/purchase-order.table.js';
import { checkPoChange } from '../po-change.check.js';
import { purOrderChange } from '../purchase-order-info.table.js';

/** The review engine's view of change requests (no amount). */
export async function loadPoChangeDocs(db: Executor, ids: number[]): Promise<ReviewDoc[]> {
  const rows = await db
    .select({
      id: purOrderChange.id,
      no: purOrderChange.orderNo,
      ownerId: purOrderChange.ownerId,
      version: purOrderChange.version,
      tenantId: purOrderChange.tenantId,
    })
    .from(purOrderChange)
    .where(inArray(purOrderChange.id, ids));
  return rows.map((r) => ({ ...r, amount: null }));
}

async function lockPending(tx: Tx, doc: ReviewDoc) {
  const [c] = await tx.select().from(purOrderChange).where(eq(purOrderChange.id, doc.id)).for('update');
  if (!c || c.status !== PO_CHANGE_STATUS.pending)
    throw conflict('errors.reviews.notPending', { no: doc.no });
  return c;
}

const decided = (tx: Tx, id: number, status: number, ctx: ReviewHookContext) =>
  tx
    .update(purOrderChange)
    .set({
      status,
      reviewComment: ctx.comment,
      updatedBy: ctx.userId,
      version: sql`${purOrderChange.version} + 1`,
    })
    .where(eq(purOrderChange.id, id));

/**
 * Approval applies the change atomically at the PO version it was asked at (`updateVersioned`: the PO
 * changed since → 409, nothing applied — lost-update safe); the rules are checked again on the PO as it
 * is (received quantities, payments may have moved); lines and totals written, the PO's history records it.
 */
export async function applyPoChange(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext): Promise<void> {
  const c = await lockPending(tx, doc);
  const [o] = await tx.select().from(purOrder).where(eq(purOrder.id, c.orderId)).for('update');
  if (!o || o.version !== c.baseVersion) throw conflict('errors.staleVersion');
  if (!PO_CHANGEABLE.includes(o.status))
    throw badRequest('purchase.poChange.notApproved', { no: o.no }, 'Status');
  const checked = await checkPoChange(tx, o, await poLinesOf(tx, o.id), c.changes as PoChange);
  await updateVersioned(tx, purOrder, o.id, c.baseVersion, {
    ...checked.header,
    ...checked.totals,
    updatedBy: ctx.userId,
  });
  for (const l of checked.lines)
    await tx
      .update(purOrderLine)
      .set({
        quantity: l.quantity,
        unitCost: l.unitCost,
        amount: l.amount,
        requiredDate: l.requiredDate,
        updatedBy: ctx.userId,
      })
      .where(and(eq(purOrderLine.id, l.id), eq(purOrderLine.orderId, o.id)));
  await decided(tx, c.id, PO_CHANGE_STATUS.applied, ctx);
  await recordHistory(tx, {
    type: PURCHASE_ORDER_DOC,
    docId: o.id,
    docNo: o.no,
    tenantId: o.tenantId,
    action: 'changeApplied',
    comment: ctx.comment,
    changes: checked.diff,
    userId: ctx.userId,
  });
}

/** Rejection: the PO stays as it is; the request is closed and the PO's history says so. */
export async function rejectPoChange(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext): Promise<void> {
  const c = await lockPending(tx, doc);
  await decided(tx, c.id, PO_CHANGE_STATUS.rejected, ctx);
  await recordHistory(tx, {
    type: PURCHASE_ORDER_DOC,
    docId: c.orderId,
    docNo: c.orderNo,
    tenantId: c.tenantId,
    action: 'changeRejected',
    comment: ctx.comment,
    changes: {},
    userId: ctx.userId,
  });
}
