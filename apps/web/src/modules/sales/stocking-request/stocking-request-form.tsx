import { stockingRequestResource } from '@partdesk/shared/sales/stocking-request/stocking-request.resource';
import { http } from '../../../core/http';
import { ResourceForm } from '../../../kit';

/** The new-stocking-request form: the resource's create fields, checked by the same contract as the server. */
export function StockingRequestForm({ onDone }: { onDone: () => void }) {
  return (
    <ResourceForm
      def={stockingRequestResource}
      mode="create"
      onSubmit={(values) => http.post('/merchant/sales/stockingrequest', values)}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}
