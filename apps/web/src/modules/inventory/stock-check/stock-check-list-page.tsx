import { stockCheckResource } from '@partdesk/shared/inventory/stock-check/stock-check.resource';
import { ResourceListPage } from '../../../kit';
import { StockCheckForm } from './stock-check-form';

/** finance/financial/stockcheck_audit: the kit list of stock check rows; Add (permit, drawer) from the definition's create. */
export default function StockCheckListPage() {
  return (
    <ResourceListPage
      def={stockCheckResource}
      testId="stock-check-list"
      editor={(_ref, done) => <StockCheckForm onDone={done} />}
    />
  );
}
