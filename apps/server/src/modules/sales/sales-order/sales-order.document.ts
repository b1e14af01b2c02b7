import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { defineDocument } from '../../../core/documents/index.js';
import { salesOrder, salesOrderLine } from './sales-order.table.js';

/**
 * Sales order PI (decision 0019 descriptor): number prefix and notification route from the shared
 * DOC_TYPES row `salesOrder`; seen by its salesperson within the caller's data scope (one rule for list,
 * detail, history and download) and by whoever may decide its pending review.
 */
export const salesOrderDocument = defineDocument({
  type: SALES_ORDER_DOC,
  table: salesOrder,
  id: salesOrder.id,
  no: salesOrder.no,
  tenantId: salesOrder.tenantId,
  scope: { own: salesOrder.ownerId, sales: salesOrder.ownerId },
  lines: { table: salesOrderLine, id: salesOrderLine.id, docId: salesOrderLine.orderId },
});
