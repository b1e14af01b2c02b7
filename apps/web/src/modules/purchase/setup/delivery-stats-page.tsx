import '../i18n';
import type {
  DeliveryStats,
  DeliveryStatsQuery,
  DeliveryStatsRow,
} from '@partdesk/shared/purchase/setup/purchase-setup.contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Space, Table, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../core/http';
import { EmptyState, ErrorState, LoadingState } from '../../../kit';
import { StockBarChart } from '../../stock';

const DAY = 'YYYY-MM-DD';
interface FormValues {
  range?: [Dayjs, Dayjs] | null;
}
const bodyOf = (v: FormValues): DeliveryStatsQuery =>
  v.range ? { DateStart: v.range[0].format(DAY), DateEnd: v.range[1].format(DAY) } : {};
const INITIAL: FormValues = { range: [dayjs().subtract(5, 'month').startOf('month'), dayjs()] };

/**
 * /purchase/purchase-deliverystats (decision 0048): PO lines by their required date — on time, partial,
 * late — per supplier and per buyer (the server keeps a buyer to their own POs), a stacked bar chart of
 * the tab's groups (the ten with most lines) and the table with the on-time rate.
 */
export default function DeliveryStatsPage() {
  const { t } = useTranslation('purchaseSetupUi');
  const [body, setBody] = useState<DeliveryStatsQuery>(() => bodyOf(INITIAL));
  const [tab, setTab] = useState<'BySupplier' | 'ByBuyer'>('BySupplier');
  const q = useQuery({
    queryKey: ['deliveryStats', body],
    queryFn: () => http.post<DeliveryStats>('/merchant/purchase/deliverystats', body),
  });
  const rows = q.data?.[tab] ?? [];
  const top = rows.slice(0, 10);
  const columns = [
    { key: 'n', title: tab === 'BySupplier' ? t('supplier') : t('buyer'), dataIndex: 'Name' },
    { key: 'l', title: t('Lines'), dataIndex: 'Lines', align: 'right' as const },
    { key: 'o', title: t('OnTime'), dataIndex: 'OnTime', align: 'right' as const },
    { key: 'p', title: t('Partial'), dataIndex: 'Partial', align: 'right' as const },
    { key: 'la', title: t('Late'), dataIndex: 'Late', align: 'right' as const },
    {
      key: 'r',
      title: t('OnTimeRate'),
      align: 'right' as const,
      render: (_: unknown, r: DeliveryStatsRow) => `${r.OnTimeRate} %`,
    },
  ];
  const tot = q.data?.Total;
  return (
    <div data-testid="delivery-stats">
      <Card title={t('statsTitle')} style={{ marginBottom: 16 }}>
        <Form<FormValues> layout="inline" initialValues={INITIAL} onFinish={(v) => setBody(bodyOf(v))}>
          <Form.Item name="range" label={t('dateRange')}>
            <DatePicker.RangePicker />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="stats-search">
              {t('search')}
            </Button>
          </Space>
        </Form>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('statsHelp')}
        </Typography.Paragraph>
      </Card>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k as typeof tab)}
          items={[
            { key: 'BySupplier', label: t('bySupplier') },
            { key: 'ByBuyer', label: t('byBuyer') },
          ]}
        />
        {q.isLoading ? (
          <LoadingState />
        ) : q.isError ? (
          <ErrorState message={(q.error as Error).message} onRetry={() => void q.refetch()} />
        ) : !rows.length ? (
          <EmptyState description={t('empty')} />
        ) : (
          <>
            <StockBarChart
              testId="delivery-stats-chart"
              categories={top.map((r) => r.Name)}
              series={[
                { name: t('OnTime'), data: top.map((r) => r.OnTime), stack: 'lines' },
                { name: t('Partial'), data: top.map((r) => r.Partial), stack: 'lines' },
                { name: t('Late'), data: top.map((r) => r.Late), stack: 'lines' },
              ]}
            />
            <Table<DeliveryStatsRow>
              data-testid="delivery-stats-table"
              size="small"
              rowKey="Id"
              dataSource={rows}
              columns={columns}
              pagination={rows.length > 50 ? { pageSize: 50 } : false}
              summary={() =>
                tot ? (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0}>{t('total')}</Table.Summary.Cell>
                    <Table.Summary.Cell index={1} align="right">
                      {tot.Lines}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={2} align="right">
                      {tot.OnTime}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={3} align="right">
                      {tot.Partial}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={4} align="right">
                      {tot.Late}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={5} align="right">
                      {`${tot.OnTimeRate} %`}
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                ) : null
              }
            />
          </>
        )}
      </Card>
    </div>
  );
}
