import './i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState, successPrompt } from '../../../kit';
import { SALES_ORDER_ROUTES, type ScheduleDelivery, salesOrderApi } from './sales-order-api';

interface Row extends ScheduleDelivery {
  key: number;
}
let seq = 0;

/**
 * What is due per week (POST /merchant/sale/salesorder/schedule/Query); each row's order number opens
 * the order's detail.
 */
function DuePerWeek({ orderId }: { orderId?: number }) {
  const { t } = useTranslation('salesOrderUi');
  const q = useQuery({
    queryKey: ['salesOrder', 'scheduleDue', orderId ?? null],
    queryFn: () =>
      salesOrderApi.due({ pageIndex: 1, pageSize: 200, ...(orderId ? { OrderId: orderId } : {}) }),
    retry: false,
  });
  if (q.isLoading) return <LoadingState />;
  if (q.isError) return <Alert type="warning" showIcon message={t('schedule.notAvailable')} />;
  return (
    <Table
      size="small"
      rowKey={(r, i) => `${r.Week}-${r.OrderNo}-${r.Mpn}-${i}`}
      data-testid="schedule-due"
      title={() => t('schedule.due')}
      dataSource={q.data?.Records ?? []}
      pagination={false}
      columns={[
        { title: t('schedule.week'), dataIndex: 'Week', width: 100 },
        { title: t('schedule.date'), dataIndex: 'DueDate', width: 110 },
        {
          title: t('schedule.order'),
          dataIndex: 'OrderNo',
          width: 150,
          // The order number opens the order (its detail).
          render: (no: string, r) => (
            <Link to={SALES_ORDER_ROUTES.detail(r.OrderId)} data-testid={`schedule-order-${r.OrderId}`}>
              {no}
            </Link>
          ),
        },
        { title: t('detail.customer'), dataIndex: 'CustomerName', width: 160 },
        { title: t('col.Mpn'), dataIndex: 'Mpn' },
        { title: t('schedule.qty'), dataIndex: 'Quantity', width: 90, align: 'right' },
      ]}
    />
  );
}

/**
 * /sales/scheduleSaleOrder?id=: split one line's quantity into dated deliveries (PUT …/:id/schedule at
 * the order's Version; the server checks the dates and that they add up) and what is due per week.
 * Without an order: the due-per-week list of the caller's orders.
 */
export default function ScheduleSaleOrderPage() {
  const { t } = useTranslation('salesOrderUi');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['salesOrder', 'detail', id],
    queryFn: () => salesOrderApi.detail(id),
    enabled: id > 0,
  });
  const [lineId, setLineId] = useState<number | undefined>();
  const [rows, setRows] = useState<Row[]>([]);
  const [busy, setBusy] = useState(false);
  if (!(id > 0))
    return (
      <Card title={t('schedule.title')}>
        <DuePerWeek />
      </Card>
    );
  if (q.isLoading) return <LoadingState />;
  if (q.isError || !q.data) return <ErrorState message={q.error?.message} onRetry={() => void q.refetch()} />;
  const d = q.data;
  const line = d.Lines.find((l) => l.Id === lineId);
  const sum = rows.reduce((s, r) => s + (r.Quantity ?? 0), 0);
  const set = (key: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const save = async () => {
    if (!line) return;
    setBusy(true);
    try {
      await salesOrderApi.schedule(d.Id, {
        Version: d.Version,
        LineId: line.Id,
        Deliveries: rows.map(({ DueDate, Quantity, Remark }) => ({ DueDate, Quantity, Remark })),
      });
      successPrompt('saved');
      await qc.invalidateQueries({ queryKey: ['salesOrder'] });
    } catch {
      // The server's message is shown by the http layer.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={`${t('schedule.title')} · ${d.No}`} data-testid="schedule-page">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          style={{ minWidth: 360 }}
          placeholder={t('schedule.line')}
          value={lineId}
          data-testid="schedule-line"
          options={d.Lines.map((l) => ({ value: l.Id, label: `${l.LineNo}. ${l.Mpn} × ${l.Quantity}` }))}
          onChange={(v: number) => {
            setLineId(v);
            const l = d.Lines.find((x) => x.Id === v);
            setRows(
              l ? [{ key: ++seq, DueDate: l.RequiredDate ?? '', Quantity: l.Quantity, Remark: '' }] : [],
            );
          }}
        />
        {line && (
          <>
            <Table<Row>
              size="small"
              rowKey="key"
              data-testid="schedule-deliveries"
              dataSource={rows}
              pagination={false}
              columns={[
                {
                  title: t('schedule.date'),
                  key: 'date',
                  width: 170,
                  render: (_, r, i) => (
                    <Input
                      type="date"
                      size="small"
                      value={r.DueDate}
                      data-testid={`schedule-date-${i}`}
                      onChange={(e) => set(r.key, { DueDate: e.target.value })}
                    />
                  ),
                },
                {
                  title: t('schedule.qty'),
                  key: 'qty',
                  width: 130,
                  render: (_, r, i) => (
                    <InputNumber
                      size="small"
                      min={1}
                      precision={0}
                      value={r.Quantity}
                      data-testid={`schedule-qty-${i}`}
                      onChange={(v) => set(r.key, { Quantity: v == null ? 0 : Number(v) })}
                    />
                  ),
                },
                {
                  title: t('col.Remark'),
                  key: 'remark',
                  render: (_, r) => (
                    <Input
                      size="small"
                      value={r.Remark}
                      onChange={(e) => set(r.key, { Remark: e.target.value })}
                    />
                  ),
                },
                {
                  title: '',
                  key: 'x',
                  width: 70,
                  render: (_, r) => (
                    <Button
                      size="small"
                      type="link"
                      danger
                      onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
                    >
                      {t('form.removeLine')}
                    </Button>
                  ),
                },
              ]}
            />
            {sum !== line.Quantity && (
              <Alert
                type="warning"
                showIcon
                data-testid="schedule-sum"
                message={t('schedule.sumMismatch', { sum, qty: line.Quantity })}
              />
            )}
            <Space>
              <Button
                data-testid="schedule-add"
                onClick={() => setRows((rs) => [...rs, { key: ++seq, DueDate: '', Quantity: 0, Remark: '' }])}
              >
                {t('schedule.add')}
              </Button>
              <Button type="primary" loading={busy} data-testid="schedule-save" onClick={() => void save()}>
                {t('schedule.save')}
              </Button>
            </Space>
          </>
        )}
        {!d.Lines.length && <EmptyState />}
        <DuePerWeek orderId={d.Id} />
      </Space>
    </Card>
  );
}
