import { qualityCheckResource } from '@partdesk/shared/sales/quality-check/quality-check.resource';
import { http } from '../../../core/http';
import { ResourceForm } from '../../../kit';

/** Ask for a quality check (order line, reserved lot, reason): the resource's create fields, the server's contract. */
export function QualityCheckForm({ onDone }: { onDone: () => void }) {
  return (
    <ResourceForm
      def={qualityCheckResource}
      mode="create"
      onSubmit={(values) => http.post('/merchant/sale/qualitycheck', values)}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}
