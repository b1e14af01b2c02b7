import { spotSupplyResource } from '@partdesk/shared/sales/spot-supply/spot-supply.resource';
import { ResourceListPage } from '../../../kit';
import { SpotSupplyForm } from './spot-supply-form';

/** sales/salespotsupply: the kit list of spot supply rows; Add (permit, drawer) from the definition's create. */
export default function SpotSupplyListPage() {
  return (
    <ResourceListPage
      def={spotSupplyResource}
      testId="spot-supply-list"
      editor={(_ref, done) => <SpotSupplyForm onDone={done} />}
    />
  );
}
