import { receiptOrderResource } from '@partdesk/shared/sales/sales-receipt/sales-receipt.resource';
import { ResourceListPage } from '../../../kit';

/** finance/financial/receiptOrder: the receipts SK (decision 0054). */
export default function ListPage() {
  return <ResourceListPage def={receiptOrderResource} testId="receipt-order-list" />;
}
