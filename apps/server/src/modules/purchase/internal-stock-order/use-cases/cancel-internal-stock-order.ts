import {
  INTERNAL_STOCK_ORDER_CANCELLABLE,
  INTERNAL_STOCK_ORDER_DOC,
  INTERNAL_STOCK_ORDER_STATUS,
} from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.codes';
import { collapseSpaces } from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.rules';
import { sql } from 'drizzle-orm';
import { recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, type Env, forbidden } from '../../../../core/http/index.js';
import {
  loadInternalStockOrder,
  stockOrderLinesOf,
  stockOrderLinesOnPo,
} from '../internal-stock-order.queries.js';
import { purInternalStockOrder } from '../internal-stock-order.table.js';

/**
 * PUT /merchant/purchase/internalstockorder/:id/cancel — `{ Version, Reason }` by whoever raised it
 * (403 otherwise): from draft, rejected, or approved while no open PO holds any of its lines (400
 * `purchase.stockOrder.onOrder` naming the POs: cancel those first). Pending review is not cancelled
 * (the head decides first; reject returns it). A reason is required. Serialised with generate-purchase
 * (same advisory lock) so a PO cannot take a line of an order being cancelled.
 */
export async function cancelInternalStockOrder(env: Env, id: number, version: number, reasonIn: string) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pur_order.generate'))`);
    const row = await loadInternalStockOrder(tx, user, id, true);
    if (row.ownerId !== user.id) throw forbidden('purchase.stockOrder.notYours', { no: row.no });
    if (!INTERNAL_STOCK_ORDER_CANCELLABLE.includes(row.status))
      throw badRequest('purchase.stockOrder.notCancellable', { no: row.no }, 'Status');
    const reason = collapseSpaces(reasonIn);
    if (!reason) throw badRequest('purchase.stockOrder.cancelReasonRequired', {}, 'Reason');
    const lines = await stockOrderLinesOf(tx, id);
    const held = [
      ...(
        await stockOrderLinesOnPo(
          tx,
          lines.map((l) => l.id),
        )
      ).values(),
    ];
    if (held.length)
      throw badRequest(
        'purchase.stockOrder.onOrder',
        { no: row.no, orders: [...new Set(held.flatMap((h) => h.orders))].join(', ') },
        'Id',
      );
    const out = await updateVersioned(tx, purInternalStockOrder, id, version, {
      status: INTERNAL_STOCK_ORDER_STATUS.cancelled,
      cancelReason: reason,
      updatedBy: user.id,
    });
    await recordHistory(tx, {
      type: INTERNAL_STOCK_ORDER_DOC,
      docId: id,
      docNo: row.no,
      tenantId: row.tenantId,
      action: 'cancel',
      fromStatus: row.status,
      toStatus: INTERNAL_STOCK_ORDER_STATUS.cancelled,
      changes: { CancelReason: ['', reason] },
      userId: user.id,
    });
    return { Status: INTERNAL_STOCK_ORDER_STATUS.cancelled, Version: out.version };
  });
}
