import { ROLE_NAMES as R } from '@partdesk/shared/access/client-access';
import {
  INTERNAL_STOCK_ORDER_DOC,
  INTERNAL_STOCK_ORDER_REVIEW,
  INTERNAL_STOCK_ORDER_STATUS as S,
} from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.codes';
import { PURCHASE_ORDER_MENUS } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { seesAll } from '../../../core/access/index.js';
import type { Tx } from '../../../core/db/client.js';
import { defineDocument } from '../../../core/documents/index.js';
import { conflict } from '../../../core/http/index.js';
import {
  docOwners,
  type ReviewDoc,
  type ReviewHookContext,
  reviewDocsLoader,
} from '../../../core/reviews/index.js';
import { purInternalStockOrder as T, purInternalStockOrderLine } from './internal-stock-order.table.js';

/**
 * The NB row rule (decision 0057, as the PO's, decision 0037): a buyer sees the stock orders they raised;
 * the purchasing heads and leads (holders of the PO review queue) and all-scope callers see every one.
 */
export function stockOrderVisibleWhere(user: AuthUser) {
  if (seesAll(user) || user.grants.has(PURCHASE_ORDER_MENUS.review)) return undefined;
  return eq(T.ownerId, user.id);
}

/** Approval: pending review → approved, dated (its lines become purchase demand from then on). */
async function approveStockOrder(tx: Tx, doc: ReviewDoc): Promise<void> {
  const [r] = await tx
    .update(T)
    .set({ status: S.approved, approvedAt: sql`now()`, version: sql`${T.version} + 1` })
    .where(and(eq(T.id, doc.id), eq(T.status, S.pendingReview)))
    .returning({ id: T.id });
  if (!r) throw conflict('errors.reviews.notPending', { no: doc.no });
}

/** Rejection: pending review → rejected with the reviewer's comment (editable and resubmitted). */
async function rejectStockOrder(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext): Promise<void> {
  const [r] = await tx
    .update(T)
    .set({ status: S.rejected, reviewComment: ctx.comment ?? '', version: sql`${T.version} + 1` })
    .where(and(eq(T.id, doc.id), eq(T.status, S.pendingReview)))
    .returning({ id: T.id });
  if (!r) throw conflict('errors.reviews.notPending', { no: doc.no });
}

/**
 * Internal stock order NB (decision 0057): one review, `internalStockOrder`, decided by 采购主管 or
 * 管理员 — never by who raised it (segregation) — on the NB screen (InternalStockOrderAuditCount).
 * Approved lines are purchase demand; generated PO lines link NB line → PO line.
 */
export const internalStockOrderDocument = defineDocument({
  type: INTERNAL_STOCK_ORDER_DOC,
  table: T,
  id: T.id,
  no: T.no,
  tenantId: T.tenantId,
  scope: stockOrderVisibleWhere,
  reviews: [
    {
      type: INTERNAL_STOCK_ORDER_REVIEW,
      flow: [
        { nameZh: '内部备货审核', nameEn: 'Internal stock order review', roles: [R.purchaseHead, R.admin] },
      ],
      historyTypes: [INTERNAL_STOCK_ORDER_DOC],
      owners: docOwners(T, T.ownerId),
      load: reviewDocsLoader(T, T.ownerId),
      onApproved: approveStockOrder,
      onRejected: rejectStockOrder,
    },
  ],
  lines: {
    table: purInternalStockOrderLine,
    id: purInternalStockOrderLine.id,
    docId: purInternalStockOrderLine.orderId,
  },
});
