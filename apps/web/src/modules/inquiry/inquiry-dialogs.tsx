import './i18n';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { useSalespeople } from '../../core/lookups';
import { saveOnFields } from '../../kit';
import { afterInquiryChange, inquiryApi } from './inquiry-api';

export interface InquiryRef {
  Id: number;
  No: string;
  SalespersonId: number;
  Version: number;
}

/** The inquiry a list row is. */
export const inquiryRefOf = (row: Record<string, unknown>): InquiryRef => ({
  Id: Number(row.Id),
  No: String(row.No ?? ''),
  SalespersonId: Number(row.SalespersonId),
  Version: Number(row.Version),
});

/**
 * Transfer to another salesperson (button 0102): PUT …/inquiry/:id/transfer at the version read; it
 * goes to forward-review and takes effect once approved.
 */
export function TransferDialog({ inquiry, onClose }: { inquiry: InquiryRef; onClose: () => void }) {
  const { t } = useTranslation('inquiryUi');
  const { t: tk } = useTranslation('kit');
  const qc = useQueryClient();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [busy, setBusy] = useState(false);
  const people = useSalespeople();
  const submit = async () => {
    const v = form.getFieldsValue() as { ToSalespersonId?: number; Reason?: string };
    const reason = v.Reason?.trim() ?? '';
    const errors = [];
    if (!v.ToSalespersonId)
      errors.push({
        name: 'ToSalespersonId',
        errors: [tk('form.selectRequired', { label: t('transfer.to') })],
      });
    if (!reason)
      errors.push({ name: 'Reason', errors: [tk('form.required', { label: t('common.reason') })] });
    if (errors.length) return form.setFields(errors);
    setBusy(true);
    const done = await saveOnFields(form, ['ToSalespersonId', 'Reason'], () =>
      inquiryApi.transfer(inquiry.Id, {
        ToSalespersonId: v.ToSalespersonId as number,
        Reason: reason,
        Version: inquiry.Version,
      }),
    );
    setBusy(false);
    if (!done) return;
    toast.success(t('transfer.sent'));
    await afterInquiryChange(qc);
    onClose();
  };
  return (
    <Modal
      open
      title={t('transfer.title', { no: inquiry.No })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'inquiry-transfer-ok' } as never}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={t('transfer.help')} style={{ marginBottom: 12 }} />
      <Form form={form} layout="vertical" name="inquiry-transfer" data-testid="inquiry-transfer-form">
        <Form.Item name="ToSalespersonId" label={t('transfer.to')} required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={people.isLoading}
            options={(people.data ?? []).filter((o) => o.value !== inquiry.SalespersonId)}
            data-testid="inquiry-transfer-to"
          />
        </Form.Item>
        <Form.Item name="Reason" label={t('common.reason')} required>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Send a quoted line back to "price to be checked" with a reason, at the line's version. */
export function SendBackDialog({
  line,
  onClose,
}: {
  line: { Id: number; Mpn: string; Version: number };
  onClose: () => void;
}) {
  const { t } = useTranslation('inquiryUi');
  const { t: tk } = useTranslation('kit');
  const qc = useQueryClient();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const reason = ((form.getFieldValue('Reason') as string | undefined) ?? '').trim();
    if (!reason)
      return form.setFields([
        { name: 'Reason', errors: [tk('form.required', { label: t('common.reason') })] },
      ]);
    setBusy(true);
    const done = await saveOnFields(form, ['Reason'], () =>
      inquiryApi.sendBack(line.Id, { Reason: reason, Version: line.Version }),
    );
    setBusy(false);
    if (!done) return;
    toast.success(t('quote.sentBack'));
    await afterInquiryChange(qc);
    onClose();
  };
  return (
    <Modal
      open
      title={t('quote.sendBackTitle', { mpn: line.Mpn })}
      okText={t('quote.sendBack')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'sendback-ok' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="sendback">
        <Form.Item name="Reason" label={t('common.reason')} required>
          <Input.TextArea rows={2} maxLength={500} data-testid="sendback-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
