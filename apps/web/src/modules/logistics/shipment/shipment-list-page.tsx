import { shipmentResource } from '@partdesk/shared/logistics/shipment/shipment.resource';
import { ResourceListPage } from '../../../kit';

/** sales/sendoutOrder: the kit list of shipments (filters: number, status — the to-do links' status=3 / 2 —, tracking number, created). */
export default function ShipmentListPage() {
  return <ResourceListPage def={shipmentResource} testId="shipment-list" />;
}
