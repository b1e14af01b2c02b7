import { ROLE_NAMES as R } from '@partdesk/shared/access/client-access';
import {
  SALES_ORDER_CANCEL_REVIEW,
  SALES_ORDER_DOC,
  SALES_ORDER_FINANCE_FROM_CNY,
  SALES_ORDER_MARGIN_REVIEW,
  SALES_ORDER_PURCHASE_REVIEW,
  SALES_ORDER_REVIEW,
} from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { defineDocument } from '../../../core/documents/index.js';
import { orderReviewParts } from './sales-order-review-summary.js';
import { cancelHooks, chainHooks, marginHooks, purchaseHooks } from './sales-order.review.js';
import { salesOrder, salesOrderLine } from './sales-order.table.js';
import { salesOrderVisible } from './sales-order.visibility.js';

const FINANCE = [...R.accountants, ...R.financeHeads, R.admin];
const LEADS = [R.salesDirector, R.salesManager, R.salesSupervisor, R.salesLeader, R.admin];

/**
 * Sales order PI (decision 0019 descriptor): number prefix and notification route from the shared
 * DOC_TYPES row `salesOrder`; seen by its salesperson within the caller's data scope and by whoever may
 * decide its pending review (sales-order.visibility.ts: one rule for list, detail, margin, contract,
 * history, attachments, trace and download). Its reviews (decision
 * 0033, sales-order.review.ts): the sales chain (team leader → manager → finance from an order total of
 * SALES_ORDER_FINANCE_FROM_CNY in CNY), the margin step of an order below the GP floor (sales director
 * or manager), the purchase side (采购主管 or 管理员), the cancellation (sales leads).
 * Made from quote lines (and, merged, from other orders' lines).
 */
export const salesOrderDocument = defineDocument({
  type: SALES_ORDER_DOC,
  table: salesOrder,
  id: salesOrder.id,
  no: salesOrder.no,
  tenantId: salesOrder.tenantId,
  scope: salesOrderVisible,
  reviews: [
    {
      type: SALES_ORDER_REVIEW,
      flow: [
        {
          nameZh: '组长审核',
          nameEn: 'Team leader review',
          roles: [R.salesLeader, R.salesSupervisor, R.admin],
        },
        { nameZh: '经理审核', nameEn: 'Manager review', roles: [R.salesManager, R.salesDirector, R.admin] },
        {
          nameZh: '财务审核',
          nameEn: 'Finance review',
          roles: FINANCE,
          minAmount: SALES_ORDER_FINANCE_FROM_CNY,
        },
      ],
      historyTypes: [SALES_ORDER_DOC],
      ...chainHooks,
      ...orderReviewParts('chain'),
    },
    {
      type: SALES_ORDER_MARGIN_REVIEW,
      flow: [
        { nameZh: '毛利审核', nameEn: 'Margin review', roles: [R.salesDirector, R.salesManager, R.admin] },
      ],
      historyTypes: [SALES_ORDER_DOC],
      ...marginHooks,
      ...orderReviewParts('margin'),
    },
    {
      type: SALES_ORDER_PURCHASE_REVIEW,
      flow: [{ nameZh: '采购审核', nameEn: 'Purchasing review', roles: [R.purchaseHead, R.admin] }],
      historyTypes: [SALES_ORDER_DOC],
      ...purchaseHooks,
      ...orderReviewParts('purchase'),
    },
    {
      type: SALES_ORDER_CANCEL_REVIEW,
      flow: [{ nameZh: '取消审核', nameEn: 'Cancellation review', roles: LEADS }],
      historyTypes: [SALES_ORDER_DOC],
      ...cancelHooks,
      ...orderReviewParts('cancel'),
    },
  ],
  lines: { table: salesOrderLine, id: salesOrderLine.id, docId: salesOrderLine.orderId },
  // Recorded by the use cases (sales-order-quote-lines.ts, merge-sales-orders.ts): an order line is made
  // from a quote line; a merged order's line from its source order's line.
  links: [
    { source: 'salesQuote', lines: true },
    { source: 'salesOrder', lines: true },
  ],
});
