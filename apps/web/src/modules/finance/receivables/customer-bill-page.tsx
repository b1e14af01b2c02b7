import { RECEIVABLES_API as API } from '@partdesk/shared/finance/receivables/receivables.codes';
import type { CustomerBill } from '@partdesk/shared/finance/receivables/receivables.contract';
import { receivablesResource } from '@partdesk/shared/finance/receivables/receivables.resource';
import type { FieldDef } from '@partdesk/shared/resource/define';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Descriptions, Form, Select, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '../../../core/http';
import { currentLang } from '../../../core/lang';
import { useCurrencies } from '../../../core/lookups';
import { download, formatMoney, useFieldOptions } from '../../../kit';
import '../i18n';

interface PickCustomer {
  Id: number;
  Code: string;
  ShortName: string;
  Currency: string | null;
}
interface BillForm {
  CustomerId?: number;
  Currency?: string;
  TenantId?: number;
  Period?: [Dayjs, Dayjs];
}

const fieldOf = (name: string) => receivablesResource.fields.find((f) => f.name === name) as FieldDef;
const qs = (q: Record<string, string | number | undefined>) =>
  Object.entries(q)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/**
 * finance/financial/customer-bill: a customer, currency, optional owner
 * company and period → the statement (opening, billed, received, allowances, closing, lines with the
 * running balance) on screen, as PDF or as Excel (decision 0056). The server refuses bad input naming
 * the field; the form shows it under that field.
 */
export default function CustomerBillPage() {
  const { t } = useTranslation('finance');
  const [form] = Form.useForm<BillForm>();
  const [keyword, setKeyword] = useState('');
  const [bill, setBill] = useState<CustomerBill | null>(null);
  const [busy, setBusy] = useState(false);
  const currencies = useCurrencies();
  const tenants = useFieldOptions(fieldOf('TenantId'));
  const customers = useQuery({
    queryKey: ['finance', 'customerbill', 'customers', keyword],
    queryFn: () => http.get<{ Records: PickCustomer[] }>(API.billCustomers, { keyword }),
  });

  const query = (v: BillForm) => ({
    CustomerId: v.CustomerId,
    Currency: v.Currency,
    TenantId: v.TenantId,
    DateStart: v.Period?.[0]?.format('YYYY-MM-DD'),
    DateEnd: v.Period?.[1]?.format('YYYY-MM-DD'),
  });
  const fail = (e: unknown) => {
    const data = e instanceof ApiError ? (e.data as { Field?: string } | null) : null;
    const field = data?.Field;
    const name = field === 'DateStart' || field === 'DateEnd' ? 'Period' : field;
    if (name && ['CustomerId', 'Currency', 'TenantId', 'Period'].includes(name))
      form.setFields([{ name: name as keyof BillForm, errors: [(e as Error).message] }]);
  };
  const run = async (kind: 'show' | 'pdf' | 'xlsx') => {
    const v = await form.validateFields();
    const q = query(v);
    setBusy(true);
    try {
      if (kind === 'show') setBill(await http.get<CustomerBill>(API.bill, q, { silent: true }));
      else {
        const url = `${kind === 'pdf' ? API.billPdf : API.billXlsx}?${qs({ ...q, lang: currentLang() })}`;
        await download('GET', url, undefined, `statement.${kind}`);
      }
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="customer-bill">
      <Card title={t('customerBill.title')}>
        <Form
          form={form}
          layout="inline"
          initialValues={{ Period: [dayjs().startOf('month'), dayjs()] }}
          onValuesChange={() => setBill(null)}
        >
          <Form.Item
            name="CustomerId"
            label={t('customerBill.customer')}
            rules={[{ required: true, message: t('customerBill.pickCustomer') }]}
          >
            <Select
              showSearch
              filterOption={false}
              onSearch={setKeyword}
              style={{ width: 240 }}
              data-testid="bill-customer"
              loading={customers.isLoading}
              options={(customers.data?.Records ?? []).map((c) => ({
                value: c.Id,
                label: `${c.Code} ${c.ShortName}`,
              }))}
              onChange={(id: number) => {
                const c = customers.data?.Records.find((r) => r.Id === id);
                if (c?.Currency && !form.getFieldValue('Currency'))
                  form.setFieldsValue({ Currency: c.Currency });
              }}
            />
          </Form.Item>
          <Form.Item name="Currency" label={t('customerBill.currency')} rules={[{ required: true }]}>
            <Select
              style={{ width: 110 }}
              options={(currencies.data ?? []).map((c) => ({ value: c.Name, label: c.Name }))}
              loading={currencies.isLoading}
              data-testid="bill-currency"
            />
          </Form.Item>
          <Form.Item name="TenantId" label={t('customerBill.company')}>
            <Select
              allowClear
              style={{ width: 180 }}
              placeholder={t('customerBill.allCompanies')}
              options={tenants.options}
              loading={tenants.loading}
            />
          </Form.Item>
          <Form.Item name="Period" label={t('customerBill.period')} rules={[{ required: true }]}>
            <DatePicker.RangePicker data-testid="bill-period" />
          </Form.Item>
          <Space>
            <Button type="primary" loading={busy} onClick={() => void run('show')} data-testid="bill-show">
              {t('customerBill.show')}
            </Button>
            <Button onClick={() => void run('pdf')} data-testid="bill-pdf">
              {t('customerBill.pdf')}
            </Button>
            <Button onClick={() => void run('xlsx')} data-testid="bill-xlsx">
              {t('customerBill.xlsx')}
            </Button>
          </Space>
        </Form>
      </Card>
      {bill ? (
        <Card data-testid="bill-result">
          <Descriptions size="small" column={3}>
            <Descriptions.Item label={t('customerBill.customer')}>
              {bill.CustomerName} ({bill.CustomerCode})
            </Descriptions.Item>
            <Descriptions.Item label={t('customerBill.currency')}>{bill.Currency}</Descriptions.Item>
            <Descriptions.Item label={t('customerBill.period')}>
              {bill.DateStart} ~ {bill.DateEnd}
            </Descriptions.Item>
            {(
              [
                ['opening', bill.Opening],
                ['billed', bill.Billed],
                ['received', bill.Received],
                ['allowance', bill.Allowance],
                ['closing', bill.Closing],
                ['unapplied', bill.Unapplied],
              ] as const
            ).map(([k, v]) => (
              <Descriptions.Item key={k} label={t(`customerBill.${k}`)}>
                <span data-testid={`bill-${k}`}>{formatMoney(v)}</span>
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Table
            size="small"
            rowKey="Key"
            pagination={false}
            dataSource={bill.Lines.map((l, i) => ({ ...l, Key: i }))}
            locale={{ emptyText: t('customerBill.noLines') }}
            columns={[
              { title: t('customerBill.date'), dataIndex: 'Date', width: 110 },
              {
                title: t('customerBill.docType'),
                dataIndex: 'Kind',
                width: 100,
                render: (k: string) =>
                  t(
                    `customerBill.${k === 'billed' ? 'doc_salesOrder' : k === 'received' ? 'doc_receipt' : 'doc_allowance'}`,
                  ),
              },
              { title: t('customerBill.docNo'), dataIndex: 'DocNo', width: 150 },
              { title: t('customerBill.remark'), dataIndex: 'Remark' },
              ...(['Billed', 'Received', 'Allowance', 'Balance'] as const).map((k) => ({
                title: t(`customerBill.${k.toLowerCase()}`),
                dataIndex: k,
                align: 'right' as const,
                width: 120,
                render: (v: string) => (v ? formatMoney(v) : ''),
              })),
            ]}
          />
        </Card>
      ) : null}
    </Space>
  );
}
