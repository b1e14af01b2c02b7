import { receiptLineResource } from '@partdesk/shared/sales/sales-receipt/sales-receipt.resource';
import { ResourceListPage } from '../../../kit';

/** finance/receipt/salesReceipt: what each receipt gave each order (decision 0054). */
export default function ListPage() {
  return <ResourceListPage def={receiptLineResource} testId="receipt-line-list" />;
}
