import { ORDER_REVIEW, SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import type { SalesOrderNotify } from '@partdesk/shared/sales/sales-order/sales-order-actions.contract';
import { notifiableQty } from '@partdesk/shared/sales/sales-order/sales-order.rules';
import { asc, eq } from 'drizzle-orm';
import { recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { loadOwnSalesOrder } from '../sales-order.queries.js';
import { refreshOrderStatuses } from '../sales-order.statuses.js';
import { salesOrder, salesOrderLine } from '../sales-order.table.js';

/**
 * PUT /merchant/sale/salesorder/:id/notify (button 0101) — sends reserved stock to the warehouse: only an
 * approved order (400 sales.notifyNotApproved), only what each line may still send (shared
 * `notifiableQty`: reserved, not yet notified; 400 sales.notifyBeyond naming the line), the chosen lines
 * and quantities or every line's whole notifiable quantity (nothing → 400 sales.notifyNothing). The
 * lines' `notifiedQty` grow, the statuses become "to be notified" (the shipment screen of the next issue
 * takes them), history "notify"; one transaction at the Version read.
 */
export async function notifySalesOrder(env: Env, id: number, input: SalesOrderNotify) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const o = await loadOwnSalesOrder(tx, user, id);
    if (o.status !== ORDER_REVIEW.approved)
      throw badRequest('sales.notifyNotApproved', { no: o.no }, 'Status');
    const lines = await tx
      .select()
      .from(salesOrderLine)
      .where(eq(salesOrderLine.orderId, id))
      .orderBy(asc(salesOrderLine.lineNo));
    const byId = new Map(lines.map((l) => [l.id, l]));
    const asked = input.Lines?.length
      ? input.Lines.map((r, i) => {
          const l = byId.get(r.Id);
          if (!l) throw badRequest('sales.notifyLineUnknown', { line: r.Id }, `Lines[${i}].Id`);
          const can = notifiableQty(l);
          const qty = r.Quantity ?? can;
          if (qty > can)
            throw badRequest(
              'sales.notifyBeyond',
              { line: l.lineNo, qty, notifiable: can },
              `Lines[${i}].Quantity`,
            );
          return { l, qty };
        })
      : lines.map((l) => ({ l, qty: notifiableQty(l) }));
    const sent = asked.filter((a) => a.qty > 0);
    if (!sent.length) throw badRequest('sales.notifyNothing', { no: o.no }, 'Lines');
    const v = await updateVersioned(tx, salesOrder, id, input.Version, { updatedBy: user.id });
    for (const { l, qty } of sent)
      await tx
        .update(salesOrderLine)
        .set({ notifiedQty: l.notifiedQty + qty, updatedBy: user.id })
        .where(eq(salesOrderLine.id, l.id));
    await refreshOrderStatuses(tx, id);
    await recordHistory(tx, {
      type: SALES_ORDER_DOC,
      docId: id,
      docNo: o.no,
      tenantId: o.tenantId,
      action: 'notify',
      changes: Object.fromEntries(
        sent.map(({ l, qty }) => [`Line${l.lineNo}.NotifiedQty`, [l.notifiedQty, l.notifiedQty + qty]]),
      ),
      userId: user.id,
    });
    return { Version: v.version, Notified: sent.map(({ l, qty }) => ({ Id: l.id, Quantity: qty })) };
  });
}
