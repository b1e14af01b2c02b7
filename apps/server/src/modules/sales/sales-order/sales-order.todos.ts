import { ORDER_REVIEW, ORDER_STOCK } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { and, count, eq } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { salesOrderDocument } from './sales-order.document.js';
import { salesOrder } from './sales-order.table.js';

/**
 * RejectedSaleOrderCount (status=7): the rejected orders the user sees (the document's row rule, as the
 * list with `status=7`). The review counters (SaleOrderAuditCount, SaleOrderMarginAuditCount,
 * PurchaseSaleOrderAuditCount, CancelOrderAuditCount) come from the review engine (decision 0033).
 */
export async function rejectedOrderCount({ db, user }: { db: Executor; user: AuthUser }): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(salesOrder)
    .where(and(eq(salesOrder.status, ORDER_REVIEW.rejected), salesOrderDocument.visibleWhere(user)));
  return r?.n ?? 0;
}

/** Orders of a stock status the user sees (the list with `inBoundStatus=…`: the document's row rule). */
const stockCount =
  (stockStatus: number) =>
  async ({ db, user }: { db: Executor; user: AuthUser }): Promise<number> => {
    const [r] = await db
      .select({ n: count() })
      .from(salesOrder)
      .where(and(eq(salesOrder.stockStatus, stockStatus), salesOrderDocument.visibleWhere(user)));
    return r?.n ?? 0;
  };
/** StockedCount (inBoundStatus=1) and PartlyStockedCount (inBoundStatus=2), as their links list them. */
export const stockedOrderCount = stockCount(ORDER_STOCK.stocked);
export const partlyStockedOrderCount = stockCount(ORDER_STOCK.partlyStocked);
