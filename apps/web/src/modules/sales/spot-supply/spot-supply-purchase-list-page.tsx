import { spotSupplyPurchaseResource } from '@partdesk/shared/sales/spot-supply/spot-supply.resource';
import { ResourceListPage } from '../../../kit';

/** purchase/spotsupply: what sales took from own stock (every row, decision 0035). */
export default function SpotSupplyPurchaseListPage() {
  return <ResourceListPage def={spotSupplyPurchaseResource} testId="spot-supply-purchase-list" />;
}
