import { PAYMENT_ORDER_STATUS as S } from '@partdesk/shared/purchase/payment-order/payment-order.codes';
import { unpaidOf } from '@partdesk/shared/purchase/payment-order/payment-order.rules';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { loadScoped } from '../../../core/documents/index.js';
import { paymentOrderDocument } from './payment-order.document.js';
import { purPaymentOrder, purPaymentOrderLine } from './payment-order.table.js';

/** Reads shared by several use cases and routes (no repository layer: decision 0020). */
export function loadPaymentOrder(db: Executor, user: AuthUser, id: number, lock = false) {
  return loadScoped(
    db,
    purPaymentOrder,
    id,
    paymentOrderDocument.visibleWhere(user),
    'errors.notFound',
    lock,
  );
}

export const paymentLinesOf = (db: Executor, paymentId: number) =>
  db
    .select()
    .from(purPaymentOrderLine)
    .where(eq(purPaymentOrderLine.paymentId, paymentId))
    .orderBy(asc(purPaymentOrderLine.lineNo));

/** What paid and pending (waiting for finance) requests hold of each PO, by PO id (2-decimal strings). */
export async function paymentsByOrder(
  db: Executor,
  orderIds: readonly number[],
  exceptPaymentId = 0,
): Promise<Map<number, { paid: string; pending: string }>> {
  const out = new Map<number, { paid: string; pending: string }>();
  if (!orderIds.length) return out;
  const rows = await db
    .select({
      orderId: purPaymentOrderLine.orderId,
      paid: sql<string>`coalesce(sum(${purPaymentOrderLine.amount}) filter (where ${purPaymentOrder.status} = ${S.paid}), 0)::text`,
      pending: sql<string>`coalesce(sum(${purPaymentOrderLine.amount}) filter (where ${purPaymentOrder.status} = ${S.toPay}), 0)::text`,
    })
    .from(purPaymentOrderLine)
    .innerJoin(purPaymentOrder, eq(purPaymentOrder.id, purPaymentOrderLine.paymentId))
    .where(and(inArray(purPaymentOrderLine.orderId, [...orderIds]), ne(purPaymentOrder.id, exceptPaymentId)))
    .groupBy(purPaymentOrderLine.orderId);
  for (const r of rows) out.set(r.orderId, { paid: r.paid, pending: r.pending });
  return out;
}

/** A PO's unpaid amount: total − paid − what pending requests hold (never below 0). */
export function unpaidFrom(total: string, held: { paid: string; pending: string } | undefined): string {
  return unpaidOf(total, held?.paid ?? '0', held?.pending ?? '0');
}
