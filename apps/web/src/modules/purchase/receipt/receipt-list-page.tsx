import { receiptResource } from '@partdesk/shared/purchase/receipt/receipt.resource';
import { ResourceListPage } from '../../../kit';

/** purchase/receipt: the kit list of goods received notes RK (decision 0040). */
export default function ReceiptListPage() {
  return <ResourceListPage def={receiptResource} testId="receipt-list" />;
}
