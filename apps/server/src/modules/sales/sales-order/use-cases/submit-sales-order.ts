import { isoDay } from '@partdesk/shared/core/dates';
import {
  ORDER_EDITABLE,
  ORDER_REVIEW,
  SALES_ORDER_DOC,
  SALES_ORDER_REVIEW,
} from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { eq } from 'drizzle-orm';
import { AfterCommit, recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { loadOwnSalesOrder } from '../sales-order.queries.js';
import { chainStepStatus, moveOrderStatus, submitOrderTo } from '../sales-order.review.js';
import { refreshOrderStatuses } from '../sales-order.statuses.js';
import { salesOrder } from '../sales-order.table.js';

/**
 * PUT /merchant/sale/salesorder/:id/submit — a draft or rejected order (at its Version) enters the sales
 * chain `salesOrder` at its CNY amount (total × locked rate): status = the pending step (team leader 2,
 * manager 3, finance 4); the later reviews follow from the hooks (sales-order.review.ts, decision 0033).
 * Not editable → 400 sales.notSubmittable; another version → 409 staleVersion; nothing written.
 */
export async function submitSalesOrder(env: Env, id: number, version: number) {
  const { app, user } = env;
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const o = await loadOwnSalesOrder(tx, user, id);
    if (!ORDER_EDITABLE.includes(o.status)) throw badRequest('sales.notSubmittable', { no: o.no }, 'Status');
    await updateVersioned(tx, salesOrder, id, version, {
      status: ORDER_REVIEW.pendingLeader,
      submittedAt: isoDay(app.clock.now()),
      reviewComment: '',
      updatedBy: user.id,
    });
    await refreshOrderStatuses(tx, id);
    await recordHistory(tx, {
      type: SALES_ORDER_DOC,
      docId: id,
      docNo: o.no,
      tenantId: o.tenantId,
      action: 'submit',
      fromStatus: o.status,
      toStatus: ORDER_REVIEW.pendingLeader,
      changes: {},
      userId: user.id,
    });
    const [fresh] = await tx.select().from(salesOrder).where(eq(salesOrder.id, id));
    const step = await submitOrderTo(tx, { app, after, lang: env.lang }, SALES_ORDER_REVIEW, fresh!, user.id);
    if (step != null && chainStepStatus(step) !== ORDER_REVIEW.pendingLeader)
      await moveOrderStatus(tx, o, [ORDER_REVIEW.pendingLeader], chainStepStatus(step));
    const [now] = await tx
      .select({ status: salesOrder.status, version: salesOrder.version })
      .from(salesOrder)
      .where(eq(salesOrder.id, id));
    return now!;
  });
  await after.flush();
  return out;
}
