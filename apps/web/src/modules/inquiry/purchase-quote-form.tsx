import './i18n';
import { INQUIRY_CURRENCIES, QUOTE_CONDITION, QUOTE_SOURCE } from '@partdesk/shared/inquiry/inquiry-codes';
import { purchaseQuoteResource } from '@partdesk/shared/inquiry/inquiry-resource';
import { formFields } from '@partdesk/shared/resource/define';
import { formSchemaOf } from '@partdesk/shared/resource/form-schema';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { ApiError } from '../../core/http';
import { label } from '../../core/i18n';
import { FormInput } from '../../kit';
import { errorsByField } from '../../kit/form/form-errors';
import { inquiryApi, type LibraryLine, type SupplierOption } from './inquiry-api';

type Values = Record<string, unknown>;

/** Active suppliers matching what is typed (GET /merchant/purchase/supplier/lookup). */
function SupplierSelect(props: {
  value?: number;
  onChange?: (v: number, s?: SupplierOption) => void;
  id?: string;
}) {
  const { t } = useTranslation('inquiryUi');
  const [text, setText] = useState('');
  const found = useQuery({
    queryKey: ['inquiry', 'suppliers', text],
    queryFn: () => inquiryApi.suppliers(text),
  });
  const rows = found.data ?? [];
  return (
    <Select
      id={props.id}
      value={props.value}
      showSearch={{ filterOption: false, onSearch: setText }}
      placeholder={t('pq.supplierPick')}
      loading={found.isFetching}
      options={rows.map((s) => ({ value: s.Id, label: `${s.Code} · ${s.Name}` }))}
      onChange={(v: number) =>
        props.onChange?.(
          v,
          rows.find((s) => s.Id === v),
        )
      }
      data-testid="pq-supplier"
    />
  );
}

const FIELDS = formFields(purchaseQuoteResource, 'create').filter((f) => f.name !== 'LineId');
const WIDE = new Set(['Remark']);
const schema = formSchemaOf(purchaseQuoteResource, 'create');

const inMonth = () => {
  const d = new Date(Date.now() + 30 * 86_400_000);
  return d.toISOString().slice(0, 10);
};

export interface PurchaseQuoteFormProps {
  line: LibraryLine;
  onSaved: (saved: { Id: number; No: string }) => void;
  /** Values over the line's defaults (a supplier's stock row: "quote from this", decision 0044). */
  prefill?: Values;
}

/**
 * A purchase quote (CB) on one inquiry line: supplier (picker), offered MPN/brand/package (the line's
 * by default), D/C, cost price and currency, quantity, MOQ, lead time, validity, condition, source,
 * tentative, remark. Checked with the definition's zod contract (formSchemaOf) before sending; the
 * server's 400 shows on the field it names.
 */
export function PurchaseQuoteForm({ line, onSaved, prefill }: PurchaseQuoteFormProps) {
  const { t } = useTranslation();
  const { t: ti } = useTranslation('inquiryUi');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const initialValues = useMemo<Values>(
    () => ({
      Mpn: line.Mpn,
      Brand: line.Brand,
      Package: line.Package,
      Currency:
        line.Currency && (INQUIRY_CURRENCIES as readonly string[]).includes(line.Currency)
          ? line.Currency
          : 'USD',
      Quantity: line.Quantity,
      Moq: 1,
      LeadTimeDays: 0,
      ValidUntil: inMonth(),
      Condition: QUOTE_CONDITION.newOriginal,
      Source: QUOTE_SOURCE.stock,
      IsTentative: false,
      ...prefill,
    }),
    [line, prefill],
  );
  const labelOf = (name: string) => {
    const f = purchaseQuoteResource.fields.find((x) => x.name === name);
    return f ? t(label(f.label)) : name;
  };
  const setErrors = (errors: Record<string, string>) => {
    const all = form.getFieldsError().map((e) => ({ name: e.name, errors: [] as string[] }));
    form.setFields([...all, ...Object.entries(errors).map(([name, msg]) => ({ name, errors: [msg] }))]);
  };

  const submit = async () => {
    const raw = { ...(form.getFieldsValue(true) as Values), LineId: line.Id };
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      setErrors(errorsByField(parsed.error.issues, labelOf, t));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await inquiryApi.createQuote(parsed.data as Values);
      onSaved(saved);
      form.resetFields();
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      const message = (err as Error)?.message ?? String(err);
      if (e?.code === -100) return;
      if (e?.field && FIELDS.some((f) => f.name === e.field)) setErrors({ [e.field]: message });
      else toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      name="purchase-quote"
      layout="horizontal"
      labelCol={{ flex: '120px' }}
      wrapperCol={{ flex: 'auto' }}
      initialValues={initialValues}
      onFinish={() => void submit()}
      data-testid="pq-form"
    >
      <Row gutter={12}>
        {FIELDS.map((f) => (
          <Col key={f.name} xs={24} md={WIDE.has(f.name) ? 24 : 12}>
            <Form.Item name={f.name} label={t(label(f.label))} required={f.required}>
              {f.name === 'SupplierId' ? (
                <SupplierSelect />
              ) : f.name === 'Currency' ? (
                <Select
                  options={INQUIRY_CURRENCIES.map((c) => ({ value: c, label: c }))}
                  data-testid="pq-currency"
                />
              ) : (
                <FormInput field={f} />
              )}
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item label=" " colon={false}>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="pq-save">
            {ti('common.save')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
