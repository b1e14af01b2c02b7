import { internalStockOrderResource } from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.resource';
import { ResourceListPage } from '../../../kit';
import { InternalStockOrderForm } from './internal-stock-order-form';

/**
 * purchase/internal-stock-order: internal stock orders NB (decision 0057). `?status=2` (the to-do link
 * of InternalStockOrderAuditCount) lists the ones pending review. Add and View open the drawer: a new
 * order's form (then the saved draft, to submit), or one order — edited, submitted, cancelled by whoever
 * raised it, approved or rejected there by the purchasing head.
 */
export default function InternalStockOrderListPage() {
  return (
    <ResourceListPage
      def={internalStockOrderResource}
      testId="internal-stock-order-list"
      editor={(ref, done, _close, show) =>
        ref ? (
          <InternalStockOrderForm key={ref.Id} id={ref.Id} onDone={done} />
        ) : (
          <InternalStockOrderForm onDone={done} onSaved={(row) => show(row)} />
        )
      }
    />
  );
}
