import '../i18n';
import { cashPriceResource as def } from '@partdesk/shared/inventory/cash-price/cash-price.resource';
import { ResourceForm, ResourceListPage, resourceApi } from '../../../kit';

/**
 * /purchase/parameterSetting/cashPrice: markup % over cost by brand (empty = any brand), age band in
 * months and cost band in CNY (decision 0028); add and edit in the drawer, delete by the generic delete.
 * The server refuses overlapping rules naming the field.
 */
export default function CashPriceListPage() {
  return (
    <ResourceListPage
      def={def}
      testId="cash-price-list"
      editor={(ref, done) => (
        <ResourceForm
          def={def}
          mode={ref ? 'edit' : 'create'}
          initialValues={ref?.row ?? { AgeFrom: 0, CostFrom: '0' }}
          onSubmit={(values) =>
            ref
              ? resourceApi.update(def, ref.Id, { ...values, Version: ref.row.Version })
              : resourceApi.create(def, values)
          }
          onSaved={done}
        />
      )}
    />
  );
}
