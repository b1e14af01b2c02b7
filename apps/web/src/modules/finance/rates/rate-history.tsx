import '../i18n';
import { currencyRateHistoryResource } from '@partdesk/shared/finance/rates/rates.resource';
import { useQuery } from '@tanstack/react-query';
import Drawer from 'antd/es/drawer';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime, resourceApi } from '../../../kit';

interface HistoryRow {
  Id: number;
  RateDate: string;
  Rate: string;
  CreatedByName: string | null;
  CreatedAt: string;
}

/** Every save of one currency's rates (who, when), newest rate date first, in a drawer. */
export function RateHistoryDrawer({ currency, onClose }: { currency: string | null; onClose: () => void }) {
  const { t } = useTranslation(['financeUi', 'resources']);
  const q = useQuery({
    queryKey: ['resource', currencyRateHistoryResource.name, currency],
    enabled: currency !== null,
    staleTime: 0,
    queryFn: () =>
      resourceApi.list<HistoryRow>(currencyRateHistoryResource, { Currency: currency, pageSize: 100 }),
  });
  const col = (k: string) => t(`resources:currencyRateHistory.${k}`);
  return (
    <Drawer
      open={currency !== null}
      onClose={onClose}
      width={640}
      title={t('financeUi:rates.historyOf', { currency })}
      destroyOnHidden
    >
      <Table<HistoryRow>
        data-testid="rate-history"
        rowKey="Id"
        size="small"
        loading={q.isLoading}
        dataSource={q.data?.Records ?? []}
        pagination={false}
        columns={[
          { key: 'RateDate', dataIndex: 'RateDate', title: col('RateDate') },
          { key: 'Rate', dataIndex: 'Rate', title: col('Rate'), align: 'right' },
          { key: 'CreatedByName', dataIndex: 'CreatedByName', title: col('CreatedByName') },
          {
            key: 'CreatedAt',
            dataIndex: 'CreatedAt',
            title: col('CreatedAt'),
            render: (v: string) => formatDateTime(v),
          },
        ]}
      />
    </Drawer>
  );
}
