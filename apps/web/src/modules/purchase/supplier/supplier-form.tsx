import '../i18n';
import { SUPPLIER_CURRENCIES } from '@partdesk/shared/purchase/supplier/supplier.codes';
import type { SupplierCreate, SupplierDetail } from '@partdesk/shared/purchase/supplier/supplier.contract';
import {
  SUPPLIER_GRADE_OPTIONS,
  SUPPLIER_TERMS_OPTIONS,
  SUPPLIER_TYPE_OPTIONS,
} from '@partdesk/shared/purchase/supplier/supplier.resource';
import {
  type SupplierProblem,
  supplierBanksProblem,
  supplierContactsProblem,
  supplierHeaderProblem,
} from '@partdesk/shared/purchase/supplier/supplier.rules';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Col from 'antd/es/col';
import Divider from 'antd/es/divider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/http';
import { supplierApi } from './supplier-api';

const EMPTY_CONTACT = {
  Name: '',
  Position: '',
  Email: '',
  Phone: '',
  Qq: '',
  Wechat: '',
  Skype: '',
  IsPrimary: false,
  Remark: '',
};
const EMPTY_BANK = {
  BankName: '',
  AccountName: '',
  AccountNo: '',
  SwiftCode: '',
  Currency: 'USD',
  CountryCode: '',
  IsDefault: false,
};

/** A wire field path (`Banks.0.SwiftCode`) as an antd name path. */
const namePath = (field: string) => field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/** The form's starting values: a supplier being edited, or a new one. */
function initialOf(record?: SupplierDetail): SupplierCreate {
  if (!record)
    return {
      Name: '',
      ShortName: '',
      Type: 4,
      CountryCode: '',
      City: '',
      Address: '',
      Website: '',
      Grade: 'new',
      Currency: 'USD',
      PaymentTerms: 1,
      TaxNo: '',
      Remark: '',
      Contacts: [{ ...EMPTY_CONTACT, IsPrimary: true }],
      Banks: [],
      BrandIds: [],
    };
  return {
    ...record,
    Grade: record.Grade as SupplierCreate['Grade'],
    BrandIds: record.Brands.map((b) => b.BrandId),
  };
}

/**
 * The supplier form (create, or edit at the version read): basics, contacts (one primary), bank accounts,
 * brands carried. The shared rules run before sending; a refusal of the server shows under its field.
 */
