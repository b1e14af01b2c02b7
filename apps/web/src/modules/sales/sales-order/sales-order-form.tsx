import './i18n';
import { MAX_ATTACHMENTS, ownerCompanyOptions, TAX_RATES } from '@partdesk/shared/access/client-lookups';
import { ORDER_TENANTS, PAYMENT_TERM_VALUES } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import type { SalesOrderCreate } from '@partdesk/shared/sales/sales-order/sales-order.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Upload, { type UploadFile } from 'antd/es/upload';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../core/feedback';
import { ApiError, http } from '../../../core/http';
import {
  useAccounts,
  useCountries,
  useCurrencies,
  useExpressCompanies,
  useTenants,
} from '../../../core/lookups';
import { useSession } from '../../../core/use-session';
import { CustomerSelect } from '../../crm';
import {
  emptyOrderLine,
  isBlankLine,
  lineErrors,
  type OrderGridErrors,
  type OrderGridLine,
  OrderLinesGrid,
  orderGridLineOf,
  toLineInput,
} from './order-lines-grid';
import { afterSalesOrderChange, type SalesOrderView, salesOrderApi } from './sales-order-api';

type Values = Record<string, unknown>;

/** The header fields of the form, by their wire names (a server 400 naming one shows under it). */
export const HEADER_FIELDS = [
  'CustomerId',
  'ContactId',
  'TenantId',
  'Currency',
  'TaxRate',
  'PaymentTerms',
  'PayAccountId',
  'ConsigneeName',
  'ConsigneePhone',
  'ConsigneeAddress',
  'CountryId',
  'CourierId',
  'Remark',
] as const;
const REQUIRED = [
  'CustomerId',
  'TenantId',
  'Currency',
  'TaxRate',
  'PaymentTerms',
  'ConsigneeName',
  'ConsigneePhone',
  'CountryId',
] as const;

const LABEL_KEY: Record<string, string> = {
  CustomerId: 'customer',
  ContactId: 'contact',
  TenantId: 'tenant',
  Currency: 'currency',
  TaxRate: 'taxRate',
  PaymentTerms: 'paymentTerms',
  PayAccountId: 'payAccount',
  ConsigneeName: 'consigneeName',
  ConsigneePhone: 'consigneePhone',
  ConsigneeAddress: 'consigneeAddress',
  CountryId: 'country',
  CourierId: 'courier',
  Remark: 'remark',
};

/** The prefill of a new order (from quote lines: customer, currency and the ticked lines). */
export interface OrderPrefill {
  CustomerId?: number;
  Currency?: string;
  Lines?: OrderGridLine[];
}

export interface SalesOrderFormProps {
  /** Absent: a new order. Present: the whole order at its Version (PUT …/:id). */
  record?: SalesOrderView;
  prefill?: OrderPrefill;
  onSaved: (saved: { Id: number; No?: string }) => void;
  onCancel?: () => void;
}

function ContactSelect(props: { customerId?: number; value?: number; onChange?: (v?: number) => void }) {
  const contacts = useQuery({
    queryKey: ['salesOrder', 'contacts', props.customerId],
    queryFn: async () =>
      (
        await http.get<{ Contacts?: { Id: number; Name: string; Email?: string; Status?: number }[] }>(
          `/merchant/crm/customer/${props.customerId}`,
        )
      ).Contacts ?? [],
    enabled: !!props.customerId,
  });
  return (
    <Select
      allowClear
      value={props.value ?? undefined}
      disabled={!props.customerId}
      loading={contacts.isFetching}
      options={(contacts.data ?? [])
        .filter((c) => c.Status !== 3)
        .map((c) => ({ value: c.Id, label: c.Email ? `${c.Name} <${c.Email}>` : c.Name }))}
      onChange={(v?: number) => props.onChange?.(v)}
      data-testid="sales-order-contact"
    />
  );
}

/** Today's rate of the chosen currency (the one the server locks on the order). */
function RateHint({ currency }: { currency?: string }) {
  const { t } = useTranslation('salesOrderUi');
  const q = useCurrencies();
  const row = q.data?.find((c) => c.Name === currency);
  if (!row) return null;
  return (
    <span data-testid="sales-order-rate">
      {row.RateDate
        ? t('form.rateToday', { rate: row.Rate, date: row.RateDate })
        : t('form.rateRef', { rate: row.Rate })}
    </span>
  );
}

/**
 * The sales order form (addOrder, editSalesOrder, the order made from quote lines): customer (the
 * caller's active customers), contact, owner company (1 and 3 disabled), currency with today's rate,
 * tax rate, payment terms, pay account, consignee, country, courier, remark, up to 3 attachments
 * (uploaded once the order is saved) and the lines with their amounts and the totals with tax. A server
 * refusal shows under the field it names (a line's in its cell).
 */
