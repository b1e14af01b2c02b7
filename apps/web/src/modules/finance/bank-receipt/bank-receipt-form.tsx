import { bankReceiptResource } from '@partdesk/shared/finance/bank-receipt/bank-receipt.resource';
import { http } from '../../../core/http';
import { ResourceForm } from '../../../kit';

/** The new-bank-receipt form: the resource's create fields, checked by the same contract as the server. */
export function BankReceiptForm({ onDone }: { onDone: () => void }) {
  return (
    <ResourceForm
      def={bankReceiptResource}
      mode="create"
      onSubmit={(values) => http.post('/merchant/finance/bankreceipt', values)}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}
