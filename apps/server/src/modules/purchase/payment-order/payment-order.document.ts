import { ROLE_NAMES as R } from '@partdesk/shared/access/client-access';
import {
  PAYMENT_ORDER_DOC,
  PAYMENT_QUEUE_MENU,
  PAYMENT_REVIEW,
} from '@partdesk/shared/purchase/payment-order/payment-order.codes';
import { PURCHASE_ORDER_MENUS } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { seesAll } from '../../../core/access/index.js';
import { defineDocument } from '../../../core/documents/index.js';
import { docOwners } from '../../../core/reviews/index.js';
import { purPaymentOrder, purPaymentOrderLine } from './payment-order.table.js';
import { loadPaymentDocs, payOnApproval, rejectPayment } from './use-cases/pay-payment-order.js';

/**
 * The payment request row rule: a buyer sees their own requests; purchasing heads (the PO review queue),
 * finance (the payment queue) and callers whose data scope is "all" see every request.
 */
export function paymentVisibleWhere(user: AuthUser) {
  if (seesAll(user) || user.grants.has(PURCHASE_ORDER_MENUS.review) || user.grants.has(PAYMENT_QUEUE_MENU))
    return undefined;
  return eq(purPaymentOrder.ownerId, user.id);
}

/**
 * Payment request FK (decision 0041): number prefix and notification route (named route Payment) from
 * the shared DOC_TYPES row `payment`. Submitted when created into the review `payment` decided by
 * finance (会计, 财务主管) or 管理员 at /finance/financial/payment: approve = pay (the money ledger's
 * supplier advance, per PO line), reject = back to the buyer. The buyer and the submitter never decide
 * their own (segregation). Lines are the POs paid; ledger entries point at them.
 */
export const paymentOrderDocument = defineDocument({
  type: PAYMENT_ORDER_DOC,
  table: purPaymentOrder,
  id: purPaymentOrder.id,
  no: purPaymentOrder.no,
  tenantId: purPaymentOrder.tenantId,
  scope: paymentVisibleWhere,
  reviews: [
    {
      type: PAYMENT_REVIEW,
      flow: [
        {
          nameZh: '财务付款',
          nameEn: 'Finance pays',
          roles: [...R.accountants, ...R.financeHeads, R.admin],
        },
      ],
      historyTypes: [PAYMENT_ORDER_DOC],
      owners: docOwners(purPaymentOrder, purPaymentOrder.ownerId),
      load: loadPaymentDocs,
      onApproved: payOnApproval,
      onRejected: rejectPayment,
    },
  ],
  lines: { table: purPaymentOrderLine, id: purPaymentOrderLine.id, docId: purPaymentOrderLine.paymentId },
});
