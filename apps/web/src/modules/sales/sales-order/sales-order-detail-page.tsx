import './i18n';
import { ownerCompanyOptions } from '@partdesk/shared/access/client-lookups';
import {
  SALES_ORDER_DOC,
  SALES_ORDER_MENUS,
  SALES_ORDER_PERMITS,
} from '@partdesk/shared/sales/sales-order/sales-order.codes';
import {
  IS_ABOLISH_OPTIONS,
  ORDER_NOTIFY_OPTIONS,
  ORDER_PAY_OPTIONS,
  ORDER_REVIEW_OPTIONS,
  ORDER_SHIP_OPTIONS,
  ORDER_STOCK_OPTIONS,
} from '@partdesk/shared/sales/sales-order/sales-order.resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { StockingRequestDialog, StockingRequestPanel } from '../stocking-request';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../core/feedback';
import { useCountries, useExpressCompanies, useTenants } from '../../../core/lookups';
import { mayButtonOf } from '../../../core/use-may';
import { useSession } from '../../../core/use-session';
import {
  confirmAction,
  DocumentTabs,
  EmptyState,
  ErrorState,
  formatMoney,
  formatPercent,
  LoadingState,
  successPrompt,
} from '../../../kit';
import { type OrderAction, orderActions } from './order-actions';
import { CancelDialog, OrderAttachments, OrderHistory } from './order-tabs';
import {
  afterSalesOrderChange,
  SALES_ORDER_ROUTES,
  type SalesOrderLineView,
  type SalesOrderView,
  salesOrderApi,
} from './sales-order-api';

type Opt = { readonly value: number; readonly label: string; readonly color: string };

/** A status as its tag (the list's labels and colours). */
export function StatusTag({
  options,
  value,
  testId,
}: {
  options: readonly Opt[];
  value: number;
  testId?: string;
}) {
  const { t } = useTranslation('resources');
  const o = options.find((x) => x.value === value);
  return (
    <Tag color={o?.color} data-testid={testId}>
      {o ? t(o.label.replace(/^resources\./, '')) : value || '—'}
    </Tag>
  );
}

/** Whether the server sent the cost fields (engineer B leaves them out for who may not see cost). */
const showsMargin = (d: SalesOrderView) =>
  d.GrossProfit !== undefined ||
  d.Lines.some((l) => l.LandedCost !== undefined || l.GrossProfit !== undefined);

/**
 * /sales/salesOrderDetail?id=: the order's header, its five statuses, its lines with their quantities
 * (reserved, stocking, notified, shipped) and line statuses, totals with tax, the margin when the server
 * sends it; the buttons of its state (order-actions.ts: edit, submit, notify 0101, cancel, stocking
 * request, schedule, PI PDF) at the Version read; tabs: lines, history, attachments, trace.
 */
