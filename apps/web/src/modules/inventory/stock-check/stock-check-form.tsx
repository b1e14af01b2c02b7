import { stockCheckResource } from '@partdesk/shared/inventory/stock-check/stock-check.resource';
import { http } from '../../../core/http';
import { ResourceForm } from '../../../kit';

/** The new-stock-check form: the resource's create fields, checked by the same contract as the server. */
export function StockCheckForm({ onDone }: { onDone: () => void }) {
  return (
    <ResourceForm
      def={stockCheckResource}
      mode="create"
      onSubmit={(values) => http.post('/merchant/inventory/stockcheck', values)}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}
