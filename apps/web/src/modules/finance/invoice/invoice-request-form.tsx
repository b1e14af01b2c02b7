import '../i18n';
import { D } from '@partdesk/shared/core/money';
import type {
  InvoiceableOrderView,
  InvoiceSourceView,
} from '@partdesk/shared/finance/invoice/invoice.contract';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../core/feedback';
import { ApiError, http } from '../../../core/http';
import { CustomerSelect } from '../../crm';

type SourceLine = InvoiceSourceView['Lines'][number];

const money = (v: InstanceType<typeof D>) => v.toDecimalPlaces(2).toFixed(2);

/**
 * The invoice request form (`/sales/invoicepage`, decisions 0051 / 0055): a customer (optional filter),
 * one of the caller's approved orders with shipped lines still to invoice, its lines with shipped,
 * invoiced, requested and invoiceable quantities — the quantity to invoice per line (≤ invoiceable,
 * the server's rule mirrored), the order's tax rate (read-only) and the buyer's invoicing details from
 * the customer's billing details. The server checks everything again; its refusal shows on top.
 */
export function InvoiceRequestForm({ onDone, orderId }: { onDone: () => void; orderId?: number }) {
  const { t } = useTranslation('financeUi');
  const [customerId, setCustomerId] = useState<number | undefined>();
  const [picked, setPicked] = useState<number | undefined>(orderId);
  const [qty, setQty] = useState<Record<number, number | null>>({});
  const [buyer, setBuyer] = useState({ BuyerName: '', BuyerTaxNo: '', BuyerAddress: '', BuyerPhone: '' });
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const orders = useQuery({
    queryKey: ['finance.invoice.orders', customerId ?? null],
    queryFn: () =>
      http.get<{ Records: InvoiceableOrderView[] }>(
        '/merchant/finance/invoice/orders',
        customerId ? { CustomerId: customerId } : undefined,
      ),
  });
  const source = useQuery({
    queryKey: ['finance.invoice.source', picked ?? null],
    queryFn: () => http.get<InvoiceSourceView>(`/merchant/finance/invoice/source/${picked}`),
    enabled: picked != null,
  });
  const src = source.data;
  useEffect(() => {
    if (!src) return;
    setQty(Object.fromEntries(src.Lines.map((l) => [l.OrderLineId, l.OpenQty > 0 ? l.OpenQty : null])));
    setBuyer({
      BuyerName: src.BuyerName,
      BuyerTaxNo: src.BuyerTaxNo,
      BuyerAddress: src.BuyerAddress,
      BuyerPhone: src.BuyerPhone,
    });
    setError(null);
  }, [src]);

  const lines = src?.Lines ?? [];
  const chosen = lines.filter((l) => (qty[l.OrderLineId] ?? 0) > 0);
  const tooMuch = lines.find((l) => (qty[l.OrderLineId] ?? 0) > l.OpenQty);
  const totals = useMemo(() => {
    const amount = chosen.reduce(
      (s, l) => s.plus(new D(l.UnitPrice).times(qty[l.OrderLineId] ?? 0).toDecimalPlaces(2)),
      new D(0),
    );
    const tax = amount
      .times(src?.TaxRate ?? 0)
      .div(100)
      .toDecimalPlaces(2);
    return { amount: money(amount), tax: money(tax), total: money(amount.plus(tax)) };
  }, [chosen, qty, src]);

  const submit = async () => {
    if (!src) return;
    if (tooMuch) {
      setError(t('invoiceUi.qtyTooMuch', { line: tooMuch.LineNo, open: tooMuch.OpenQty }));
      return;
    }
    if (!chosen.length) {
      setError(t('invoiceUi.nothingPicked'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const r = await http.post<{ No: string }>('/merchant/finance/invoice', {
        OrderId: src.OrderId,
        TaxRate: src.TaxRate,
        Lines: chosen.map((l) => ({ OrderLineId: l.OrderLineId, Quantity: qty[l.OrderLineId] })),
        ...buyer,
        Remark: remark,
      });
      toast.success(t('invoiceUi.submitted', { no: r.No }));
      onDone();
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const num = (v: number) => v;
  const columns = [
    { title: t('invoiceUi.lineNo'), dataIndex: 'LineNo', width: 60 },
    { title: t('invoiceUi.mpn'), dataIndex: 'Mpn' },
    { title: t('invoiceUi.brand'), dataIndex: 'Brand', width: 90 },
    { title: t('invoiceUi.shipped'), dataIndex: 'ShippedQty', width: 80, render: num },
    { title: t('invoiceUi.invoiced'), dataIndex: 'InvoicedQty', width: 80, render: num },
    { title: t('invoiceUi.requested'), dataIndex: 'RequestedQty', width: 80, render: num },
    { title: t('invoiceUi.open'), dataIndex: 'OpenQty', width: 80, render: num },
    {
      title: t('invoiceUi.qty'),
      key: 'qty',
      width: 130,
      render: (_: unknown, l: SourceLine) => (
        <InputNumber
          min={0}
          max={l.OpenQty}
          precision={0}
          disabled={l.OpenQty <= 0}
          value={qty[l.OrderLineId] ?? null}
          status={(qty[l.OrderLineId] ?? 0) > l.OpenQty ? 'error' : undefined}
          onChange={(v) => setQty((q) => ({ ...q, [l.OrderLineId]: v == null ? null : Number(v) }))}
          data-testid={`invoice-qty-${l.LineNo}`}
        />
      ),
    },
    { title: t('invoiceUi.unitPrice'), dataIndex: 'UnitPrice', width: 100 },
    {
      title: t('invoiceUi.amount'),
      key: 'amount',
      width: 110,
      render: (_: unknown, l: SourceLine) =>
        money(new D(l.UnitPrice).times(qty[l.OrderLineId] ?? 0).toDecimalPlaces(2)),
    },
  ];

  return (
    <Form layout="vertical" data-testid="invoice-request-form">
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 12 }}
          data-testid="invoice-form-error"
        />
      )}
      <Space wrap style={{ marginBottom: 8 }}>
        <Form.Item label={t('invoiceUi.customer')} style={{ minWidth: 260 }}>
          <CustomerSelect
            value={customerId}
            onChange={(id) => {
              setCustomerId(id);
              setPicked(undefined);
            }}
            data-testid="invoice-customer"
          />
        </Form.Item>
        <Form.Item label={t('invoiceUi.order')} style={{ minWidth: 420 }}>
          <Select
            value={picked}
            placeholder={t('invoiceUi.orderPlaceholder')}
            notFoundContent={orders.isFetching ? undefined : t('invoiceUi.noOrders')}
            loading={orders.isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(v: number) => setPicked(v)}
            options={(orders.data?.Records ?? []).map((o) => ({
              value: o.OrderId,
              label: t('invoiceUi.orderOption', {
                no: o.OrderNo,
                customer: o.CustomerName,
                total: o.OpenTotal,
                currency: o.Currency,
              }),
            }))}
            data-testid="invoice-order"
          />
        </Form.Item>
        {src && (
          <Form.Item label={t('invoiceUi.taxRate')} tooltip={t('invoiceUi.taxRateHint')}>
            <Input
              value={`${Number(src.TaxRate)} %`}
              disabled
              style={{ width: 90 }}
              data-testid="invoice-tax-rate"
            />
          </Form.Item>
        )}
      </Space>
      {src && !src.Invoiceable && <Alert type="warning" title={t('invoiceUi.notInvoiceable')} />}
      {src && (
        <>
          <Table<SourceLine>
            size="small"
            rowKey="OrderLineId"
            pagination={false}
            columns={columns}
            dataSource={lines}
            data-testid="invoice-lines"
          />
          <Typography.Paragraph strong style={{ marginTop: 8 }} data-testid="invoice-totals">
            {t('invoiceUi.totals', { ...totals, currency: src.Currency })}
          </Typography.Paragraph>
          <Typography.Title level={5}>{t('invoiceUi.buyer')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('invoiceUi.buyerHint')}</Typography.Paragraph>
          <Space wrap>
            {(['BuyerName', 'BuyerTaxNo', 'BuyerAddress', 'BuyerPhone'] as const).map((k) => (
              <Form.Item
                key={k}
                label={t(`invoiceUi.${k.charAt(0).toLowerCase()}${k.slice(1)}`)}
                required={k === 'BuyerName' || k === 'BuyerTaxNo'}
              >
                <Input
                  value={buyer[k]}
                  onChange={(e) => setBuyer((b) => ({ ...b, [k]: e.target.value }))}
                  style={{ width: k === 'BuyerAddress' ? 320 : 220 }}
                  data-testid={`invoice-${k}`}
                />
              </Form.Item>
            ))}
          </Space>
          <Form.Item label={t('invoiceUi.remark')}>
            <Input.TextArea value={remark} onChange={(e) => setRemark(e.target.value)} rows={2} />
          </Form.Item>
        </>
      )}
      <Space>
        <Button onClick={onDone}>{t('invoiceUi.cancel')}</Button>
        <Button
          type="primary"
          loading={busy}
          disabled={!src?.Invoiceable}
          onClick={() => void submit()}
          data-testid="invoice-submit"
        >
          {t('invoiceUi.submit')}
        </Button>
      </Space>
    </Form>
  );
}
