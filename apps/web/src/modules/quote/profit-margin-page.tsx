import './i18n';
import { profitMarginResource as def } from '@partdesk/shared/quote/quote-resource';
import { ResourceForm, ResourceListPage, resourceApi } from '../../kit';

/**
 * /purchase/parameterSetting/profitMargin: margin % by brand (empty = all brands) and cost band in CNY;
 * add and edit in the definition's drawer on its form (the server refuses overlapping bands, naming the
 * field), delete through the generic delete (the definition's call,
 * `PUT /merchant/common/delete?type=profitMargin&id=`).
 */
export default function ProfitMarginPage() {
  return (
    <ResourceListPage
      def={def}
      testId="profit-margin-list"
      editor={(ref, done) => (
        <ResourceForm
          def={def}
          mode={ref ? 'edit' : 'create'}
          initialValues={ref?.row ?? { CostFrom: '0' }}
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
