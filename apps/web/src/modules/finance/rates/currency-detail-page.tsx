import '../i18n';
import { isoDay } from '@partdesk/shared/core/dates';
import { currencyRateResource as def } from '@partdesk/shared/finance/rates/rates.resource';
import Alert from 'antd/es/alert';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../core/query-client';
import { type ListAction, ResourceForm, ResourceListPage, resourceApi } from '../../../kit';
import { RateHistoryDrawer } from './rate-history';

/**
 * /finance/currency-detail: every currency with the rate in force today (its date, who set it); Set rate
 * (the definition's drawer) saves a rate for a date — a new row, the history kept —; a row's History
 * shows every save of that currency. The header popover and the currency lookup read the same rates.
 */
export default function CurrencyDetailPage() {
  const { t } = useTranslation('financeUi');
  const [history, setHistory] = useState<string | null>(null);
  const qc = useQueryClient();
  const extraActions = useMemo<ListAction[]>(
    () => [
      {
        key: 'history',
        label: t('resources:currencyRate.history'),
        run: ([row]) => {
          setHistory(String(row!.Currency));
          return false;
        },
      },
    ],
    [t],
  );
  return (
    <>
      <ResourceListPage
        def={def}
        testId="currency-rate-list"
        refresh={[queryKeys.currencies]}
        extraActions={extraActions}
        editor={(_ref, done) => (
          <>
            <Alert type="info" showIcon message={t('rates.help')} style={{ marginBottom: 16 }} />
            <ResourceForm
              def={def}
              mode="create"
              initialValues={{ RateDate: isoDay(new Date()) }}
              onSubmit={(values) => resourceApi.create(def, values)}
              onSaved={() => {
                // The header popover and the currency pickers show today's rate.
                void qc.invalidateQueries({ queryKey: queryKeys.currencies });
                done();
              }}
            />
          </>
        )}
      />
      <RateHistoryDrawer currency={history} onClose={() => setHistory(null)} />
    </>
  );
}
