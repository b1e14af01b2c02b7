import { ROLE_NAMES as R } from '@partdesk/shared/access/client-access';
import {
  PO_STATUS,
  PURCHASE_ORDER_DOC,
  PURCHASE_ORDER_MENUS,
  PURCHASE_ORDER_REVIEW,
} from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { PO_EXTRA_STEP_DEFAULT_FROM_CNY } from '@partdesk/shared/purchase/setup/purchase-setup.codes';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { seesAll } from '../../../core/access/index.js';
import { defineDocument } from '../../../core/documents/index.js';
import type { Tx } from '../../../core/db/client.js';
import { conflict } from '../../../core/http/index.js';
import {
  docOwners,
  type ReviewDoc,
  type ReviewHookContext,
  reviewDocsLoader,
  statusDecision,
} from '../../../core/reviews/index.js';
import { summarizePurchaseOrders } from './purchase-order-review-summary.js';
import { purOrder, purOrderLine } from './purchase-order.table.js';

/**
 * The PO row rule (decision 0037): a buyer sees the POs they own (`owner_id`); purchasing heads — who hold
 * the PO review queue — and callers whose data scope is "all" (administrators, finance) see every PO.
 */
export function poVisibleWhere(user: AuthUser) {
  if (seesAll(user) || user.grants.has(PURCHASE_ORDER_MENUS.review)) return undefined;
  return eq(purOrder.ownerId, user.id);
}

/**
 * Rejection: pending review → rejected, keeping the reviewer's comment on the PO (`review_comment`,
 * shown on the detail; cleared again on resubmit) — one conditional update, else 409 notPending.
 */
async function rejectPo(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext): Promise<void> {
  const [r] = await tx
    .update(purOrder)
    .set({
      status: PO_STATUS.rejected,
      reviewComment: ctx.comment ?? '',
      version: sql`${purOrder.version} + 1`,
    })
    .where(and(eq(purOrder.id, doc.id), eq(purOrder.status, PO_STATUS.pendingReview)))
    .returning({ id: purOrder.id });
  if (!r) throw conflict('errors.reviews.notPending', { no: doc.no });
}

/**
 * Purchase order PO (decision 0019 descriptor): number prefix and notification route from the shared
 * DOC_TYPES row `purchaseOrder`. One review, `purchaseOrder`, decided by 采购主管 or 管理员, and from the
 * purchase-setup threshold (CNY) then by 管理员 (queue
 * /purchase/document-audit/purchase-order, PurchaseOrderAuditCount): pending review → ordered, or →
 * rejected (editable again, resubmitted). Lines are made from purchase-demand rows (a stocking-request
 * line: link recorded line to line).
 */
export const purchaseOrderDocument = defineDocument({
  type: PURCHASE_ORDER_DOC,
  table: purOrder,
  id: purOrder.id,
  no: purOrder.no,
  tenantId: purOrder.tenantId,
  scope: poVisibleWhere,
  reviews: [
    {
      type: PURCHASE_ORDER_REVIEW,
      // Step 2 applies from the CNY amount purchase-setup edits (its minAmount; decision 0048).
      flow: [
        { nameZh: '采购主管审核', nameEn: 'Purchasing head review', roles: [R.purchaseHead, R.admin] },
        {
          nameZh: '管理员加签审核',
          nameEn: 'Administrator review (large order)',
          roles: [R.admin],
          minAmount: PO_EXTRA_STEP_DEFAULT_FROM_CNY,
        },
      ],
      historyTypes: [PURCHASE_ORDER_DOC],
      owners: docOwners(purOrder, purOrder.ownerId),
      load: reviewDocsLoader(purOrder, purOrder.ownerId),
      onApproved: statusDecision(purOrder, PO_STATUS.pendingReview, PO_STATUS.ordered),
      onRejected: rejectPo,
      summarize: summarizePurchaseOrders,
    },
  ],
  lines: { table: purOrderLine, id: purOrderLine.id, docId: purOrderLine.orderId },
  links: [
    { source: 'stockingRequest', lines: true },
    { source: 'internalStockOrder', lines: true },
  ],
});