export function SupplierForm({ record, onDone }: { record?: SupplierDetail; onDone: (id: number) => void }) {
  const { t } = useTranslation('supplierUi');
  const { t: tr } = useTranslation('resources');
  const { t: tp } = useTranslation('purchase');
  const [form] = Form.useForm<SupplierCreate>();
  const [busy, setBusy] = useState(false);
  const brands = useQuery({
    queryKey: ['supplier', 'brandOptions'],
    queryFn: supplierApi.brandOptions,
    staleTime: 300_000,
  });
  const label = (k: string) => tr(`supplier.${k}`);
  const opt = (o: { value: number | string; label: string }) => ({
    value: o.value,
    label: tr(o.label.replace('resources.', '')),
  });
  const [listError, setListError] = useState<{ field: string; message: string } | null>(null);
  const show = (field: string, message: string) =>
    field === 'Contacts' || field === 'Banks'
      ? setListError({ field, message })
      : form.setFields([{ name: namePath(field) as never, errors: [message] }]);
  const problemText = (p: SupplierProblem) => tp(p.key, p.params);

  const submit = async (values: SupplierCreate) => {
    const body: SupplierCreate = {
      ...initialOf(record),
      ...values,
      Contacts: (values.Contacts ?? []).map((c) => ({ ...EMPTY_CONTACT, ...c })),
      Banks: (values.Banks ?? []).map((b) => ({ ...EMPTY_BANK, ...b })),
    };
    const p =
      supplierHeaderProblem(body) ??
      supplierContactsProblem(body.Contacts) ??
      supplierBanksProblem(body.Banks);
    setListError(null);
    if (p) return show(p.field, problemText(p));
    setBusy(true);
    try {
      if (record) {
        await supplierApi.update(record.Id, { ...body, Version: record.Version });
        onDone(record.Id);
      } else onDone((await supplierApi.create(body)).Id);
    } catch (e) {
      if (e instanceof ApiError && e.field) show(e.field, e.message);
      else show('Name', (e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<SupplierCreate>
      form={form}
      layout="vertical"
      size="small"
      initialValues={initialOf(record)}
      onFinish={(v) => void submit(v)}
      data-testid="supplier-form"
    >
      <Divider titlePlacement="start">{t('basics')}</Divider>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="Name" label={label('Name')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={200} data-testid="supplier-name" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="ShortName" label={label('ShortName')}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="Type" label={label('Type')} rules={[{ required: true }]}>
            <Select options={SUPPLIER_TYPE_OPTIONS.map(opt)} data-testid="supplier-type" />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="CountryCode" label={label('CountryCode')} rules={[{ required: true }]}>
            <Input maxLength={2} data-testid="supplier-country" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="City" label={label('City')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={14}>
          <Form.Item name="Address" label={label('Address')}>
            <Input maxLength={300} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="Grade" label={label('Grade')}>
            <Select options={SUPPLIER_GRADE_OPTIONS.map(opt)} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="Currency" label={label('Currency')}>
            <Select options={SUPPLIER_CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="PaymentTerms" label={label('PaymentTerms')}>
            <Select options={SUPPLIER_TERMS_OPTIONS.map(opt)} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="TaxNo" label={label('TaxNo')}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="Website" label={label('Website')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="Remark" label={label('Remark')}>
            <Input maxLength={1000} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('contacts')}</Divider>
      {listError?.field === 'Contacts' && (
        <Alert type="error" showIcon title={listError.message} data-testid="supplier-contacts-error" />
      )}
      <Form.List name="Contacts">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <Space key={f.key} wrap align="start" data-testid={`supplier-contact-${f.name}`}>
                <Form.Item name={[f.name, 'Name']} rules={[{ required: true, whitespace: true }]}>
                  <Input placeholder={label('ContactName')} maxLength={100} />
                </Form.Item>
                <Form.Item name={[f.name, 'Position']}>
                  <Input placeholder={t('position')} maxLength={100} />
                </Form.Item>
                <Form.Item name={[f.name, 'Email']}>
                  <Input placeholder={label('Email')} maxLength={200} />
                </Form.Item>
                <Form.Item name={[f.name, 'Phone']}>
                  <Input placeholder={label('Phone')} maxLength={60} />
                </Form.Item>
                <Form.Item name={[f.name, 'Wechat']}>
                  <Input placeholder={t('wechat')} maxLength={60} />
                </Form.Item>
                <Form.Item name={[f.name, 'IsPrimary']} valuePropName="checked">
                  <Checkbox>{t('primary')}</Checkbox>
                </Form.Item>
                <Button type="link" danger onClick={() => remove(f.name)}>
                  {t('remove')}
                </Button>
              </Space>
            ))}
            <Button
              onClick={() => add({ ...EMPTY_CONTACT, IsPrimary: fields.length === 0 })}
              data-testid="supplier-add-contact"
            >
              {t('addContact')}
            </Button>
          </>
        )}
      </Form.List>
      <Divider titlePlacement="start">{t('banks')}</Divider>
      {listError?.field === 'Banks' && (
        <Alert type="error" showIcon title={listError.message} data-testid="supplier-banks-error" />
      )}
      <Form.List name="Banks">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <Space key={f.key} wrap align="start" data-testid={`supplier-bank-${f.name}`}>
                <Form.Item name={[f.name, 'BankName']}>
                  <Input placeholder={t('bankName')} maxLength={200} />
                </Form.Item>
                <Form.Item name={[f.name, 'AccountName']}>
                  <Input placeholder={t('accountName')} maxLength={200} />
                </Form.Item>
                <Form.Item name={[f.name, 'AccountNo']}>
                  <Input placeholder={t('accountNo')} maxLength={60} />
                </Form.Item>
                <Form.Item name={[f.name, 'SwiftCode']}>
                  <Input placeholder={t('swift')} maxLength={11} style={{ width: 130 }} />
                </Form.Item>
                <Form.Item name={[f.name, 'Currency']}>
                  <Select
                    style={{ width: 90 }}
                    options={SUPPLIER_CURRENCIES.map((c) => ({ value: c, label: c }))}
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'CountryCode']}>
                  <Input placeholder={label('CountryCode')} maxLength={2} style={{ width: 80 }} />
                </Form.Item>
                <Form.Item name={[f.name, 'IsDefault']} valuePropName="checked">
                  <Checkbox>{t('isDefault')}</Checkbox>
                </Form.Item>
                <Button type="link" danger onClick={() => remove(f.name)}>
                  {t('remove')}
                </Button>
              </Space>
            ))}
            <Button
              onClick={() => add({ ...EMPTY_BANK, IsDefault: fields.length === 0 })}
              data-testid="supplier-add-bank"
            >
              {t('addBank')}
            </Button>
          </>
        )}
      </Form.List>
      <Divider titlePlacement="start">{t('brands')}</Divider>
      <Form.Item name="BrandIds">
        <Select
          mode="multiple"
          loading={brands.isLoading}
          optionFilterProp="label"
          options={(brands.data ?? []).map((b) => ({ value: b.Id, label: b.Name }))}
          data-testid="supplier-brands"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="supplier-save">
        {t('save')}
      </Button>
    </Form>
  );
}