export default function SalesOrderDetailPage() {
  const { t, i18n } = useTranslation('salesOrderUi');
  const { t: tr } = useTranslation('resources');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const qc = useQueryClient();
  const key = ['salesOrder', 'detail', id];
  const q = useQuery({ queryKey: key, queryFn: () => salesOrderApi.detail(id), enabled: id > 0 });
  const [stocking, setStocking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const session = useSession();
  const tenants = useTenants();
  const countries = useCountries();
  const couriers = useExpressCompanies();
  if (!(id > 0)) return <EmptyState description={t('missingId')} />;
  if (q.isLoading) return <LoadingState />;
  if (q.isError || !q.data) return <ErrorState message={q.error?.message} onRetry={() => void q.refetch()} />;
  const d = q.data;
  const lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const actions = orderActions(d);
  // Notify is button 0101 of the order list (the route's grant): shown to its holders only.
  const has = (a: OrderAction) =>
    actions.includes(a) &&
    (a !== 'notify' || mayButtonOf(session, SALES_ORDER_MENUS.list, SALES_ORDER_PERMITS.notify));
  const margin = showsMargin(d);
  const run = async (action: 'submit' | 'notify' | 'cancel', confirm?: string, Reason = '') => {
    if (confirm && !(await confirmAction({ content: confirm }))) return;
    try {
      await salesOrderApi.action(d.Id, action, d.Version, Reason);
      successPrompt('saved');
    } catch {
      // The refusal is the server's message, already shown by the http layer.
    }
    await afterSalesOrderChange(qc);
  };
  const pdf = (l: 'zh-CN' | 'en-US') =>
    void salesOrderApi.pdf(d.Id, d.No, l).catch((e: Error) => toast.error(e.message));
  const nameOf = (opts: readonly { value: number; label: string }[] | undefined, v: number | null) =>
    v == null ? '' : (opts?.find((o) => o.value === v)?.label ?? `#${v}`);
  const tenantName = nameOf(ownerCompanyOptions(lang, tenants.data ?? []), d.TenantId);
  return (
    <div data-testid="sales-order-detail">
      {cancelling && (
        <CancelDialog
          onOk={(reason) => run('cancel', undefined, reason)}
          onClose={() => setCancelling(false)}
        />
      )}
      {d.ReviewComment && d.status === 7 && (
        <Alert type="error" showIcon message={`${t('detail.reviewComment')}: ${d.ReviewComment}`} />
      )}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 3 }}
        title={<span data-testid="sales-order-no">{d.No}</span>}
        extra={
          <Space wrap>
            {has('edit') && (
              <Button data-testid="so-edit" onClick={() => void navigate(SALES_ORDER_ROUTES.edit(d.Id))}>
                {t('detail.edit')}
              </Button>
            )}
            {has('submit') && (
              <Button
                type="primary"
                data-testid="so-submit"
                onClick={() => void run('submit', t('detail.confirmSubmit'))}
              >
                {t('detail.submit')}
              </Button>
            )}
            {has('notify') && (
              <Button
                type="primary"
                data-testid="so-notify"
                onClick={() => void run('notify', t('detail.confirmNotify'))}
              >
                {t('detail.notify')}
              </Button>
            )}
            {has('stockUp') && (
              <Button data-testid="so-stockup" onClick={() => setStocking(true)}>
                {t('detail.stockUp')}
              </Button>
            )}
            {has('schedule') && (
              <Button
                data-testid="so-schedule"
                onClick={() => void navigate(SALES_ORDER_ROUTES.schedule(d.Id))}
              >
                {t('detail.schedule')}
              </Button>
            )}
            {has('pdf') && (
              <>
                <Button data-testid="so-pdf-zh" onClick={() => pdf('zh-CN')}>
                  {t('detail.pdfZh')}
                </Button>
                <Button data-testid="so-pdf-en" onClick={() => pdf('en-US')}>
                  {t('detail.pdfEn')}
                </Button>
              </>
            )}
            {has('cancel') && (
              <Button danger data-testid="so-cancel" onClick={() => setCancelling(true)}>
                {t('detail.cancelOrder')}
              </Button>
            )}
          </Space>
        }
        items={[
          { key: 'cust', label: t('detail.customer'), children: d.CustomerName },
          { key: 'owner', label: t('detail.owner'), children: d.OwnerName },
          { key: 'tenant', label: t('detail.tenant'), children: tenantName },
          {
            key: 'status',
            label: tr('salesOrder.status'),
            children: <StatusTag options={ORDER_REVIEW_OPTIONS} value={d.status} testId="so-status" />,
          },
          {
            key: 'stock',
            label: tr('salesOrder.inBoundStatus'),
            children: <StatusTag options={ORDER_STOCK_OPTIONS} value={d.inBoundStatus} testId="so-stock" />,
          },
          {
            key: 'notify',
            label: tr('salesOrder.NotifyStatus'),
            children: (
              <StatusTag options={ORDER_NOTIFY_OPTIONS} value={d.NotifyStatus} testId="so-notify-status" />
            ),
          },
          {
            key: 'ship',
            label: tr('salesOrder.ShipStatus'),
            children: <StatusTag options={ORDER_SHIP_OPTIONS} value={d.ShipStatus} testId="so-ship" />,
          },
          {
            key: 'pay',
            label: tr('salesOrder.PayStatus'),
            children: <StatusTag options={ORDER_PAY_OPTIONS} value={d.PayStatus} testId="so-pay" />,
          },
          {
            key: 'abolish',
            label: tr('salesOrder.isAbolish'),
            children: <StatusTag options={IS_ABOLISH_OPTIONS} value={d.isAbolish} />,
          },
          { key: 'cur', label: t('form.currency'), children: d.Currency },
          { key: 'rate', label: t('detail.rate'), children: d.Rate },
          { key: 'tax', label: t('form.taxRate'), children: `${Number(d.TaxRate)}%` },
          {
            key: 'terms',
            label: t('form.paymentTerms'),
            children: d.PaymentTerms ? t(`terms.t${d.PaymentTerms}`) : '',
          },
          {
            key: 'consignee',
            label: t('form.consigneeName'),
            children: `${d.ConsigneeName} ${d.ConsigneePhone}`,
          },
          { key: 'country', label: t('form.country'), children: nameOf(countries.data, d.CountryId) },
          { key: 'addr', label: t('form.consigneeAddress'), children: d.ConsigneeAddress, span: 2 },
          { key: 'courier', label: t('form.courier'), children: nameOf(couriers.data, d.CourierId) },
          { key: 'amount', label: t('totals.amount'), children: formatMoney(d.Amount) },
          {
            key: 'taxAmount',
            label: t('totals.tax', { rate: Number(d.TaxRate) }),
            children: formatMoney(d.TaxAmount),
          },
          {
            key: 'total',
            label: t('totals.total'),
            children: <b data-testid="so-total">{`${d.Currency} ${formatMoney(d.Total)}`}</b>,
          },
          ...(margin
            ? [
                {
                  key: 'gp',
                  label: t('detail.gp'),
                  children: (
                    <Space data-testid="so-margin">
                      {formatMoney(d.GrossProfit)} / {formatPercent(d.GpPercent)}
                      {d.BelowGpFloor && <Tag color="red">{t('detail.belowFloor')}</Tag>}
                    </Space>
                  ),
                },
              ]
            : []),
          ...(d.CancelReason
            ? [{ key: 'cr', label: t('detail.cancelReason'), children: d.CancelReason }]
            : []),
          { key: 'remark', label: t('form.remark'), children: d.Remark, span: 3 },
        ]}
      />
      <StockingRequestDialog
        orderId={d.Id}
        open={stocking}
        onClose={(done) => {
          setStocking(false);
          if (done) void q.refetch();
        }}
      />
      <DocumentTabs
        type={SALES_ORDER_DOC}
        id={d.Id}
        detailLabel={t('detail.lines')}
        extraTabs={[
          { key: 'history', label: t('detail.history'), children: <OrderHistory id={d.Id} /> },
          { key: 'attachments', label: t('detail.attachments'), children: <OrderAttachments id={d.Id} /> },
          {
            key: 'stocking',
            label: t('detail.stockUp'),
            children: <StockingRequestPanel orderId={d.Id} onChanged={() => void q.refetch()} />,
          },
        ]}
      >
        <OrderLinesTable lines={d.Lines} margin={margin} />
      </DocumentTabs>
    </div>
  );
}

