import { spotSupplyResource } from '@partdesk/shared/sales/spot-supply/spot-supply.resource';
import { http } from '../../../core/http';
import { ResourceForm } from '../../../kit';

/** The new-spot-supply form: the resource's create fields, checked by the same contract as the server. */
export function SpotSupplyForm({ onDone }: { onDone: () => void }) {
  return (
    <ResourceForm
      def={spotSupplyResource}
      mode="create"
      onSubmit={(values) => http.post('/merchant/sales/spotsupply', values)}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}
