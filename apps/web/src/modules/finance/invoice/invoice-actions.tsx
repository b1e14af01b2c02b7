import '../i18n';
import { isoDay } from '@partdesk/shared/core/dates';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../core/feedback';
import { http } from '../../../core/http';
import type { Row } from '../../../kit';

/** A modal with named text fields that PUTs them (with the row's Version); the server's refusal shows on top. */
function PutDialog({
  title,
  hint,
  url,
  fields,
  initial,
  done,
  close,
  testId,
  version,
}: {
  title: string;
  hint?: string;
  url: string;
  fields: { name: string; label: string; placeholder?: string; area?: boolean }[];
  initial?: Record<string, string>;
  done: (answer: Record<string, unknown>) => string;
  close: (changed: boolean) => void;
  testId: string;
  version: number;
}) {
  const { t } = useTranslation('financeUi');
  const [values, setValues] = useState<Record<string, string>>(initial ?? {});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    const missing = fields.find((f) => !values[f.name]?.trim());
    if (missing) {
      setError(`${missing.label}: ${t('invoiceUi.required')}`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const r = await http.put<Record<string, unknown>>(url, { Version: version, ...values });
      toast.success(done({ ...values, ...r }));
      close(true);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={title} onCancel={() => close(false)} onOk={() => void ok()} confirmLoading={busy}>
      <div data-testid={testId}>
        {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            style={{ marginBottom: 12 }}
            data-testid={`${testId}-error`}
          />
        )}
        <Form layout="vertical">
          {fields.map((f) => (
            <Form.Item key={f.name} label={f.label} required>
              {f.area ? (
                <Input.TextArea
                  rows={2}
                  value={values[f.name] ?? ''}
                  onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                  data-testid={`${testId}-${f.name}`}
                />
              ) : (
                <Input
                  value={values[f.name] ?? ''}
                  placeholder={f.placeholder}
                  onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                  data-testid={`${testId}-${f.name}`}
                />
              )}
            </Form.Item>
          ))}
        </Form>
      </div>
    </Modal>
  );
}

/** Finance records the issued invoice of an approved request: number (8–20 digits / capitals) and date. */
export function IssueDialog({ row, close }: { row: Row; close: (changed: boolean) => void }) {
  const { t } = useTranslation('financeUi');
  return (
    <PutDialog
      title={t('invoiceUi.issueTitle', { no: row.No })}
      url={`/merchant/finance/invoice/${row.Id}/issue`}
      version={Number(row.Version)}
      initial={{ InvoiceDate: isoDay(new Date()) }}
      fields={[
        { name: 'InvoiceNo', label: t('invoiceUi.invoiceNo'), placeholder: t('invoiceUi.invoiceNoHint') },
        { name: 'InvoiceDate', label: t('invoiceUi.invoiceDate'), placeholder: 'YYYY-MM-DD' },
      ]}
      done={(a) => t('invoiceUi.issued', { invoiceNo: a.InvoiceNo })}
      close={close}
      testId="invoice-issue"
    />
  );
}

/** The red-letter reversal of an issued invoice: the red-letter number and a reason. */
export function VoidDialog({ row, close }: { row: Row; close: (changed: boolean) => void }) {
  const { t } = useTranslation('financeUi');
  return (
    <PutDialog
      title={t('invoiceUi.voidTitle', { invoiceNo: row.InvoiceNo })}
      hint={t('invoiceUi.voidHint')}
      url={`/merchant/finance/invoice/${row.Id}/void`}
      version={Number(row.Version)}
      fields={[
        {
          name: 'RedInvoiceNo',
          label: t('invoiceUi.redInvoiceNo'),
          placeholder: t('invoiceUi.invoiceNoHint'),
        },
        { name: 'Reason', label: t('invoiceUi.voidReason'), area: true },
      ]}
      done={() => t('invoiceUi.voided')}
      close={close}
      testId="invoice-void"
    />
  );
}
