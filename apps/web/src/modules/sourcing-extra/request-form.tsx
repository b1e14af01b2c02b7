import './i18n';
import { PURCHASE_PURPOSE } from '@partdesk/shared/inquiry/purchase-request-codes';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { ApiError, http } from '../../core/http';
import { cleanLines, type LineColumn, LinesEditor } from './lines-editor';

const BASE = '/merchant/forqutation/purchaserequest';
const DEFAULTS = { Currency: 'USD', Purpose: PURCHASE_PURPOSE.stock, Quantity: 1 };

export interface RequestRef {
  Id: number;
  No: string;
}

/**
 * The purchase request form (new, or a draft/rejected one at the version read): remark and lines
 * (MPN, brand, package, D/C, quantity, target cost, currency, purpose stock/sample, required date,
 * optional inquiry line). "Save" keeps a draft; "Save and submit" sends it to purchase-requestaudit.
 * The server's refusal (400 naming the field, 409 stale) is shown above the form.
 */
export function RequestForm({ editing, onDone }: { editing: RequestRef | null; onDone: () => void }) {
  const { t } = useTranslation('sourcingUi');
  const { t: tr } = useTranslation('resources');
  const [form] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState<number | null>(null);
  const columns: LineColumn[] = [
    { name: 'Mpn', kind: 'text', width: 170, required: true },
    { name: 'Brand', kind: 'text', width: 110 },
    { name: 'Package', kind: 'text', width: 90 },
    { name: 'DateCode', kind: 'text', width: 70 },
    { name: 'Quantity', kind: 'int', width: 100, required: true },
    { name: 'TargetCost', kind: 'price', width: 100 },
    { name: 'Currency', kind: 'currency', width: 90 },
    {
      name: 'Purpose',
      kind: 'select',
      width: 90,
      options: [
        { value: PURCHASE_PURPOSE.stock, label: tr('purchaseRequest.purposeStock') },
        { value: PURCHASE_PURPOSE.sample, label: tr('purchaseRequest.purposeSample') },
      ],
    },
    { name: 'RequiredDate', kind: 'date', width: 140 },
    { name: 'InquiryLineId', kind: 'int', width: 100 },
  ];

  useEffect(() => {
    if (!editing) {
      form.setFieldsValue({ Remark: '', Lines: [DEFAULTS] });
      return;
    }
    void http
      .get<{ Remark: string; Version: number; Lines: Record<string, unknown>[] }>(`${BASE}/${editing.Id}`)
      .then((d) => {
        setVersion(d.Version);
        form.setFieldsValue({
          Remark: d.Remark,
          Lines: d.Lines.map(({ Id: _id, LineNo: _n, InquiryNo: _i, ...l }) => l),
        });
      });
  }, [editing, form]);

  const save = async (submit: boolean) => {
    const values = await form.validateFields();
    const body = {
      Remark: values.Remark ?? '',
      Lines: cleanLines(values.Lines, ['TargetCost', 'RequiredDate', 'InquiryLineId']),
    };
    setBusy(true);
    setError(null);
    try {
      if (editing) {
        const r = await http.put<{ Version: number }>(
          `${BASE}/${editing.Id}`,
          { ...body, Version: version },
          { silent: true },
        );
        if (submit) await http.put(`${BASE}/${editing.Id}/submit`, { Version: r.Version }, { silent: true });
      } else {
        await http.post(BASE, { ...body, Submit: submit }, { silent: true });
      }
      toast.success(submit ? t('request.submitted') : t('common.saved'));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code !== -100) setError(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" data-testid="request-form">
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="form-error" />
      )}
      <LinesEditor columns={columns} defaults={DEFAULTS} />
      <Form.Item name="Remark" label={t('common.remark')} style={{ marginTop: 12 }}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      <Space>
        <Button onClick={() => void save(false)} loading={busy} data-testid="request-save">
          {t('common.save')}
        </Button>
        <Button type="primary" onClick={() => void save(true)} loading={busy} data-testid="request-submit">
          {t('common.saveSubmit')}
        </Button>
      </Space>
    </Form>
  );
}
