import { invoiceResource } from '@partdesk/shared/finance/invoice/invoice.resource';
import { http } from '../../../core/http';
import { ResourceForm } from '../../../kit';

/** The new-invoice form: the resource's create fields, checked by the same contract as the server. */
export function InvoiceForm({ onDone }: { onDone: () => void }) {
  return (
    <ResourceForm
      def={invoiceResource}
      mode="create"
      onSubmit={(values) => http.post('/merchant/finance/invoice', values)}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}
