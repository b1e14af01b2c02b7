import {
  PAYMENT_KIND_OPTIONS,
  PAYMENT_STATUS_OPTIONS,
} from '@partdesk/shared/purchase/payment-order/payment-order.resource';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Timeline from 'antd/es/timeline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../core/feedback';
import { http } from '../../../core/http';
import {
  download,
  EmptyState,
  ErrorState,
  formatDateTime,
  type HistoryEntry,
  LoadingState,
} from '../../../kit';

const base = '/merchant/purchase/paymentorder';

interface PaymentLine {
  Id: number;
  LineNo: number;
  OrderId: number;
  OrderNo: string;
  OrderTotal: string | null;
  Amount: string;
}
export interface PaymentDetail {
  Id: number;
  No: string;
  Kind: number;
  Status: number;
  SupplierId: number;
  SupplierName: string | null;
  Currency: string;
  Amount: string;
  BankName: string;
  AccountName: string;
  AccountNo: string;
  SwiftCode: string;
  Remark: string;
  ReviewComment: string;
  PaidOn: string | null;
  PaidByName: string | null;
  OwnerName: string | null;
  CreatedAt: string;
  Lines: PaymentLine[];
  History: HistoryEntry[];
}

/** `?id=` or a notification's `?OrderNo=FK…` (named route Payment) → the request. */
async function loadPayment(id: number, no: string | null): Promise<PaymentDetail | null> {
  let pid = id;
  if (!(pid > 0) && no) {
    const page = await http.post<{ Records: { Id: number; No: string }[] }>(`${base}/Query`, { No: no });
    pid = page.Records.find((r) => r.No === no)?.Id ?? 0;
  }
  return pid > 0 ? http.get<PaymentDetail>(`${base}/${pid}`) : null;
}

/**
 * A payment request FK (decision 0058): kind, status, supplier, currency and amount, the payee account
 * as snapshotted, the POs paid (each with its total, linked), who asked, finance's comment / paid date,
 * the review history; the printable request in zh-CN / en-US.
 */
export function PaymentOrderDetail({ id, no }: { id: number; no: string | null }) {
  const { t } = useTranslation('resources');
  const { t: tk } = useTranslation('kit');
  const L = (k: string) => t(`paymentOrder.${k}`);
  const q = useQuery({ queryKey: ['paymentOrder', 'detail', id, no], queryFn: () => loadPayment(id, no) });
  if (q.isLoading) return <LoadingState />;
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  const d = q.data;
  if (!d) return <EmptyState description={L('missing')} />;
  const opt = (opts: readonly { value: number; label: string }[], v: number) => {
    const o = opts.find((x) => x.value === v);
    return o ? t(o.label.replace('resources.', '')) : String(v);
  };
  const color = PAYMENT_STATUS_OPTIONS.find((o) => o.value === d.Status)?.color;
  const pdf = (lang: 'zh-CN' | 'en-US') =>
    void download('GET', `${base}/${d.Id}/pdf?lang=${lang}`, undefined, `${d.No}-${lang}.pdf`).catch(
      (e: Error) => toast.error(e.message),
    );
  return (
    <div data-testid="payment-order-detail">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 3 }}
        title={`${L('title')} ${d.No}`}
        extra={
          <Space>
            <Button data-testid="payment-pdf-zh" onClick={() => pdf('zh-CN')}>
              {L('pdfZh')}
            </Button>
            <Button data-testid="payment-pdf-en" onClick={() => pdf('en-US')}>
              {L('pdfEn')}
            </Button>
          </Space>
        }
        items={[
          { key: 'k', label: L('Kind'), children: opt(PAYMENT_KIND_OPTIONS, d.Kind) },
          {
            key: 's',
            label: L('Status'),
            children: (
              <Tag color={color} data-testid="payment-status">
                {opt(PAYMENT_STATUS_OPTIONS, d.Status)}
              </Tag>
            ),
          },
          { key: 'sup', label: L('SupplierName'), children: d.SupplierName },
          { key: 'cur', label: L('Currency'), children: d.Currency },
          { key: 'amt', label: L('Amount'), children: <span data-testid="payment-amount">{d.Amount}</span> },
          { key: 'own', label: L('OwnerName'), children: d.OwnerName },
          { key: 'bank', label: L('BankName'), children: d.BankName },
          { key: 'an', label: L('AccountName'), children: d.AccountName },
          { key: 'ano', label: L('AccountNo'), children: d.AccountNo },
          { key: 'sw', label: L('SwiftCode'), children: d.SwiftCode },
          { key: 'po', label: L('PaidOn'), children: d.PaidOn ? `${d.PaidOn} ${d.PaidByName ?? ''}` : '' },
          { key: 'ca', label: L('CreatedAt'), children: formatDateTime(d.CreatedAt) },
          { key: 'rc', label: L('ReviewComment'), children: d.ReviewComment },
          { key: 're', label: L('Remark'), children: d.Remark },
        ]}
      />
      <h4 style={{ marginTop: 16 }}>{L('lines')}</h4>
      <Table<PaymentLine>
        size="small"
        rowKey="Id"
        data-testid="payment-lines"
        dataSource={d.Lines}
        pagination={false}
        columns={[
          { title: '#', dataIndex: 'LineNo', width: 50 },
          {
            title: L('OrderNo'),
            dataIndex: 'OrderNo',
            render: (v: string, l) => <Link to={`/purchase/purchasing-order?id=${l.OrderId}`}>{v}</Link>,
          },
          { title: L('OrderTotal'), dataIndex: 'OrderTotal', align: 'right' },
          { title: L('Amount'), dataIndex: 'Amount', align: 'right' },
        ]}
      />
      <h4 style={{ marginTop: 16 }}>{L('history')}</h4>
      {d.History.length ? (
        <Timeline
          data-testid="payment-history"
          items={d.History.map((h) => ({
            key: h.Id,
            content: (
              <span>
                {formatDateTime(h.At)} · {h.UserName ?? ''} ·{' '}
                {tk(`historyAction.${h.Action}`, { defaultValue: h.Action })}
                {h.Comment ? ` · ${h.Comment}` : ''}
              </span>
            ),
          }))}
        />
      ) : (
        <EmptyState description={tk('detail.noHistory')} />
      )}
    </div>
  );
}
