import './i18n';
import type { StockSummaryGroup } from '@partdesk/shared/inventory/stock-summary/stock-summary.contract';
import { stockSummaryResource } from '@partdesk/shared/inventory/stock-summary/stock-summary.resource';
import type { FieldDef } from '@partdesk/shared/resource/define';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Table, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { label } from '../../core/i18n';
import {
  EmptyState,
  formatMoney,
  LoadingState,
  optionLabel,
  ResourceListPage,
  stateFromSearch,
  useFieldOptions,
  wireFilters,
} from '../../kit';
import { stockApi } from './stock-api';
import { StockBarChart } from './stock-chart';

const fieldOf = (name: string) => stockSummaryResource.fields.find((f) => f.name === name) as FieldDef;
type GroupKey = 'ByAge' | 'ByBrand' | 'ByWarehouse' | 'ByTenant';
const TABS: { key: GroupKey; text: string }[] = [
  { key: 'ByAge', text: 'summary.byAge' },
  { key: 'ByBrand', text: 'summary.byBrand' },
  { key: 'ByWarehouse', text: 'summary.byWarehouse' },
  { key: 'ByTenant', text: 'summary.byTenant' },
];

/**
 * /finance/stocksSummary: the stock value at cost in CNY — totals, a chart by age, the groups by age,
 * brand, warehouse and owner company — for the list's own filters (from the URL), above the lot list
 * (resource kit: filters, export = list). Decision 0029.
 */
export default function StockSummaryPage() {
  const { t, i18n } = useTranslation('stockUi');
  const [params] = useSearchParams();
  const filters = useMemo(
    () => wireFilters(stockSummaryResource, stateFromSearch(stockSummaryResource, params).filters),
    [params],
  );
  const summary = useQuery({
    queryKey: ['stockSummary', filters],
    queryFn: () => stockApi.summary(filters),
  });
  const [tab, setTab] = useState<GroupKey>('ByAge');
  const tenants = useFieldOptions(fieldOf('TenantId')).options;
  const warehouses = useFieldOptions(fieldOf('WarehouseId')).options;
  const ageLabel = (k: unknown) => i18n.t(label(`resources.stockSummary.age${k}`));
  const name = (g: GroupKey, k: StockSummaryGroup['Key']): string => {
    if (g === 'ByAge') return ageLabel(k);
    if (g === 'ByBrand') return String(k ?? '') || t('summary.noBrand');
    const opts = g === 'ByWarehouse' ? warehouses : tenants;
    return optionLabel(opts, k) ?? String(k);
  };
  const data = summary.data;
  const total = data?.Total;
  const pct = (v: string) =>
    total && Number(total.ValueCny) > 0
      ? `${((100 * Number(v)) / Number(total.ValueCny)).toFixed(1)} %`
      : '–';

  return (
    <div data-testid="stock-summary">
      <Card style={{ marginBottom: 16 }} data-testid="stock-summary-totals">
        {summary.isLoading ? (
          <LoadingState />
        ) : !data || !total || total.Lots === 0 ? (
          <EmptyState description={t('summary.empty')} />
        ) : (
          <Row gutter={24}>
            <Col xs={24} lg={10}>
              <Row gutter={16} style={{ marginBottom: 16 }}>
                <Col span={10}>
                  <Statistic title={t('summary.total')} value={formatMoney(total.ValueCny)} />
                </Col>
                <Col span={7}>
                  <Statistic title={t('summary.lots')} value={total.Lots} />
                </Col>
                <Col span={7}>
                  <Statistic title={t('summary.onHand')} value={total.OnHand} />
                </Col>
              </Row>
              <StockBarChart
                testId="stock-summary-chart"
                categories={data.ByAge.map((g) => ageLabel(g.Key))}
                series={[{ name: t('summary.value'), data: data.ByAge.map((g) => g.ValueCny) }]}
              />
            </Col>
            <Col xs={24} lg={14}>
              <Tabs
                activeKey={tab}
                onChange={(k) => setTab(k as GroupKey)}
                items={TABS.map((x) => ({ key: x.key, label: t(x.text) }))}
              />
              <Table<StockSummaryGroup>
                data-testid="stock-summary-groups"
                size="small"
                rowKey={(r) => String(r.Key)}
                dataSource={data[tab]}
                pagination={data[tab].length > 10 ? { pageSize: 10 } : false}
                columns={[
                  { key: 'k', title: t('summary.group'), render: (_, r) => name(tab, r.Key) },
                  { key: 'l', title: t('summary.lots'), dataIndex: 'Lots', align: 'right' },
                  { key: 'q', title: t('summary.onHand'), dataIndex: 'OnHand', align: 'right' },
                  {
                    key: 'v',
                    title: t('summary.value'),
                    align: 'right',
                    render: (_, r) => formatMoney(r.ValueCny),
                  },
                  { key: 's', title: t('summary.share'), align: 'right', render: (_, r) => pct(r.ValueCny) },
                ]}
                summary={() => (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0}>{t('summary.total')}</Table.Summary.Cell>
                    <Table.Summary.Cell index={1} align="right">
                      {total.Lots}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={2} align="right">
                      {total.OnHand}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={3} align="right">
                      {formatMoney(total.ValueCny)}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={4} />
                  </Table.Summary.Row>
                )}
              />
            </Col>
          </Row>
        )}
      </Card>
      <ResourceListPage
        def={stockSummaryResource}
        testId="stock-summary-list"
        title={t('summary.lotsTitle')}
      />
    </div>
  );
}
