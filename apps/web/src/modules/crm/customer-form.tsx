import './i18n';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { OWNER_COMPANIES, type Region } from '@partdesk/shared/access/client-lookups';
import { formFields } from '@partdesk/shared/resource/define';
import { formSchemaOf } from '@partdesk/shared/resource/form-schema';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from '../../core/feedback';
import { ApiError } from '../../core/http';
import { label } from '../../core/i18n';
import { useRegions } from '../../core/lookups';
import { useSession } from '../../core/use-session';
import { FormInput } from '../../kit';
import { issueText } from '../../kit/form/form-errors';
import { ContactFields } from './contact-fields';
import { contactIndexOf, contactSchema } from './contact-schema';
import { crmApi, type CustomerDetail } from './crm-api';
import { customerResource } from '@partdesk/shared/crm/customer-resource';
import { useCountryCodes } from './use-country-codes';

type Values = Record<string, unknown>;
type Path = (string | number)[];

const EMPTY_CONTACT = { IsPrimary: true };
const WIDE = new Set(['Remark', 'Address', 'BillingAddress']);

/** Dictionary values as the dropdowns hold them (strings), from a detail's numbers. */
function formValuesOf(record: CustomerDetail | undefined, tenantId: number): Values {
  if (!record) {
    const own = OWNER_COMPANIES.find((c) => c.Id === tenantId && !c.disabled);
    return {
      TenantId: own?.Id ?? OWNER_COMPANIES.find((c) => !c.disabled)?.Id,
      CustomerType: '1',
      CompanyStatus: '1',
      Level: '3',
      Currency: 'CNY',
      CountryCode: 'CN',
      Contacts: [EMPTY_CONTACT],
    };
  }
  const out: Values = { ...record };
  for (const f of customerResource.fields)
    if (f.kind === 'dict' && record[f.name] != null) out[f.name] = String(record[f.name]);
  return out;
}

function CountrySelect(props: { value?: string; onChange?: (v: string) => void; id?: string }) {
  const { t } = useTranslation('kit');
  const q = useCountryCodes();
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={q.isLoading}
      options={q.data ?? []}
      placeholder={t('filter.select')}
    />
  );
}

/**
 * The region picker (#20 item 19: was a bare number input): the regions lookup (GET
 * /merchant/common/region through core/lookups), those of the chosen country when it has any.
 */
function RegionSelect(props: { value?: number | null; onChange?: (v: number | null) => void; id?: string }) {
  const { t } = useTranslation('kit');
  const q = useRegions();
  const form = Form.useFormInstance();
  const country = Form.useWatch('CountryCode', form) as string | undefined;
  const options = useMemo(() => {
    const all = (q.data ?? []) as (Region & { CountryCode?: string })[];
    const mine = country ? all.filter((r) => r.CountryCode === country) : [];
    return (mine.length ? mine : all).map((r) => ({ value: r.Id, label: r.Name }));
  }, [q.data, country]);
  return (
    <Select
      {...props}
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={q.isLoading}
      options={options}
      placeholder={t('filter.select')}
      data-testid="region-select"
    />
  );
}

export interface CustomerFormProps {
  /** Absent: a new customer with its contacts. */
  record?: CustomerDetail;
  onSaved: (saved: CustomerDetail) => void;
  onCancel?: () => void;
}

/**
 * The customer form: the definition's form fields by kind (dictionaries as dropdowns), a country
 * picker, and on create the contacts (at least one; each with one of the five methods). Checked with
 * the definition's zod contract and the contact rules before sending; the server's field errors
 * (`Data.Field`) show on their field — a contact's on that contact. Edit sends the version read.
 */
