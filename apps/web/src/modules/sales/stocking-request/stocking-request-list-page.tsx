import { stockingRequestResource } from '@partdesk/shared/sales/stocking-request/stocking-request.resource';
import { ResourceListPage } from '../../../kit';
import { StockingRequestForm } from './stocking-request-form';

/** sales/document-audit/applystockup: the kit list of stocking request rows; Add (permit, drawer) from the definition's create. */
export default function StockingRequestListPage() {
  return (
    <ResourceListPage
      def={stockingRequestResource}
      testId="stocking-request-list"
      editor={(_ref, done) => <StockingRequestForm onDone={done} />}
    />
  );
}
