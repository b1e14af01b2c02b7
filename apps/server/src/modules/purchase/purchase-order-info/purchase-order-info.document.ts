import { ROLE_NAMES as R } from '@partdesk/shared/access/client-access';
import {
  PO_CHANGE_DOC,
  PO_CHANGE_QUEUE_MENU,
  PO_CHANGE_REVIEW,
} from '@partdesk/shared/purchase/purchase-order-info/purchase-order-info.contract';
import {
  PURCHASE_ORDER_DOC,
  PURCHASE_ORDER_MENUS,
} from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { seesAll } from '../../../core/access/index.js';
import { defineDocument } from '../../../core/documents/index.js';
import { docOwners } from '../../../core/reviews/index.js';
import { purOrderChange } from './purchase-order-info.table.js';
import { applyPoChange, loadPoChangeDocs, rejectPoChange } from './use-cases/apply-po-change.js';

/** Who sees a change request: its asker; purchasing heads, the queue's holders and "all" scopes every one. */
export function poChangeVisibleWhere(user: AuthUser) {
  if (seesAll(user) || user.grants.has(PURCHASE_ORDER_MENUS.review) || user.grants.has(PO_CHANGE_QUEUE_MENU))
    return undefined;
  return eq(purOrderChange.ownerId, user.id);
}

/**
 * A change to an approved PO (decision 0041): review `purchaseOrderInfo` (queue
 * /purchase/document-audit/purchase-orderInfo, PurchaseOrderInfoAuditCount) by 采购主管 or 管理员; the
 * asker never decides it. Approval applies it at the PO version it was asked at; rejection leaves the PO
 * as it is. The PO's history records the request and the outcome.
 */
export const poChangeDocument = defineDocument({
  type: PO_CHANGE_DOC,
  table: purOrderChange,
  id: purOrderChange.id,
  no: purOrderChange.orderNo,
  tenantId: purOrderChange.tenantId,
  scope: poChangeVisibleWhere,
  reviews: [
    {
      type: PO_CHANGE_REVIEW,
      flow: [{ nameZh: '采购主管审核', nameEn: 'Purchasing head review', roles: [R.purchaseHead, R.admin] }],
      historyTypes: [PURCHASE_ORDER_DOC],
      owners: docOwners(purOrderChange, purOrderChange.ownerId),
      load: loadPoChangeDocs,
      onApproved: applyPoChange,
      onRejected: rejectPoChange,
    },
  ],
});