export function CustomerForm({ record, onSaved, onCancel }: CustomerFormProps) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('crmUi');
  const session = useSession();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [contactsError, setContactsError] = useState<string | null>(null);
  const mode = record ? 'edit' : 'create';
  const seesAll = session?.user.isAdmin === true || session?.user.ScopeKind === 'all';
  const fields = formFields(customerResource, mode).filter((f) => f.name !== 'OwnerId' || seesAll);
  const schema = useMemo(() => {
    const base = formSchemaOf(customerResource, mode);
    return record
      ? base
      : base.extend({ Contacts: z.array(contactSchema).min(1, { error: 'crm:contactRequired' }) });
  }, [mode, record]);
  const initialValues = useMemo(
    () => formValuesOf(record, session?.user.TenantId ?? 0),
    [record, session?.user.TenantId],
  );

  const labelOf = (path: Path): string => {
    const [top, , sub] = path;
    if (top === 'Contacts' && typeof sub === 'string') return t(label(`resources.contact.${sub}`));
    const f = customerResource.fields.find((x) => x.name === top);
    return f ? t(label(f.label)) : String(top);
  };

  const setErrors = (errors: { name: Path; message: string }[]) => {
    const cleared = form.getFieldsError().map((e) => ({ name: e.name, errors: [] as string[] }));
    form.setFields([...cleared, ...errors.map((e) => ({ name: e.name, errors: [e.message] }))]);
    setContactsError(null);
  };

  const submit = async () => {
    const raw = form.getFieldsValue(true) as Values;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const seen = new Set<string>();
      const errors: { name: Path; message: string }[] = [];
      for (const issue of parsed.error.issues) {
        const name = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
        const key = JSON.stringify(name);
        if (seen.has(key)) continue;
        seen.add(key);
        errors.push({ name, message: issueText(issue, labelOf(name), t) });
      }
      setErrors(errors.filter((e) => e.name.length !== 1 || e.name[0] !== 'Contacts'));
      const listError = errors.find((e) => e.name.length === 1 && e.name[0] === 'Contacts');
      if (listError) setContactsError(listError.message);
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      const body = parsed.data as Values;
      const saved = record
        ? await crmApi.updateCustomer(record.Id, { ...body, Version: record.Version })
        : await crmApi.createCustomer(body);
      onSaved(saved);
    } catch (err) {
      showServerError(err, raw);
    } finally {
      setBusy(false);
    }
  };

  const showServerError = (err: unknown, raw: Values) => {
    const e = err instanceof ApiError ? err : null;
    const field = e?.field;
    const message = (err as Error)?.message ?? String(err);
    if (e?.code === -100) return;
    const contacts = (raw.Contacts as Values[] | undefined) ?? [];
    if (!record && (field === 'Email' || field === 'Contacts')) {
      if (!contacts.length) {
        setContactsError(message);
        return;
      }
      const i = contactIndexOf(field, contacts, message);
      setErrors([{ name: ['Contacts', i, 'Email'], message }]);
      return;
    }
    if (field && fields.some((f) => f.name === field)) setErrors([{ name: [field], message }]);
    else toast.error(message);
  };

  return (
    <Form
      form={form}
      name="customer"
      layout="horizontal"
      labelCol={{ flex: '110px' }}
      wrapperCol={{ flex: 'auto' }}
      initialValues={initialValues}
      onFinish={() => void submit()}
      data-testid="customer-form"
    >
      <Row gutter={12}>
        {fields.map((f) => (
          <Col key={f.name} xs={24} md={WIDE.has(f.name) ? 24 : 12}>
            <Form.Item
              name={f.name}
              label={t(label(f.label))}
              required={f.required}
              extra={f.name === 'OwnerId' ? tc('customer.ownerHint') : undefined}
            >
              {f.name === 'CountryCode' ? (
                <CountrySelect />
              ) : f.name === 'RegionId' ? (
                <RegionSelect />
              ) : (
                <FormInput field={f} />
              )}
            </Form.Item>
          </Col>
        ))}
      </Row>
      {!record && <ContactList error={contactsError} />}
      <Form.Item label=" " colon={false}>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="customer-save">
            {tc('common.save')}
          </Button>
          {onCancel && <Button onClick={onCancel}>{tc('common.cancel')}</Button>}
        </Space>
      </Form.Item>
    </Form>
  );
}

function ContactList({ error }: { error: string | null }) {
  const { t } = useTranslation('crmUi');
  return (
    <Form.List name="Contacts">
      {(items, { add, remove }) => (
        <Card
          size="small"
          title={t('customer.contactsTitle')}
          extra={
            <Button icon={<PlusOutlined />} onClick={() => add({})} data-testid="customer-add-contact">
              {t('customer.addContact')}
            </Button>
          }
          style={{ marginBottom: 16 }}
          data-testid="customer-contacts"
        >
          <Alert type="info" showIcon title={t('customer.contactMethodHint')} style={{ marginBottom: 12 }} />
          {error && (
            <Alert
              type="error"
              showIcon
              title={error}
              style={{ marginBottom: 12 }}
              data-testid="contacts-error"
            />
          )}
          {items.map((item, i) => (
            <Card
              key={item.key}
              size="small"
              type="inner"
              title={t('customer.contactN', { n: i + 1 })}
              style={{ marginBottom: 8 }}
              data-testid={`customer-contact-${i}`}
              extra={
                items.length > 1 ? (
                  <Button type="link" danger icon={<DeleteOutlined />} onClick={() => remove(item.name)}>
                    {t('customer.removeContact')}
                  </Button>
                ) : undefined
              }
            >
              <ContactFields prefix={[item.name]} />
            </Card>
          ))}
        </Card>
      )}
    </Form.List>
  );
}
