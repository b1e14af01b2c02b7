import { salesReceiptResource } from '@partdesk/shared/sales/sales-receipt/sales-receipt.resource';
import { ResourceListPage } from '../../../kit';
import { SalesReceiptForm } from './sales-receipt-form';

/** sales/gatheringOrder: the kit list of receipt rows; Add (permit, drawer) from the definition's create. */
export default function SalesReceiptListPage() {
  return (
    <ResourceListPage
      def={salesReceiptResource}
      testId="sales-receipt-list"
      editor={(_ref, done) => <SalesReceiptForm onDone={done} />}
    />
  );
}