export function SalesOrderForm({ record, prefill, onSaved, onCancel }: SalesOrderFormProps) {
  const { t, i18n } = useTranslation('salesOrderUi');
  const { t: tAll } = useTranslation();
  const [form] = Form.useForm<Values>();
  const qc = useQueryClient();
  const session = useSession();
  const customerId = Form.useWatch('CustomerId', form) as number | undefined;
  const currency = Form.useWatch('Currency', form) as string | undefined;
  const taxRate = Form.useWatch('TaxRate', form) as number | undefined;
  const tenantId = Form.useWatch('TenantId', form) as number | undefined;
  const currencies = useCurrencies();
  const tenants = useTenants();
  const countries = useCountries();
  const couriers = useExpressCompanies();
  const accounts = useAccounts(tenantId);
  const [lines, setLines] = useState<OrderGridLine[]>(() =>
    record
      ? record.Lines.map((l) =>
          orderGridLineOf({
            ...l,
            QuoteLineId: l.QuoteLineId ?? undefined,
            PartId: l.PartId ?? undefined,
            PurchaseQuoteId: l.PurchaseQuoteId ?? undefined,
            LotId: l.LotId ?? undefined,
            RequiredDate: l.RequiredDate ?? '',
          }),
        )
      : prefill?.Lines?.length
        ? prefill.Lines
        : [emptyOrderLine()],
  );
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [errors, setErrors] = useState<OrderGridErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const userTenant = session?.user.TenantId;
  const initialValues = useMemo<Values>(
    () =>
      record
        ? {
            CustomerId: record.CustomerId,
            ContactId: record.ContactId ?? undefined,
            TenantId: record.TenantId,
            Currency: record.Currency,
            TaxRate: Number(record.TaxRate),
            PaymentTerms: record.PaymentTerms,
            PayAccountId: record.PayAccountId ?? undefined,
            ConsigneeName: record.ConsigneeName,
            ConsigneePhone: record.ConsigneePhone,
            ConsigneeAddress: record.ConsigneeAddress,
            CountryId: record.CountryId || undefined,
            CourierId: record.CourierId ?? undefined,
            Remark: record.Remark,
          }
        : {
            CustomerId: prefill?.CustomerId,
            TenantId: userTenant && ORDER_TENANTS.includes(userTenant) ? userTenant : ORDER_TENANTS[0],
            Currency: prefill?.Currency ?? 'USD',
            TaxRate: 13,
          },
    [record, prefill, userTenant],
  );
  const label = (f: string) => t(`form.${LABEL_KEY[f] ?? f}`);
  /** Required fields; the text ones refuse blanks too (only those: `whitespace` on a number fails). */
  const rules = (f: string) =>
    (REQUIRED as readonly string[]).includes(f)
      ? [
          {
            required: true,
            ...(f.startsWith('Consignee') ? { whitespace: true } : {}),
            message: t('form.required', { label: label(f) }),
          },
        ]
      : [];

  /** A server refusal under the field it names: a header field, a line's cell (`Lines[i].X`), else on top. */
  const showServerError = (err: unknown, sent: OrderGridLine[]) => {
    const e = err instanceof ApiError ? err : null;
    if (e?.code === -100) return;
    const message = (err as Error)?.message ?? String(err);
    const field = e?.field ?? '';
    const m = /^Lines\[(\d+)\]\.(\w+)$/.exec(field);
    if ((HEADER_FIELDS as readonly string[]).includes(field))
      form.setFields([{ name: field, errors: [message] }]);
    else if (m && sent[Number(m[1])]) {
      setErrors({ [`${sent[Number(m[1])]!.key}.${m[2]}`]: message });
      setAlert(message);
    } else if (field) setAlert(message);
    else toast.error(message);
  };

  const uploadFiles = async (id: number) => {
    for (const f of files.slice(0, MAX_ATTACHMENTS)) {
      if (!f.originFileObj) continue;
      try {
        await salesOrderApi.upload(id, f.originFileObj as File);
      } catch (e) {
        toast.error(t('form.uploadFailed', { file: f.name, message: (e as Error).message }));
      }
    }
  };

  const submit = async (raw: Values) => {
    setAlert(null);
    const sent = lines.filter((l) => !isBlankLine(l));
    const errs = lineErrors(sent, tAll);
    setErrors(errs);
    if (!sent.length) return setAlert(tAll('sales:linesRequired'));
    if (Object.keys(errs).length) return setAlert(t('form.fixLines'));
    const body: SalesOrderCreate = {
      CustomerId: raw.CustomerId as number,
      ...(raw.ContactId ? { ContactId: raw.ContactId as number } : {}),
      TenantId: raw.TenantId as number,
      Currency: String(raw.Currency),
      TaxRate: Number(raw.TaxRate),
      PaymentTerms: raw.PaymentTerms as number,
      ...(raw.PayAccountId ? { PayAccountId: raw.PayAccountId as number } : {}),
      ConsigneeName: String(raw.ConsigneeName ?? '').trim(),
      ConsigneePhone: String(raw.ConsigneePhone ?? '').trim(),
      ConsigneeAddress: String(raw.ConsigneeAddress ?? '').trim(),
      CountryId: raw.CountryId as number,
      ...(raw.CourierId ? { CourierId: raw.CourierId as number } : {}),
      Remark: String(raw.Remark ?? '').trim(),
      Lines: sent.map(toLineInput),
    };
    setBusy(true);
    try {
      const saved = record
        ? await salesOrderApi.update(record.Id, { ...body, Version: record.Version })
        : await salesOrderApi.create(body);
      await uploadFiles(saved.Id);
      await afterSalesOrderChange(qc);
      onSaved({ Id: saved.Id, No: saved.No ?? record?.No });
    } catch (err) {
      showServerError(err, sent);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      name="salesOrder"
      layout="horizontal"
      labelCol={{ flex: '120px' }}
      wrapperCol={{ flex: 'auto' }}
      initialValues={initialValues}
      onFinish={(v) => void submit({ ...form.getFieldsValue(true), ...v })}
      data-testid="sales-order-form"
    >
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="CustomerId" label={label('CustomerId')} rules={rules('CustomerId')}>
            <CustomerSelect
              activeOnly
              data-testid="sales-order-customer"
              onChange={(id) => form.setFieldsValue({ CustomerId: id, ContactId: undefined })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="ContactId" label={label('ContactId')}>
            <ContactSelect customerId={customerId} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="TenantId" label={label('TenantId')} rules={rules('TenantId')}>
            <Select
              options={ownerCompanyOptions(lang, tenants.data ?? []).map((o) => ({
                ...o,
                disabled: o.disabled || !ORDER_TENANTS.includes(o.value),
              }))}
              onChange={() => form.setFieldsValue({ PayAccountId: undefined })}
              data-testid="sales-order-tenant"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="Currency"
            label={label('Currency')}
            rules={rules('Currency')}
            extra={<RateHint currency={currency} />}
          >
            <Select
              showSearch
              loading={currencies.isLoading}
              options={(currencies.data ?? []).map((c) => ({
                value: c.Name,
                label: c.Title ? `${c.Name} ${c.Title}` : c.Name,
              }))}
              data-testid="sales-order-currency"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="TaxRate" label={label('TaxRate')} rules={rules('TaxRate')}>
            <Select
              options={TAX_RATES.map((r) => ({ value: r, label: `${r}%` }))}
              data-testid="sales-order-tax"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="PaymentTerms" label={label('PaymentTerms')} rules={rules('PaymentTerms')}>
            <Select
              options={PAYMENT_TERM_VALUES.map((v) => ({ value: v, label: t(`terms.t${v}`) }))}
              data-testid="sales-order-terms"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="PayAccountId" label={label('PayAccountId')}>
            <Select
              allowClear
              loading={accounts.isLoading}
              options={(accounts.data ?? []).map((a) => ({ value: a.Id, label: a.Name }))}
              data-testid="sales-order-account"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="CourierId" label={label('CourierId')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={couriers.isLoading}
              options={couriers.data ?? []}
              data-testid="sales-order-courier"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="ConsigneeName" label={label('ConsigneeName')} rules={rules('ConsigneeName')}>
            <Input maxLength={100} data-testid="sales-order-consignee" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="ConsigneePhone" label={label('ConsigneePhone')} rules={rules('ConsigneePhone')}>
            <Input maxLength={60} data-testid="sales-order-phone" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="CountryId" label={label('CountryId')} rules={rules('CountryId')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={countries.isLoading}
              options={countries.data ?? []}
              data-testid="sales-order-country"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="ConsigneeAddress" label={label('ConsigneeAddress')}>
            <Input maxLength={300} data-testid="sales-order-address" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="Remark" label={label('Remark')}>
            <Input.TextArea rows={2} maxLength={1000} />
          </Form.Item>
        </Col>
        {!record && (
          <Col xs={24}>
            <Form.Item label={t('form.attachments')} extra={t('form.attachmentsHint')}>
              <Upload
                multiple
                maxCount={MAX_ATTACHMENTS}
                fileList={files}
                beforeUpload={() => false}
                onChange={({ fileList }) => setFiles(fileList.slice(0, MAX_ATTACHMENTS))}
              >
                <Button disabled={files.length >= MAX_ATTACHMENTS} data-testid="sales-order-attach">
                  {t('detail.upload')}
                </Button>
              </Upload>
            </Form.Item>
          </Col>
        )}
      </Row>
      {alert && <Alert type="error" showIcon message={alert} data-testid="sales-order-error" />}
      <OrderLinesGrid
        lines={lines}
        onChange={setLines}
        errors={errors}
        currency={currency}
        taxRate={taxRate ?? null}
        priceFrozen={!!record?.Lines.some((l) => l.ShippedQty > 0)}
      />
      <Form.Item label=" " colon={false} style={{ marginTop: 12 }}>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="sales-order-save">
            {t('save')}
          </Button>
          {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
        </Space>
      </Form.Item>
    </Form>
  );
}
