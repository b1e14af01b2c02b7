import { PO_STATUS } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { and, count, eq } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { purchaseOrderDocument } from './purchase-order.document.js';
import { openDemand } from './purchase-order.queries.js';
import { purOrder } from './purchase-order.table.js';

/**
 * PurchaseOrderToCompleteCount (`/purchase/purchase-order?status=5`): the POs to complete the user sees
 * (the document's row rule, as the list with `status=5`). PurchaseOrderAuditCount comes from the review
 * engine (REVIEW_TYPES row `purchaseOrder`).
 */
export async function poToCompleteCount({ db, user }: { db: Executor; user: AuthUser }): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(purOrder)
    .where(and(eq(purOrder.status, PO_STATUS.toComplete), purchaseOrderDocument.visibleWhere(user)));
  return r?.n ?? 0;
}

/** PendingPurchaseCount (`/purchase/pending-order`): the demand rows still to buy (as pending-order lists). */
export async function pendingPurchaseCount({ db }: { db: Executor }): Promise<number> {
  return (await openDemand(db)).length;
}
