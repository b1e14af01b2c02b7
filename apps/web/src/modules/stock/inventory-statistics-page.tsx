import { D } from '@partdesk/shared/core/money';
import './i18n';
import type {
  InventoryStatisticsBody,
  InventoryStatisticsRow,
} from '@partdesk/shared/inventory/stock-summary/stock-summary.contract';
import {
  STATS_PERIODS,
  type StatsPeriod,
} from '@partdesk/shared/inventory/stock-summary/stock-summary.codes';
import { stockSummaryResource } from '@partdesk/shared/inventory/stock-summary/stock-summary.resource';
import type { FieldDef } from '@partdesk/shared/resource/define';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Select, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { label } from '../../core/i18n';
import { EmptyState, ErrorState, formatMoney, LoadingState, useFieldOptions } from '../../kit';
import { stockApi } from './stock-api';
import { StockBarChart } from './stock-chart';

const fieldOf = (name: string) => stockSummaryResource.fields.find((f) => f.name === name) as FieldDef;
const DAY = 'YYYY-MM-DD';

interface FormValues {
  range: [Dayjs, Dayjs];
  Period: StatsPeriod;
  TenantId?: number;
  WarehouseId?: number;
  Brand?: string;
}

const bodyOf = (v: FormValues): InventoryStatisticsBody => ({
  DateStart: v.range[0].format(DAY),
  DateEnd: v.range[1].format(DAY),
  Period: v.Period,
  ...(v.TenantId ? { TenantId: v.TenantId } : {}),
  ...(v.WarehouseId ? { WarehouseId: v.WarehouseId } : {}),
  ...(v.Brand?.trim() ? { Brand: v.Brand.trim() } : {}),
});

const INITIAL: FormValues = {
  range: [dayjs().subtract(5, 'month').startOf('month'), dayjs()],
  Period: 'month',
};

/**
 * /finance/business-processing/inventory-statistics: stock moves in and out per day, week or month by
 * kind, with their value at cost in CNY (server: inventory-statistics.queries.ts) — a stacked bar chart
 * of the value in / out per period and the table with totals; export of the same rows.
 */
export default function InventoryStatisticsPage() {
  const { t, i18n } = useTranslation('stockUi');
  const [form] = Form.useForm<FormValues>();
  const [body, setBody] = useState<InventoryStatisticsBody>(() => bodyOf(INITIAL));
  const query = useQuery({
    queryKey: ['inventoryStatistics', body],
    queryFn: () => stockApi.statistics(body),
  });
  const tenants = useFieldOptions(fieldOf('TenantId'));
  const warehouses = useFieldOptions(fieldOf('WarehouseId'));
  const col = (k: string) => i18n.t(label(`resources.inventoryStatistics.${k}`));
  const kindName = (k: number) => col(`kind${k}`);

  const rows = query.data?.Records ?? [];
  const periods = [...new Set(rows.map((r) => r.Period))];
  const perPeriod = (k: 'ValueIn' | 'ValueOut') =>
    periods.map((p) =>
      rows
        .filter((r) => r.Period === p)
        .reduce((s, r) => s.plus(r[k]), new D(0))
        .toFixed(2),
    );

  return (
    <div data-testid="inventory-statistics">
      <Card style={{ marginBottom: 16 }}>
        <Form<FormValues>
          form={form}
          layout="inline"
          initialValues={INITIAL}
          onFinish={(v) => setBody(bodyOf(v))}
          style={{ rowGap: 8 }}
        >
          <Form.Item name="range" label={t('stats.dateRange')} rules={[{ required: true }]}>
            <DatePicker.RangePicker allowClear={false} />
          </Form.Item>
          <Form.Item name="Period" label={t('stats.period')}>
            <Select
              style={{ width: 100 }}
              options={STATS_PERIODS.map((p) => ({ value: p, label: t(`stats.${p}`) }))}
            />
          </Form.Item>
          <Form.Item name="TenantId" label={t('stats.tenant')}>
            <Select allowClear style={{ width: 180 }} options={tenants.options} loading={tenants.loading} />
          </Form.Item>
          <Form.Item name="WarehouseId" label={t('stats.warehouse')}>
            <Select
              allowClear
              style={{ width: 160 }}
              options={warehouses.options}
              loading={warehouses.loading}
            />
          </Form.Item>
          <Form.Item name="Brand" label={t('stats.brand')}>
            <Input allowClear style={{ width: 140 }} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="stats-search">
              {t('stats.search')}
            </Button>
            <Button data-testid="stats-export" onClick={() => void stockApi.exportStatistics(body)}>
              {t('stats.export')}
            </Button>
          </Space>
        </Form>
      </Card>
      <Card>
        {query.isLoading ? (
          <LoadingState />
        ) : query.isError ? (
          <ErrorState message={(query.error as Error).message} onRetry={() => void query.refetch()} />
        ) : !rows.length ? (
          <EmptyState description={t('stats.empty')} />
        ) : (
          <>
            <StockBarChart
              testId="inventory-statistics-chart"
              categories={periods}
              series={[
                { name: t('stats.chartIn'), data: perPeriod('ValueIn') },
                { name: t('stats.chartOut'), data: perPeriod('ValueOut') },
              ]}
            />
            <Table<InventoryStatisticsRow>
              data-testid="inventory-statistics-table"
              size="small"
              rowKey={(r) => `${r.Period}-${r.Kind}`}
              dataSource={rows}
              pagination={rows.length > 50 ? { pageSize: 50 } : false}
              columns={[
                { key: 'p', title: col('Period'), dataIndex: 'Period' },
                { key: 'k', title: col('Kind'), render: (_, r) => kindName(r.Kind) },
                { key: 'm', title: col('Moves'), dataIndex: 'Moves', align: 'right' },
                { key: 'qi', title: col('QtyIn'), dataIndex: 'QtyIn', align: 'right' },
                { key: 'qo', title: col('QtyOut'), dataIndex: 'QtyOut', align: 'right' },
                {
                  key: 'vi',
                  title: col('ValueIn'),
                  align: 'right',
                  render: (_, r) => formatMoney(r.ValueIn),
                },
                {
                  key: 'vo',
                  title: col('ValueOut'),
                  align: 'right',
                  render: (_, r) => formatMoney(r.ValueOut),
                },
              ]}
              summary={() => {
                const tot = query.data?.Total;
                if (!tot) return null;
                return (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={2}>
                      {col('total')}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={2} align="right">
                      {tot.Moves}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={3} align="right">
                      {tot.QtyIn}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={4} align="right">
                      {tot.QtyOut}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={5} align="right">
                      {formatMoney(tot.ValueIn)}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={6} align="right">
                      {formatMoney(tot.ValueOut)}
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                );
              }}
            />
          </>
        )}
      </Card>
    </div>
  );
}
