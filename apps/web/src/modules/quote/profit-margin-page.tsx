import './i18n';
import { PROFIT_MARGIN_DELETE_TYPE } from '@partdesk/shared/quote/quote-codes';
import { profitMarginResource as def } from '@partdesk/shared/quote/quote-resource';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { http } from '../../core/http';
import {
  type ActionHandlers,
  ResourceForm,
  ResourceListPage,
  resourceApi,
  resourceQueryKey,
} from '../../kit';

/**
 * /purchase/parameterSetting/profitMargin: margin % by brand (empty = all brands) and cost band in CNY;
 * add and edit in the definition's drawer on its form (the server refuses overlapping bands, naming the
 * field), delete through the generic delete (`PUT /merchant/common/delete?type=profitMargin&id=`).
 */
export default function ProfitMarginPage() {
  const qc = useQueryClient();
  const handlers = useMemo<ActionHandlers>(
    () => ({
      delete: async (rows) => {
        for (const r of rows)
          await http.put('/merchant/common/delete', undefined, {
            query: { type: PROFIT_MARGIN_DELETE_TYPE, id: Number(r.Id) },
          });
        await qc.invalidateQueries({ queryKey: resourceQueryKey(def) });
      },
    }),
    [qc],
  );
  return (
    <ResourceListPage
      def={def}
      testId="profit-margin-list"
      actionHandlers={handlers}
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
