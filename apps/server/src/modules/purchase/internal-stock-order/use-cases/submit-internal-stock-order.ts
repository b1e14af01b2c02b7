import {
  INTERNAL_STOCK_ORDER_DOC,
  INTERNAL_STOCK_ORDER_REVIEW,
  INTERNAL_STOCK_ORDER_STATUS,
} from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.codes';
import { eq } from 'drizzle-orm';
import { AfterCommit, recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { submitDocForReview } from '../../../../core/reviews/index.js';
import {
  assertStockOrderEditable,
  loadInternalStockOrder,
  stockOrderLinesOf,
} from '../internal-stock-order.queries.js';
import { purInternalStockOrder } from '../internal-stock-order.table.js';

/**
 * PUT /merchant/purchase/internalstockorder/:id/submit — a draft or rejected NB (at `Version`, by
 * whoever raised it) enters the review `internalStockOrder` (采购主管 or 管理员): status 2 pending
 * review, the rejection comment cleared. An order without lines is refused (`Lines`).
 */
export async function submitInternalStockOrder(env: Env, id: number, version: number) {
  const { app, user, lang } = env;
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const row = await loadInternalStockOrder(tx, user, id, true);
    assertStockOrderEditable(user, row);
    if (!(await stockOrderLinesOf(tx, id)).length)
      throw badRequest('purchase.stockOrder.linesRequired', {}, 'Lines');
    await updateVersioned(tx, purInternalStockOrder, id, version, {
      status: INTERNAL_STOCK_ORDER_STATUS.pendingReview,
      reviewComment: '',
      updatedBy: user.id,
    });
    await recordHistory(tx, {
      type: INTERNAL_STOCK_ORDER_DOC,
      docId: id,
      docNo: row.no,
      tenantId: row.tenantId,
      action: 'submit',
      fromStatus: row.status,
      toStatus: INTERNAL_STOCK_ORDER_STATUS.pendingReview,
      changes: {},
      userId: user.id,
    });
    await submitDocForReview(tx, { app, after, lang, userId: user.id }, INTERNAL_STOCK_ORDER_REVIEW, row);
    const [now] = await tx
      .select({ status: purInternalStockOrder.status, version: purInternalStockOrder.version })
      .from(purInternalStockOrder)
      .where(eq(purInternalStockOrder.id, id));
    return { Status: now!.status, Version: now!.version };
  });
  await after.flush();
  return out;
}
