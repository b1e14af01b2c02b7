import { INTERNAL_STOCK_ORDER_DOC } from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.codes';
import type { InternalStockOrderUpdate } from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.contract';
import { eq } from 'drizzle-orm';
import { recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import type { Env } from '../../../../core/http/index.js';
import {
  assertStockOrderEditable,
  loadInternalStockOrder,
  stockOrderLinesOf,
} from '../internal-stock-order.queries.js';
import { purInternalStockOrder, purInternalStockOrderLine } from '../internal-stock-order.table.js';
import { checkStockOrder } from '../internal-stock-order.validate.js';

/**
 * PUT /merchant/purchase/internalstockorder/:id — the whole order at `Version` (409 when stale), by
 * whoever raised it, in draft or rejected only; lines replaced (nothing holds them before approval).
 * The owner company is kept (the number belongs to it). History: the changed header fields, lines count.
 */
export async function updateInternalStockOrder(env: Env, id: number, input: InternalStockOrderUpdate) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const row = await loadInternalStockOrder(tx, user, id, true);
    assertStockOrderEditable(user, row);
    const v = await checkStockOrder(tx, { ...input, TenantId: row.tenantId });
    const changes: Record<string, [unknown, unknown]> = {};
    if (row.reason !== v.header.reason) changes.Reason = [row.reason, v.header.reason];
    if (row.currency !== v.header.currency) changes.Currency = [row.currency, v.header.currency];
    if (row.remark !== v.header.remark) changes.Remark = [row.remark, v.header.remark];
    const before = await stockOrderLinesOf(tx, id);
    if (before.length !== v.lines.length) changes.Lines = [before.length, v.lines.length];
    const { version } = await updateVersioned(tx, purInternalStockOrder, id, input.Version, {
      currency: v.header.currency,
      reason: v.header.reason,
      remark: v.header.remark,
      updatedBy: user.id,
    });
    await tx.delete(purInternalStockOrderLine).where(eq(purInternalStockOrderLine.orderId, id));
    await tx
      .insert(purInternalStockOrderLine)
      .values(v.lines.map((l) => ({ ...l, orderId: id, createdBy: user.id, updatedBy: user.id })));
    await recordHistory(tx, {
      type: INTERNAL_STOCK_ORDER_DOC,
      docId: id,
      docNo: row.no,
      tenantId: row.tenantId,
      action: 'update',
      changes,
      userId: user.id,
    });
    return { Id: id, Version: version };
  });
}
