import './i18n';
import { useQueryClient } from '@tanstack/react-query';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { ApiError, http } from '../../core/http';
import { FormInput, pathOf } from '../../kit';
import { type CustomerDetail, crmKeys } from './crm-api';
import { customerField } from './crm-defs';

export type ChangeKind = 'level' | 'credit';

/**
 * A level (level-audit) or credit-limit (credit-audit) change request for a customer, at the customer
 * version read: POST /merchant/crm/customer/:id/levelchange | creditchange. The server's 400/409
 * (same level, one pending already, stale) shows on the field it names or as a toast.
 */
export function ChangeDialog({
  kind,
  customer,
  onClose,
}: {
  kind: ChangeKind;
  customer: CustomerDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('crmUi');
  const { t: tk } = useTranslation('kit');
  const qc = useQueryClient();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [busy, setBusy] = useState(false);
  const field = kind === 'level' ? 'ToLevel' : 'ToLimit';
  const fieldLabel = kind === 'level' ? t('change.toLevel') : t('change.toLimit');

  const submit = async () => {
    const v = form.getFieldsValue(true) as { ToLevel?: string; ToLimit?: string; Reason?: string };
    const value = v[field];
    if (value == null || value === '') {
      form.setFields([{ name: field, errors: [tk('form.required', { label: fieldLabel })] }]);
      return;
    }
    setBusy(true);
    try {
      await http.post(
        pathOf(
          `/merchant/crm/customer/:id/${kind === 'level' ? 'levelchange' : 'creditchange'}`,
          customer.Id,
        ),
        { [field]: String(value), Reason: v.Reason?.trim() ?? '', Version: customer.Version },
        { silent: true },
      );
      toast.success(t('change.submitted'));
      await qc.invalidateQueries({ queryKey: crmKeys.detail(customer.Id) });
      onClose();
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      if (e?.code === -100) return;
      if (e?.field === field || e?.field === 'Reason')
        form.setFields([{ name: e.field, errors: [e.message] }]);
      else toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const name = customer.ShortName || customer.Name;
  return (
    <Modal
      open
      title={kind === 'level' ? t('change.levelTitle', { name }) : t('change.creditTitle', { name })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'change-ok' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name={`change-${kind}`}>
        <Form.Item name={field} label={fieldLabel} required>
          {kind === 'level' ? (
            <FormInput field={customerField('Level')} />
          ) : (
            <InputNumber<string> stringMode min="0" precision={2} style={{ width: '100%' }} />
          )}
        </Form.Item>
        <Form.Item name="Reason" label={t('common.reason')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