function OrderLinesTable({ lines, margin }: { lines: SalesOrderLineView[]; margin: boolean }) {
  const { t } = useTranslation('salesOrderUi');
  const num = (k: keyof SalesOrderLineView, width = 80) => ({
    title: t(`col.${k}`),
    dataIndex: k,
    width,
    align: 'right' as const,
  });
  return (
    <Table<SalesOrderLineView>
      size="small"
      rowKey="Id"
      data-testid="sales-order-detail-lines"
      dataSource={lines}
      pagination={false}
      scroll={{ x: margin ? 1700 : 1400 }}
      columns={[
        { title: t('col.LineNo'), dataIndex: 'LineNo', width: 50 },
        { title: t('col.Mpn'), dataIndex: 'Mpn', width: 160 },
        { title: t('col.Brand'), dataIndex: 'Brand', width: 110 },
        { title: t('col.Package'), dataIndex: 'Package', width: 80 },
        { title: t('col.DateCode'), dataIndex: 'DateCode', width: 70 },
        num('Quantity'),
        { ...num('UnitPrice', 100), render: (v: string) => v },
        { ...num('Amount', 110), render: (v: string) => formatMoney(v) },
        num('ReservedQty'),
        num('StockingQty'),
        num('NotifiedQty'),
        num('ShippedQty'),
        {
          title: t('col.StockStatus'),
          dataIndex: 'StockStatus',
          width: 100,
          render: (v: number, l) => (
            <span title={l.AbolishReason ?? undefined}>
              <StatusTag options={ORDER_STOCK_OPTIONS} value={v} />
            </span>
          ),
        },
        {
          title: t('col.NotifyStatus'),
          dataIndex: 'NotifyStatus',
          width: 100,
          render: (v: number) => <StatusTag options={ORDER_NOTIFY_OPTIONS} value={v} />,
        },
        {
          title: t('col.ShipStatus'),
          dataIndex: 'ShipStatus',
          width: 100,
          render: (v: number) => <StatusTag options={ORDER_SHIP_OPTIONS} value={v} />,
        },
        ...(margin
          ? [
              {
                title: t('col.CostPrice'),
                key: 'cost',
                width: 110,
                render: (_: unknown, l: SalesOrderLineView) =>
                  l.CostPrice == null ? '' : `${l.CostPrice} ${l.CostCurrency ?? ''}`,
              },
              { ...num('LandedCost', 100), render: (v: string | null) => formatMoney(v) },
              { ...num('GrossProfit', 100), render: (v: string | null) => formatMoney(v) },
              { ...num('GpPercent', 80), render: (v: string | null) => formatPercent(v) },
            ]
          : []),
        { title: t('col.RequiredDate'), dataIndex: 'RequiredDate', width: 110 },
        { title: t('col.CustomerPn'), dataIndex: 'CustomerPn', width: 110 },
        { title: t('col.Remark'), dataIndex: 'Remark' },
      ]}
    />
  );
}
