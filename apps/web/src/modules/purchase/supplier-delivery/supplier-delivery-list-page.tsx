import { supplierDeliveryResource } from '@partdesk/shared/purchase/supplier-delivery/supplier-delivery.resource';
import { useSearchParams } from 'react-router';
import { ResourceListPage } from '../../../kit';
import { SupplierDeliveryPage } from './supplier-delivery-page';

/**
 * purchase/purchase-deliver: the kit list of supplier deliveries (the PO's buyer scope, export); `?id=`
 * opens one (edit, arrive, cancel), `?new=1` records one against an ordered PO (`?orderId=` preset).
 */
export default function SupplierDeliveryListPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (id > 0 || params.get('new'))
    return (
      <SupplierDeliveryPage
        id={id > 0 ? id : undefined}
        orderId={Number(params.get('orderId')) || undefined}
      />
    );
  return <ResourceListPage def={supplierDeliveryResource} testId="supplier-delivery-list" />;
}
