import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Descriptions, Form, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { http } from '../../../core/http';
import { useMay } from '../../../core/use-may';
import { EmptyState, LoadingState } from '../../../kit';
import '../i18n';

interface LockDateView {
  TenantId: number;
  LockDate: string;
  History: { LockDate: string; CreatedAt: string; CreatedBy: number | null; CreatedByName: string | null }[];
}

const URL = '/merchant/finance/lockdate';

/**
 * /finance/finance-setup/account: the owner company's period lock date (结账日期; decision 0026 and
 * 0030): no money posting dated before it. The server refuses a date after today with a message naming
 * the field; the form shows it under the field.
 */
export default function LockDatePage() {
  const { t } = useTranslation('financeUi');
  const may = useMay();
  const canSave = may('PUT merchant/finance/lockdate');
  const client = useQueryClient();
  const [form] = Form.useForm<{ LockDate: Dayjs | null }>();
  const view = useQuery({ queryKey: ['finance', 'lockdate'], queryFn: () => http.get<LockDateView>(URL) });
  const save = useMutation({
    mutationFn: (LockDate: string) => http.put<{ LockDate: string }>(URL, { LockDate }, { silent: true }),
    onSuccess: async () => {
      form.resetFields();
      await client.invalidateQueries({ queryKey: ['finance', 'lockdate'] });
    },
    onError: (e: Error) => form.setFields([{ name: 'LockDate', errors: [e.message] }]),
  });
  if (view.isLoading) return <LoadingState />;
  const data = view.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('lockDate.title')}>
        <Alert type="info" showIcon message={t('lockDate.hint')} style={{ marginBottom: 16 }} />
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('lockDate.current')}>
            <span data-testid="lock-date">{data?.LockDate || t('lockDate.none')}</span>
          </Descriptions.Item>
        </Descriptions>
        {canSave ? (
          <Form
            form={form}
            layout="inline"
            style={{ marginTop: 16 }}
            onFinish={(v) => v.LockDate && save.mutate(v.LockDate.format('YYYY-MM-DD'))}
          >
            <Form.Item name="LockDate" label={t('lockDate.newDate')} rules={[{ required: true }]}>
              <DatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('lockDate.save')}
            </Button>
          </Form>
        ) : (
          <Alert type="warning" message={t('lockDate.readOnly')} style={{ marginTop: 16 }} />
        )}
        {save.isSuccess && (
          <Alert
            type="success"
            message={t('lockDate.saved', { date: save.data.LockDate })}
            style={{ marginTop: 16 }}
          />
        )}
      </Card>
      <Card title={t('lockDate.history')}>
        {data?.History.length ? (
          <Table
            size="small"
            rowKey={(r) => `${r.CreatedAt}-${r.LockDate}`}
            pagination={false}
            dataSource={data.History}
            columns={[
              { title: t('lockDate.title'), dataIndex: 'LockDate' },
              {
                title: t('lockDate.when'),
                dataIndex: 'CreatedAt',
                render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
              },
              { title: t('lockDate.who'), dataIndex: 'CreatedByName' },
            ]}
          />
        ) : (
          <EmptyState description={t('lockDate.empty')} />
        )}
      </Card>
    </Space>
  );
}
