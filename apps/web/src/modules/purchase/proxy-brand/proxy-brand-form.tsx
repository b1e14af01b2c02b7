import { proxyBrandResource } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.resource';
import { http } from '../../../core/http';
import { ResourceForm } from '../../../kit';

/** The new-proxy-brand form: the resource's create fields, checked by the same contract as the server. */
export function ProxyBrandForm({ onDone }: { onDone: () => void }) {
  return (
    <ResourceForm
      def={proxyBrandResource}
      mode="create"
      onSubmit={(values) => http.post('/merchant/purchase/proxybrand', values)}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}
