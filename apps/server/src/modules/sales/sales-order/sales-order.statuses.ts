import { D, money } from '@partdesk/shared/core/money';
import { deriveOrderStatuses } from '@partdesk/shared/sales/sales-order/sales-order.rules';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { salesOrder, salesOrderLine } from './sales-order.table.js';

/**
 * Re-derives and stores the five status dimensions of an order and its lines (the ONE writer of the
 * stored statuses; shared `deriveOrderStatuses`), in the caller's transaction, after any change of a
 * line quantity, the review status, `paused` or `received`. `amounts`: also re-sums amount, tax and total
 * from the lines (after lines changed).
 */
export async function refreshOrderStatuses(tx: Executor, orderId: number, opts: { amounts?: boolean } = {}) {
  const [o] = await tx.select().from(salesOrder).where(eq(salesOrder.id, orderId));
  if (!o) return;
  const lines = await tx
    .select()
    .from(salesOrderLine)
    .where(eq(salesOrderLine.orderId, orderId))
    .orderBy(asc(salesOrderLine.lineNo));
  let { amount, taxAmount, total } = o;
  if (opts.amounts) {
    const a = lines.reduce((s, l) => s.plus(l.amount), new D(0));
    amount = money(a);
    taxAmount = money(a.mul(o.taxRate).div(100));
    total = money(new D(amount).plus(taxAmount));
  }
  const st = deriveOrderStatuses({ status: o.status, paused: o.paused, total, received: o.received, lines });
  for (const [i, l] of lines.entries()) {
    const s = st.lines[i]!;
    if (s.stockStatus !== l.stockStatus || s.notifyStatus !== l.notifyStatus || s.shipStatus !== l.shipStatus)
      await tx.update(salesOrderLine).set(s).where(eq(salesOrderLine.id, l.id));
  }
  await tx
    .update(salesOrder)
    .set({
      amount,
      taxAmount,
      total,
      stockStatus: st.stockStatus,
      notifyStatus: st.notifyStatus,
      shipStatus: st.shipStatus,
      payStatus: st.payStatus,
      isAbolish: st.isAbolish,
    })
    .where(eq(salesOrder.id, orderId));
}
