import { proxyBrandResource } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.resource';
import { ResourceListPage } from '../../../kit';
import { brandWithProxyFlag } from './proxy-brand-flag';
import { ProxyBrandForm } from './proxy-brand-form';

/**
 * purchase/proxybrand: the franchise lines (decision 0049). `?status=11` (the to-do link of
 * ProxyBrandAuditCount) lists the ones pending review. Add and View open the drawer: a new proxy's form
 * (then the saved draft, to attach its certificate and submit), or one proxy with its certificate.
 */
export default function ProxyBrandListPage() {
  return (
    <ResourceListPage
      def={proxyBrandResource}
      testId="proxy-brand-list"
      cells={{ BrandName: brandWithProxyFlag('BrandId') }}
      editor={(ref, done, _close, show) =>
        ref ? (
          <ProxyBrandForm key={ref.Id} id={ref.Id} onDone={done} />
        ) : (
          <ProxyBrandForm onDone={done} onSaved={(row) => show(row)} />
        )
      }
    />
  );
}
