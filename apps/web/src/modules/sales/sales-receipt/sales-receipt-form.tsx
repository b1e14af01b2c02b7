import { salesReceiptResource } from '@partdesk/shared/sales/sales-receipt/sales-receipt.resource';
import { http } from '../../../core/http';
import { ResourceForm } from '../../../kit';

/** The new-sales-receipt form: the resource's create fields, checked by the same contract as the server. */
export function SalesReceiptForm({ onDone }: { onDone: () => void }) {
  return (
    <ResourceForm
      def={salesReceiptResource}
      mode="create"
      onSubmit={(values) => http.post('/merchant/sales/salesreceipt', values)}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}
