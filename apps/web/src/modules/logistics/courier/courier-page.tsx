import {
  type CourierRow,
  isVolumetricDivisor,
  VOLUMETRIC_DIVISOR_MAX,
  VOLUMETRIC_DIVISOR_MIN,
} from '@partdesk/shared/logistics/courier/courier.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Form, Input, InputNumber, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '../../../core/http';
import { useMay } from '../../../core/use-may';
import { LoadingState } from '../../../kit';

const URL = '/merchant/logistics/express';
type FormValues = Omit<CourierRow, 'Id' | 'IsDeactivate'>;
const EMPTY: FormValues = {
  Code: '',
  Name: '',
  NameEn: '',
  TrackingUrl: '',
  VolumetricDivisor: 5000,
  Sort: 0,
  Accounts: [],
};

/**
 * /finance/finance-setup/express (decision 0052): the couriers with their volumetric divisor and our
 * accounts; add, edit, deactivate / activate. The server's refusal shows under the field it names
 * (`Accounts[1].AccountNo` on that account's row).
 */
export default function CourierPage() {
  const { t } = useTranslation('resources');
  const L = (k: string, o?: Record<string, unknown>) => t(`courier.${k}`, o);
  const may = useMay();
  const canWrite = may(`POST ${URL.slice(1)}`);
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const list = useQuery({
    queryKey: ['logistics', 'express'],
    queryFn: () => http.get<{ Records: CourierRow[] }>(URL),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['logistics', 'express'] });
  const save = useMutation({
    mutationFn: (v: FormValues) =>
      editing === 'new'
        ? http.post<CourierRow>(URL, v, { silent: true })
        : http.put<CourierRow>(`${URL}/${editing}`, v, { silent: true }),
    onSuccess: async () => {
      setEditing(null);
      await refresh();
    },
    onError: (e: Error) => {
      const field = e instanceof ApiError ? e.field : null;
      const m = field?.match(/^Accounts\[(\d+)\]\.(\w+)$/);
      const name = m ? ['Accounts', Number(m[1]), m[2]!] : (field ?? 'Code');
      form.setFields([{ name: name as never, errors: [e.message] }]);
    },
  });
  const toggle = useMutation({
    mutationFn: (r: CourierRow) =>
      http.put(`${URL}/${r.Id}/${r.IsDeactivate ? 'activate' : 'deactivate'}`, {}),
    onSuccess: refresh,
  });
  const open = (r: CourierRow | null) => {
    form.resetFields();
    form.setFieldsValue(r ? { ...EMPTY, ...r } : EMPTY);
    setEditing(r ? r.Id : 'new');
  };
  if (list.isLoading) return <LoadingState />;
  return (
    <Card
      title={L('title')}
      extra={
        canWrite && (
          <Button type="primary" onClick={() => open(null)} data-testid="courier-add">
            {L('add')}
          </Button>
        )
      }
    >
      <Table<CourierRow>
        size="small"
        rowKey="Id"
        pagination={false}
        dataSource={list.data?.Records ?? []}
        columns={[
          { title: L('Code'), dataIndex: 'Code', width: 100 },
          { title: L('Name'), dataIndex: 'Name' },
          { title: L('NameEn'), dataIndex: 'NameEn' },
          { title: L('VolumetricDivisor'), dataIndex: 'VolumetricDivisor', width: 120, align: 'right' },
          {
            title: L('Accounts'),
            key: 'Accounts',
            render: (_, r) => r.Accounts.map((a) => `${a.AccountNo}${a.IsDefault ? ' ★' : ''}`).join(', '),
          },
          {
            title: L('IsDeactivate'),
            dataIndex: 'IsDeactivate',
            width: 100,
            render: (v: boolean) =>
              v ? <Tag>{L('deactivated')}</Tag> : <Tag color="green">{L('active')}</Tag>,
          },
          ...(canWrite
            ? [
                {
                  title: '',
                  key: 'actions',
                  width: 160,
                  render: (_: unknown, r: CourierRow) => (
                    <Space>
                      <Button size="small" onClick={() => open(r)} data-testid={`courier-edit-${r.Code}`}>
                        {L('edit')}
                      </Button>
                      {r.IsDeactivate ? (
                        <Button size="small" onClick={() => toggle.mutate(r)}>
                          {L('activate')}
                        </Button>
                      ) : (
                        <Popconfirm title={L('confirmDeactivate')} onConfirm={() => toggle.mutate(r)}>
                          <Button size="small" danger>
                            {L('deactivate')}
                          </Button>
                        </Popconfirm>
                      )}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? L('add') : L('edit')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        width={720}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate({ ...EMPTY, ...v })}>
          <Space wrap>
            <Form.Item name="Code" label={L('Code')} rules={[{ required: true }]}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="Name" label={L('Name')} rules={[{ required: true }]}>
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item name="NameEn" label={L('NameEn')}>
              <Input maxLength={60} />
            </Form.Item>
          </Space>
          <Form.Item name="TrackingUrl" label={L('TrackingUrl')}>
            <Input maxLength={300} />
          </Form.Item>
          <Space wrap>
            <Form.Item
              name="VolumetricDivisor"
              label={L('VolumetricDivisor')}
              extra={L('divisorHint')}
              rules={[
                {
                  validator: (_, v) =>
                    isVolumetricDivisor(v)
                      ? Promise.resolve()
                      : Promise.reject(
                          new Error(
                            L('divisorInvalid', {
                              min: VOLUMETRIC_DIVISOR_MIN,
                              max: VOLUMETRIC_DIVISOR_MAX,
                            }),
                          ),
                        ),
                },
              ]}
            >
              <InputNumber data-testid="courier-divisor" style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="Sort" label={L('Sort')}>
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
          </Space>
          <Form.List name="Accounts">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="start" wrap>
                    <Form.Item name={[f.name, 'AccountNo']} label={L('AccountNo')}>
                      <Input maxLength={60} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'AccountName']} label={L('AccountName')}>
                      <Input maxLength={100} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'Remark']} label={L('Remark')}>
                      <Input maxLength={200} data-testid={`courier-account-${f.name}-Remark`} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'IsDefault']} label={L('IsDefault')} valuePropName="checked">
                      <Checkbox />
                    </Form.Item>
                    <Form.Item label=" ">
                      <Button onClick={() => remove(f.name)}>×</Button>
                    </Form.Item>
                  </Space>
                ))}
                <Button onClick={() => add({ AccountNo: '', AccountName: '', IsDefault: false, Remark: '' })}>
                  {L('addAccount')}
                </Button>
              </>
            )}
          </Form.List>
        </Form>
      </Modal>
    </Card>
  );
}
