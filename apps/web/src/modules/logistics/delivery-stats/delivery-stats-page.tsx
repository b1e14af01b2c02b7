import './i18n';
import type {
  DeliveryStatsBody,
  DeliveryStatsGroup,
  DeliveryStatsView,
} from '@partdesk/shared/logistics/delivery-stats/delivery-stats.contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Form, Row, Select, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../core/http';
import { useCountries, useExpressCompanies } from '../../../core/lookups';
import { EmptyState, ErrorState, LoadingState } from '../../../kit';
import { StockBarChart } from '../../stock';

export const DELIVERY_STATS_URL = '/merchant/logistics/deliverystats/Query';
const DAY = 'YYYY-MM-DD';

interface FormValues {
  range: [Dayjs, Dayjs];
  CourierId?: number;
  CountryId?: number;
}

const bodyOf = (v: FormValues): DeliveryStatsBody => ({
  DateStart: v.range[0].format(DAY),
  DateEnd: v.range[1].format(DAY),
  ...(v.CourierId ? { CourierId: v.CourierId } : {}),
  ...(v.CountryId ? { CountryId: v.CountryId } : {}),
});

const INITIAL: FormValues = { range: [dayjs().subtract(5, 'month').startOf('month'), dayjs()] };

/** On time / shipments as a percentage with one decimal ("—" when nothing had a required date). */
const rate = (g: { OnTime: number; Late: number }) =>
  g.OnTime + g.Late ? `${((g.OnTime * 100) / (g.OnTime + g.Late)).toFixed(1)}%` : '—';

/** One group view: a stacked bar chart (on time / late / no required date) and its table. */
function GroupCard(props: { title: string; testId: string; groups: DeliveryStatsGroup[] }) {
  const { t } = useTranslation('deliveryStatsUi');
  const name = (g: DeliveryStatsGroup) => g.Name || t('none');
  const pick = (k: 'OnTime' | 'Late' | 'NoDate') => props.groups.map((g) => g[k]);
  return (
    <Card title={props.title} style={{ marginBottom: 16 }} data-testid={props.testId}>
      <StockBarChart
        testId={`${props.testId}-chart`}
        height={240}
        categories={props.groups.map(name)}
        series={[
          { name: t('OnTime'), data: pick('OnTime'), stack: 's' },
          { name: t('Late'), data: pick('Late'), stack: 's' },
          { name: t('NoDate'), data: pick('NoDate'), stack: 's' },
        ]}
      />
      <Table<DeliveryStatsGroup>
        size="small"
        rowKey={(g) => String(g.Key)}
        dataSource={props.groups}
        pagination={props.groups.length > 20 ? { pageSize: 20 } : false}
        columns={[
          { key: 'g', title: t('group'), render: (_, g) => name(g) },
          { key: 's', title: t('Shipments'), dataIndex: 'Shipments', align: 'right' },
          { key: 'q', title: t('Quantity'), dataIndex: 'Quantity', align: 'right' },
          { key: 'o', title: t('OnTime'), dataIndex: 'OnTime', align: 'right' },
          { key: 'l', title: t('Late'), dataIndex: 'Late', align: 'right' },
          { key: 'n', title: t('NoDate'), dataIndex: 'NoDate', align: 'right' },
          { key: 'r', title: t('onTimeRate'), align: 'right', render: (_, g) => rate(g) },
        ]}
      />
    </Card>
  );
}

/**
 * /sales/sales-deliverystats (decision 0047): shipped shipments CK per month, courier and country, on
 * time vs the sales orders' required date, in the caller's shipment scope (server:
 * logistics/delivery-stats). Totals, then each view as a stacked bar chart and a table.
 */
export default function DeliveryStatsPage() {
  const { t } = useTranslation('deliveryStatsUi');
  const [body, setBody] = useState<DeliveryStatsBody>(() => bodyOf(INITIAL));
  const query = useQuery({
    queryKey: ['deliveryStats', body],
    queryFn: () => http.post<DeliveryStatsView>(DELIVERY_STATS_URL, body),
  });
  const couriers = useExpressCompanies();
  const countries = useCountries();
  const v = query.data;
  return (
    <div data-testid="delivery-stats">
      <Card style={{ marginBottom: 16 }}>
        <Form<FormValues>
          layout="inline"
          initialValues={INITIAL}
          onFinish={(f) => setBody(bodyOf(f))}
          style={{ rowGap: 8 }}
        >
          <Form.Item name="range" label={t('dateRange')} rules={[{ required: true }]}>
            <DatePicker.RangePicker allowClear={false} />
          </Form.Item>
          <Form.Item name="CourierId" label={t('courier')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ width: 180 }}
              options={couriers.data ?? []}
              loading={couriers.isLoading}
            />
          </Form.Item>
          <Form.Item name="CountryId" label={t('country')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ width: 180 }}
              options={countries.data ?? []}
              loading={countries.isLoading}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" data-testid="stats-search">
            {t('search')}
          </Button>
        </Form>
      </Card>
      {query.isLoading ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState message={(query.error as Error).message} onRetry={() => void query.refetch()} />
      ) : !v?.Total.Shipments ? (
        <Card>
          <EmptyState description={t('empty')} />
        </Card>
      ) : (
        <>
          <Card style={{ marginBottom: 16 }} data-testid="delivery-stats-total">
            <Row gutter={16}>
              {(['Shipments', 'Quantity', 'OnTime', 'Late', 'NoDate'] as const).map((k) => (
                <Col key={k} span={4}>
                  <Statistic title={t(k)} value={v.Total[k]} />
                </Col>
              ))}
              <Col span={4}>
                <Statistic title={t('onTimeRate')} value={rate(v.Total)} />
              </Col>
            </Row>
          </Card>
          <GroupCard title={t('byMonth')} testId="delivery-stats-month" groups={v.ByMonth} />
          <GroupCard title={t('byCourier')} testId="delivery-stats-courier" groups={v.ByCourier} />
          <GroupCard title={t('byCountry')} testId="delivery-stats-country" groups={v.ByCountry} />
        </>
      )}
    </div>
  );
}
