import './i18n';
import { useQueryClient } from '@tanstack/react-query';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { useSalespeople } from '../../core/lookups';
import { saveOnFields, successPrompt } from '../../kit';
import { afterCustomerChange, crmApi } from './crm-api';

/** The customer a dialog acts on (a list row or the detail). */
export interface CustomerRef {
  Id: number;
  Name: string;
  OwnerId?: number | null;
  IsBlacklisted?: boolean;
  Version: number;
}

/** The customer a list row is. */
export const customerRefOf = (row: Record<string, unknown>): CustomerRef => ({
  Id: Number(row.Id),
  Name: String(row.ShortName || row.Name || ''),
  OwnerId: (row.OwnerId as number | null) ?? null,
  IsBlacklisted: row.IsBlacklisted === true,
  Version: Number(row.Version),
});

/** Transfer to another salesperson (button 0102): PUT /merchant/crm/customer/:id/transfer. */
export function TransferDialog({ customer, onClose }: { customer: CustomerRef; onClose: () => void }) {
  const { t } = useTranslation('crmUi');
  const { t: tk } = useTranslation('kit');
  const qc = useQueryClient();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [busy, setBusy] = useState(false);
  const people = useSalespeople();
  const submit = async () => {
    const v = form.getFieldsValue() as { ToOwnerId?: number; Reason?: string };
    if (!v.ToOwnerId) {
      form.setFields([
        { name: 'ToOwnerId', errors: [tk('form.selectRequired', { label: t('customer.toOwner') })] },
      ]);
      return;
    }
    setBusy(true);
    const done = await saveOnFields(form, ['ToOwnerId', 'Reason'], () =>
      crmApi.transfer(customer.Id, { ToOwnerId: v.ToOwnerId as number, Reason: v.Reason?.trim() ?? '' }),
    );
    setBusy(false);
    if (!done) return;
    successPrompt('transferred');
    await afterCustomerChange(qc, customer.Id);
    onClose();
  };
  return (
    <Modal
      open
      title={t('customer.transferTitle', { name: customer.Name })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'transfer-ok' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="transfer" data-testid="transfer-form">
        <Form.Item name="ToOwnerId" label={t('customer.toOwner')} required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={people.isLoading}
            options={(people.data ?? []).filter((o) => o.value !== customer.OwnerId)}
          />
        </Form.Item>
        <Form.Item name="Reason" label={t('common.reason')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Blacklist on/off at the version read (a reason is needed to blacklist). */
export function BlacklistDialog({ customer, onClose }: { customer: CustomerRef; onClose: () => void }) {
  const { t } = useTranslation('crmUi');
  const { t: tk } = useTranslation('kit');
  const qc = useQueryClient();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [busy, setBusy] = useState(false);
  const on = !customer.IsBlacklisted;
  const submit = async () => {
    const reason = (form.getFieldValue('Reason') as string | undefined)?.trim() ?? '';
    if (on && !reason) {
      form.setFields([{ name: 'Reason', errors: [tk('form.required', { label: t('common.reason') })] }]);
      return;
    }
    setBusy(true);
    const done = await saveOnFields(form, ['Reason'], () =>
      crmApi.blacklist(customer.Id, { IsBlacklisted: on, Reason: reason, Version: customer.Version }),
    );
    setBusy(false);
    if (!done) return;
    successPrompt('saved');
    await afterCustomerChange(qc, customer.Id);
    onClose();
  };
  return (
    <Modal
      open
      title={t('customer.blacklistTitle', { name: customer.Name })}
      okText={on ? t('customer.blacklistOn') : t('customer.blacklistOff')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: on, 'data-testid': 'blacklist-ok' } as never}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="blacklist">
        <Form.Item name="Reason" label={t('common.reason')} required={on}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Return to the pool (button 0102), after the definition's confirmation; says so and refreshes. */
export async function releaseCustomer(qc: ReturnType<typeof useQueryClient>, id: number, text: string) {
  await crmApi.release(id);
  toast.success(text);
  await afterCustomerChange(qc, id);
}
