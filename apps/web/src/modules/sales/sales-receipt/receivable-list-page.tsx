import { receivableResource } from '@partdesk/shared/sales/sales-receipt/sales-receipt.resource';
import { ResourceListPage } from '../../../kit';

/** finance/receipt/receivable: approved orders still open — total, received, in review, open (decision 0054). */
export default function ListPage() {
  return <ResourceListPage def={receivableResource} testId="receivable-list" />;
}
