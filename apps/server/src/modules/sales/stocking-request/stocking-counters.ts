import { IS_ABOLISH } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { and, count, eq } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { salesOrderDocument } from '../sales-order/sales-order.document.js';
import { salesOrder } from '../sales-order/sales-order.table.js';

/**
 * StockingExceptionCount (catalogue link /sales/salesOrder?isAbolish=2): the orders with a stocking
 * exception the caller's order list shows for that filter (the same row rule, so count = list).
 */
export async function stockingExceptionCount({ db, user }: { db: Executor; user: AuthUser }) {
  const [r] = await db
    .select({ n: count() })
    .from(salesOrder)
    .where(and(eq(salesOrder.isAbolish, IS_ABOLISH.exception), salesOrderDocument.visibleWhere(user)));
  return r?.n ?? 0;
}
