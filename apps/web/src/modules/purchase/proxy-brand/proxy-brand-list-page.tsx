import { proxyBrandResource } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.resource';
import { ResourceListPage } from '../../../kit';
import { ProxyBrandForm } from './proxy-brand-form';

/** purchase/proxybrand: the kit list of proxy brand rows; Add (permit, drawer) from the definition's create. */
export default function ProxyBrandListPage() {
  return (
    <ResourceListPage
      def={proxyBrandResource}
      testId="proxy-brand-list"
      editor={(_ref, done) => <ProxyBrandForm onDone={done} />}
    />
  );
}
