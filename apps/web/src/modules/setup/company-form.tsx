import './i18n';
import { TENANT_CURRENCIES } from '@partdesk/shared/setup/settings';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { ApiError } from '../../core/http';
import { successPrompt } from '../../kit';
import { type Company, type CompanyBody, settingsApi } from './settings-api';

type Values = Omit<CompanyBody, 'Version'>;
const FIELDS: (keyof Values)[] = [
  'Name',
  'NameEn',
  'ShortName',
  'Address',
  'AddressEn',
  'Phone',
  'Email',
  'DocEnabled',
  'BaseCurrency',
  'Currencies',
];

/**
 * Edit an owner company: names, its letterhead (address in both languages, phone, email: contracts / PI
 * print it), whether new documents may pick it, base currency and the currencies it uses (spec §9), saved at the version read; the server's 400 shows on the field it names.
 */
export function CompanyForm({
  company,
  onClose,
  onSaved,
}: {
  company: Company;
  onClose: () => void;
  onSaved: (saved: Company) => void;
}) {
  const { t } = useTranslation('setupUi');
  const { t: tr } = useTranslation('resources');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const required = (label: string) => [{ required: true, message: t('common.required', { label }) }];

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      const saved = await settingsApi.saveCompany(company.Id, { ...values, Version: company.Version });
      successPrompt('saved');
      onSaved(saved);
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      const field = e?.field as keyof Values | null | undefined;
      if (field && FIELDS.includes(field)) form.setFields([{ name: field, errors: [e!.message] }]);
      else if (!(e && e.code === -100)) toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('setting.editCompany', { name: company.ShortName })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'company-save' } as never}
      destroyOnHidden
    >
      <Form
        form={form}
        name="company"
        layout="vertical"
        initialValues={company}
        onFinish={(v) => void submit(v)}
        data-testid="company-form"
      >
        <Form.Item name="Name" label={tr('setting.Name')} rules={required(tr('setting.Name'))}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="NameEn" label={tr('setting.NameEn')} rules={required(tr('setting.NameEn'))}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="ShortName" label={tr('setting.ShortName')} rules={required(tr('setting.ShortName'))}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="Address" label={tr('setting.Address')}>
          <Input maxLength={300} data-testid="company-address" />
        </Form.Item>
        <Form.Item name="AddressEn" label={tr('setting.AddressEn')}>
          <Input maxLength={300} data-testid="company-address-en" />
        </Form.Item>
        <Form.Item name="Phone" label={tr('setting.Phone')}>
          <Input maxLength={64} data-testid="company-phone" />
        </Form.Item>
        <Form.Item name="Email" label={tr('setting.Email')}>
          <Input maxLength={120} data-testid="company-email" />
        </Form.Item>
        <Form.Item name="DocEnabled" label={tr('setting.DocEnabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="BaseCurrency" label={tr('setting.BaseCurrency')}>
          <Select options={TENANT_CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item
          name="Currencies"
          label={tr('setting.Currencies')}
          rules={[
            {
              required: true,
              type: 'array',
              min: 1,
              message: t('common.selectRequired', { label: tr('setting.Currencies') }),
            },
          ]}
        >
          <Checkbox.Group options={TENANT_CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
