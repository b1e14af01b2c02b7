import { INQUIRY_CURRENCIES } from '@partdesk/shared/inquiry/inquiry-codes';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { ApiError, http } from '../../core/http';
import { CustomerSelect } from '../crm';
import { cleanLines, type LineColumn, LinesEditor } from '../sourcing-extra';

const BASE = '/merchant/demand/demand';

export interface DemandRef {
  Id: number;
  No: string;
}

const COLUMNS: LineColumn[] = [
  { name: 'Mpn', kind: 'text', width: 170 },
  { name: 'Brand', kind: 'text', width: 110 },
  { name: 'Package', kind: 'text', width: 90 },
  { name: 'DateCode', kind: 'text', width: 70 },
  { name: 'Quantity', kind: 'int', width: 100, required: true },
  { name: 'TargetPrice', kind: 'price', width: 100 },
  { name: 'Currency', kind: 'currency', width: 90 },
  { name: 'Delivery', kind: 'text', width: 100 },
  { name: 'IsUrgent', kind: 'bool', width: 60 },
  { name: 'CustomerPn', kind: 'text', width: 120 },
];
const DEFAULTS = { Quantity: 1, IsUrgent: false };

/**
 * The demand order form (new, or a rejected one at the version read: saving sends it back for
 * confirmation): customer, currency, expected date, remark, lines as an inquiry's. The server's
 * refusal (400 naming the field, 403, 409) is shown above the form.
 */
export function DemandForm({ editing, onDone }: { editing: DemandRef | null; onDone: () => void }) {
  const { t } = useTranslation('sourcingUi');
  const [form] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState<number | null>(null);

  useEffect(() => {
    if (!editing) {
      form.setFieldsValue({ Lines: [DEFAULTS] });
      return;
    }
    void http
      .get<Record<string, unknown> & { Version: number; Lines: Record<string, unknown>[] }>(
        `${BASE}/${editing.Id}`,
      )
      .then((d) => {
        setVersion(d.Version);
        form.setFieldsValue({
          CustomerId: d.CustomerId,
          Currency: d.Currency,
          ExpectedDate: d.ExpectedDate ?? '',
          Remark: d.Remark,
          Lines: d.Lines.map(({ Id: _id, LineNo: _n, ...l }) => l),
        });
      });
  }, [editing, form]);

  const save = async () => {
    const v = await form.validateFields();
    const body = {
      Currency: v.Currency || null,
      ExpectedDate: v.ExpectedDate || null,
      Remark: v.Remark ?? '',
      Lines: cleanLines(v.Lines, ['TargetPrice', 'Currency']).map((l) => ({
        Mpn: '',
        Brand: '',
        Package: '',
        DateCode: '',
        Delivery: '',
        CustomerPn: '',
        Remark: '',
        ...l,
        IsUrgent: l.IsUrgent === true,
      })),
    };
    setBusy(true);
    setError(null);
    try {
      if (editing) await http.put(`${BASE}/${editing.Id}`, { ...body, Version: version }, { silent: true });
      else await http.post(BASE, { ...body, CustomerId: v.CustomerId }, { silent: true });
      toast.success(t('common.saved'));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code !== -100) setError(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" data-testid="demand-form">
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="form-error" />
      )}
      <Space wrap align="start">
        <Form.Item
          name="CustomerId"
          label={t('demand.customer')}
          rules={[{ required: true, message: t('common.required') }]}
          style={{ minWidth: 320 }}
        >
          <CustomerSelect activeOnly disabled={!!editing} data-testid="demand-customer" />
        </Form.Item>
        <Form.Item name="Currency" label={t('demand.currency')} style={{ width: 120 }}>
          <Select allowClear options={INQUIRY_CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item name="ExpectedDate" label={t('demand.expectedDate')}>
          <Input type="date" />
        </Form.Item>
      </Space>
      <LinesEditor columns={COLUMNS} defaults={DEFAULTS} />
      <Form.Item name="Remark" label={t('common.remark')} style={{ marginTop: 12 }}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      <Button type="primary" onClick={() => void save()} loading={busy} data-testid="demand-save">
        {t('common.save')}
      </Button>
    </Form>
  );
}
