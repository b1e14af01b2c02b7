import './i18n';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../core/feedback';
import { EmptyState, ErrorState, LoadingState } from '../../../kit';
import { CustomerSelect } from '../../crm';
import { type OrderGridLine, orderGridLineOf } from './order-lines-grid';
import { type OrderableQuoteLine, SALES_ORDER_ROUTES, salesOrderApi } from './sales-order-api';
import { type OrderPrefill, SalesOrderForm } from './sales-order-form';

/** Ticked quote lines as the order's lines: the quote line link, its remaining quantity and its price. */
export function linesFromQuote(rows: readonly OrderableQuoteLine[]): OrderGridLine[] {
  return rows.map((r) =>
    orderGridLineOf({
      QuoteLineId: r.QuoteLineId,
      Mpn: r.Mpn,
      Brand: r.Brand,
      Package: r.Package ?? '',
      DateCode: r.DateCode ?? '',
      Quantity: r.Remaining,
      UnitPrice: r.SalePrice,
    }),
  );
}

function QuoteLinePicker({
  customerId,
  quoteId,
  onPick,
}: {
  customerId: number;
  /** Opened from a quote: its orderable lines come ticked. */
  quoteId?: number;
  onPick: (rows: OrderableQuoteLine[]) => void;
}) {
  const { t } = useTranslation('salesOrderUi');
  const [picked, setTicked] = useState<number[] | null>(null);
  const q = useQuery({
    queryKey: ['salesOrder', 'quoteLines', customerId],
    queryFn: () => salesOrderApi.quoteLines(customerId),
  });
  if (q.isLoading) return <LoadingState />;
  if (q.isError) return <ErrorState message={q.error?.message} onRetry={() => void q.refetch()} />;
  const rows = q.data ?? [];
  if (!rows.length) return <EmptyState description={t('fromQuote.noLines')} />;
  const ticked =
    picked ?? rows.filter((r) => r.QuoteId === quoteId && r.Remaining > 0).map((r) => r.QuoteLineId);
  const chosen = rows.filter((r) => ticked.includes(r.QuoteLineId));
  const currency = chosen[0]?.Currency;
  return (
    <>
      <Table<OrderableQuoteLine>
        size="small"
        rowKey="QuoteLineId"
        data-testid="quote-line-picker"
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1000 }}
        rowSelection={{
          selectedRowKeys: ticked,
          onChange: (keys) => setTicked(keys as number[]),
          // One order has one currency: lines of another currency than the ticked ones cannot be added.
          getCheckboxProps: (r) => ({
            disabled: r.Remaining <= 0 || (!!currency && r.Currency !== currency),
          }),
        }}
        columns={[
          { title: t('fromQuote.col.QuoteNo'), dataIndex: 'QuoteNo', width: 140 },
          { title: t('fromQuote.col.Mpn'), dataIndex: 'Mpn', width: 160 },
          { title: t('fromQuote.col.Brand'), dataIndex: 'Brand', width: 110 },
          { title: t('fromQuote.col.Quantity'), dataIndex: 'Quantity', width: 90, align: 'right' },
          { title: t('fromQuote.col.OrderedQty'), dataIndex: 'OrderedQty', width: 90, align: 'right' },
          { title: t('fromQuote.col.RemainingQty'), dataIndex: 'Remaining', width: 90, align: 'right' },
          { title: t('fromQuote.col.Price'), dataIndex: 'SalePrice', width: 110, align: 'right' },
          { title: t('fromQuote.col.Currency'), dataIndex: 'Currency', width: 70 },
          { title: t('fromQuote.col.ValidUntil'), dataIndex: 'ValidUntil', width: 110 },
        ]}
      />
      {currency && <Alert type="info" showIcon message={t('fromQuote.oneCurrency', { currency })} />}
      <Button
        type="primary"
        style={{ marginTop: 12 }}
        disabled={!chosen.length}
        data-testid="quote-lines-next"
        onClick={() => onPick(chosen)}
      >
        {t('fromQuote.next', { count: chosen.length })}
      </Button>
    </>
  );
}

/**
 * /forQuotation/createdSalesOrder(?customerId=&quoteId=): pick a customer → its orderable quote lines (valid or
 * sent quotes, what remains to order) → the ticked lines prefill the order form (quote line link,
 * remaining quantity, quoted price, the quote's currency) → create. From a quote's detail, that quote's
 * lines come ticked.
 */
export default function CreatedSalesOrderPage() {
  const { t } = useTranslation('salesOrderUi');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const quoteId = Number(params.get('quoteId')) || undefined;
  const [customerId, setCustomerId] = useState<number | undefined>(
    Number(params.get('customerId')) > 0 ? Number(params.get('customerId')) : undefined,
  );
  const [prefill, setPrefill] = useState<OrderPrefill | null>(null);
  return (
    <Card title={t('fromQuote.title')} data-testid="created-sales-order">
      {prefill ? (
        <>
          <Button type="link" onClick={() => setPrefill(null)} data-testid="quote-lines-back">
            {t('fromQuote.back')}
          </Button>
          <SalesOrderForm
            prefill={prefill}
            onSaved={(s) => {
              toast.success(t('saved', { no: s.No ?? '' }));
              void navigate(SALES_ORDER_ROUTES.detail(s.Id));
            }}
            onCancel={() => setPrefill(null)}
          />
        </>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <CustomerSelect
            activeOnly
            value={customerId}
            onChange={(id) => setCustomerId(id)}
            style={{ minWidth: 320 }}
            data-testid="created-so-customer"
          />
          {customerId ? (
            <QuoteLinePicker
              key={customerId}
              customerId={customerId}
              quoteId={quoteId}
              onPick={(rows) =>
                setPrefill({
                  CustomerId: customerId,
                  Currency: rows[0]?.Currency,
                  Lines: linesFromQuote(rows),
                })
              }
            />
          ) : (
            <EmptyState description={t('fromQuote.pickCustomer')} />
          )}
        </Space>
      )}
    </Card>
  );
}
