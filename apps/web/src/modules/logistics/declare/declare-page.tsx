import type { DeclareOptionRow, DeclareRuleView } from '@partdesk/shared/logistics/declare/declare.contract';
import { declaredValueOf } from '@partdesk/shared/logistics/declare/declare.rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '../../../core/http';
import { useMay } from '../../../core/use-may';
import { LoadingState } from '../../../kit';

const URL = '/merchant/logistics/declare';
const CURRENCIES = ['CNY', 'USD', 'HKD', 'EUR', 'GBP'];
type RuleForm = Omit<DeclareRuleView, 'TenantId' | 'UpdateTime'>;

/**
 * /finance/finance-setup/declare (decision 0052): the declaration options (on / off) and the caller's
 * company's rule — declared value = invoice value × percentage, rounded, in a currency, editable by the
 * warehouse within ± tolerance. The example beside the form uses the shared `declaredValueOf`.
 */
export default function DeclarePage() {
  const { t } = useTranslation('resources');
  const L = (k: string, o?: Record<string, unknown>) => t(`declare.${k}`, o);
  const may = useMay();
  const canWrite = may(`PUT ${URL.slice(1)}/rule`);
  const client = useQueryClient();
  const [form] = Form.useForm<RuleForm>();
  const view = useQuery({
    queryKey: ['logistics', 'declare'],
    queryFn: () => http.get<{ Options: DeclareOptionRow[]; Rule: DeclareRuleView }>(URL),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['logistics', 'declare'] });
  const toggle = useMutation({
    mutationFn: (o: DeclareOptionRow) => http.put(`${URL}/${o.Id}/${o.IsEnabled ? 'disable' : 'enable'}`, {}),
    onSuccess: refresh,
  });
  const save = useMutation({
    mutationFn: (v: RuleForm) => http.put<DeclareRuleView>(`${URL}/rule`, v, { silent: true }),
    onSuccess: refresh,
    onError: (e: Error) =>
      form.setFields([
        { name: ((e instanceof ApiError && e.field) || 'Content') as keyof RuleForm, errors: [e.message] },
      ]),
  });
  const pct = Form.useWatch('ValuePercent', form);
  const places = Form.useWatch('Decimals', form);
  if (view.isLoading || !view.data) return <LoadingState />;
  const { Options, Rule } = view.data;
  let example = '';
  try {
    example = declaredValueOf('1000', {
      ValuePercent: String(pct ?? Rule.ValuePercent),
      Decimals: Number(places ?? Rule.Decimals),
      TolerancePercent: '0',
    });
  } catch {
    example = '';
  }
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={L('options')}>
        <Table<DeclareOptionRow>
          size="small"
          rowKey="Id"
          pagination={false}
          dataSource={Options}
          columns={[
            { title: L('Code'), dataIndex: 'Code', width: 120 },
            { title: L('Name'), key: 'Name', render: (_, o) => `${o.Name} / ${o.NameEn}` },
            { title: L('Description'), dataIndex: 'Description' },
            {
              title: L('IsEnabled'),
              key: 'IsEnabled',
              width: 90,
              render: (_, o) => (
                <Switch
                  checked={o.IsEnabled}
                  disabled={!canWrite}
                  loading={toggle.isPending && toggle.variables?.Id === o.Id}
                  onChange={() => toggle.mutate(o)}
                  data-testid={`declare-toggle-${o.Code}`}
                />
              ),
            },
          ]}
        />
      </Card>
      <Card title={L('rule')}>
        <Alert type="info" showIcon message={L('ruleHint')} style={{ marginBottom: 16 }} />
        <Form
          form={form}
          layout="vertical"
          disabled={!canWrite}
          initialValues={Rule}
          onFinish={(v) =>
            save.mutate({
              ...v,
              ValuePercent: String(v.ValuePercent),
              TolerancePercent: String(v.TolerancePercent),
            })
          }
        >
          <Form.Item name="Content" label={L('Content')} rules={[{ required: true }]}>
            <Input.TextArea rows={4} maxLength={4000} />
          </Form.Item>
          <Form.Item name="ContentEn" label={L('ContentEn')}>
            <Input.TextArea rows={4} maxLength={4000} />
          </Form.Item>
          <Space wrap align="start">
            <Form.Item name="ValuePercent" label={L('ValuePercent')} extra={example && `1000 → ${example}`}>
              <Input style={{ width: 140 }} data-testid="declare-percent" />
            </Form.Item>
            <Form.Item name="Decimals" label={L('Decimals')}>
              <InputNumber min={0} max={2} precision={0} />
            </Form.Item>
            <Form.Item name="Currency" label={L('Currency')}>
              <Select
                style={{ width: 180 }}
                options={[
                  { value: '', label: L('shipmentCurrency') },
                  ...CURRENCIES.map((c) => ({ value: c, label: c })),
                ]}
              />
            </Form.Item>
            <Form.Item name="TolerancePercent" label={L('TolerancePercent')}>
              <Input style={{ width: 140 }} />
            </Form.Item>
          </Space>
          {canWrite && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {L('save')}
            </Button>
          )}
          {save.isSuccess && <Alert type="success" message={L('saved')} style={{ marginTop: 16 }} />}
        </Form>
      </Card>
    </Space>
  );
}
