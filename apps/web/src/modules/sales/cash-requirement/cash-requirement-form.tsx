import { cashRequirementResource } from '@partdesk/shared/sales/cash-requirement/cash-requirement.resource';
import { http } from '../../../core/http';
import { ResourceForm } from '../../../kit';

/** The new-cash-requirement form: the resource's create fields, checked by the same contract as the server. */
export function CashRequirementForm({ onDone }: { onDone: () => void }) {
  return (
    <ResourceForm
      def={cashRequirementResource}
      mode="create"
      onSubmit={(values) => http.post('/merchant/sale/cashrequirement', values)}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}
