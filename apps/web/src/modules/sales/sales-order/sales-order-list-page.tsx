import { salesOrderResource } from '@partdesk/shared/sales/sales-order/sales-order.resource';
import { ResourceListPage } from '../../../kit';

/**
 * sales/salesOrder: the kit list of sales orders with their five status dimensions; the to-do links'
 * filters (`status`, `inBoundStatus`, `isAbolish`) arrive in the query string; New opens /sales/addOrder.
 */
export default function SalesOrderListPage() {
  return <ResourceListPage def={salesOrderResource} testId="sales-order-list" />;
}
