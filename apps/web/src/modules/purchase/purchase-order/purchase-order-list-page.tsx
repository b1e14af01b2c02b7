import { purchaseOrderResource } from '@partdesk/shared/purchase/purchase-order/purchase-order.resource';
import { ResourceListPage } from '../../../kit';

/**
 * purchase/purchase-order: the kit list of purchase orders (buyer's own; heads and administrators all),
 * filters incl. `status=5` to complete, export. The new-PO, generate and detail screens come later.
 */
export default function PurchaseOrderListPage() {
  return <ResourceListPage def={purchaseOrderResource} testId="purchase-order-list" />;
}
