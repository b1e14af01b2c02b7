import {
  FORWARDER_TYPES,
  type ForwarderRow,
  isHandoverTime,
} from '@partdesk/shared/logistics/forwarder/forwarder.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '../../../core/http';
import { useTenants } from '../../../core/lookups';
import { useMay } from '../../../core/use-may';
import { LoadingState } from '../../../kit';

const URL = '/merchant/logistics/forwarding';
type FormValues = Omit<ForwarderRow, 'Id' | 'IsDeactivate'>;
const EMPTY: Omit<FormValues, 'TenantId'> = {
  Type: 5,
  Name: '',
  NameEn: '',
  Contact: '',
  Phone: '',
  Address: '',
  HandoverWarehouse: '',
  HandoverTime: '',
  Remark: '',
  Sort: 0,
};

/**
 * /finance/finance-setup/workdocking (decision 0059): the forwarders of each company with their hand-over
 * details (contact, phone, address, hand-over warehouse and cut-off, remark); add, edit, deactivate /
 * activate. The server's refusal shows under the field it names.
 */
export default function ForwarderPage() {
  const { t } = useTranslation('resources');
  const L = (k: string) => t(`forwarder.${k}`);
  const may = useMay();
  const canWrite = may(`POST ${URL.slice(1)}`);
  const client = useQueryClient();
  const tenants = useTenants();
  const [form] = Form.useForm<FormValues>();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const list = useQuery({
    queryKey: ['logistics', 'forwarding'],
    queryFn: () => http.get<{ Records: ForwarderRow[] }>(URL),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['logistics', 'forwarding'] });
  const save = useMutation({
    mutationFn: (v: FormValues) =>
      editing === 'new'
        ? http.post<ForwarderRow>(URL, v, { silent: true })
        : http.put<ForwarderRow>(`${URL}/${editing}`, v, { silent: true }),
    onSuccess: async () => {
      setEditing(null);
      await refresh();
    },
    onError: (e: Error) => {
      const field = (e instanceof ApiError ? e.field : null) ?? 'Name';
      form.setFields([{ name: field as never, errors: [e.message] }]);
    },
  });
  const toggle = useMutation({
    mutationFn: (r: ForwarderRow) =>
      http.put(`${URL}/${r.Id}/${r.IsDeactivate ? 'activate' : 'deactivate'}`, {}),
    onSuccess: refresh,
  });
  const tenantName = (id: number) => tenants.data?.find((x) => x.Id === id)?.Name ?? String(id);
  const typeOptions = FORWARDER_TYPES.map((v) => ({ value: v, label: L(`type${v}`) }));
  const open = (r: ForwarderRow | null) => {
    form.resetFields();
    form.setFieldsValue(r ? { ...EMPTY, ...r } : { ...EMPTY, TenantId: tenants.data?.[0]?.Id });
    setEditing(r ? r.Id : 'new');
  };
  if (list.isLoading) return <LoadingState />;
  const text = (name: keyof FormValues, max: number, wide = false) => (
    <Form.Item name={name} label={L(name)} style={wide ? { width: '100%' } : undefined}>
      <Input maxLength={max} data-testid={`forwarder-${name}`} />
    </Form.Item>
  );
  return (
    <Card
      title={L('title')}
      extra={
        canWrite && (
          <Button type="primary" onClick={() => open(null)} data-testid="forwarder-add">
            {L('add')}
          </Button>
        )
      }
    >
      <Table<ForwarderRow>
        size="small"
        rowKey="Id"
        pagination={false}
        dataSource={list.data?.Records ?? []}
        columns={[
          { title: L('TenantId'), dataIndex: 'TenantId', render: (v: number) => tenantName(v) },
          { title: L('Type'), dataIndex: 'Type', width: 100, render: (v: number) => L(`type${v}`) },
          { title: L('Name'), dataIndex: 'Name' },
          { title: L('Contact'), dataIndex: 'Contact' },
          { title: L('Phone'), dataIndex: 'Phone' },
          { title: L('Address'), dataIndex: 'Address' },
          { title: L('HandoverWarehouse'), dataIndex: 'HandoverWarehouse' },
          { title: L('HandoverTime'), dataIndex: 'HandoverTime', width: 90 },
          { title: L('Remark'), dataIndex: 'Remark' },
          {
            title: L('IsDeactivate'),
            dataIndex: 'IsDeactivate',
            width: 90,
            render: (v: boolean) =>
              v ? <Tag>{L('deactivated')}</Tag> : <Tag color="green">{L('active')}</Tag>,
          },
          ...(canWrite
            ? [
                {
                  title: L('actions'),
                  key: 'actions',
                  width: 150,
                  render: (_: unknown, r: ForwarderRow) => (
                    <Space>
                      <Button size="small" onClick={() => open(r)} data-testid={`forwarder-edit-${r.Id}`}>
                        {L('edit')}
                      </Button>
                      <Button
                        size="small"
                        danger={!r.IsDeactivate}
                        onClick={() => toggle.mutate(r)}
                        data-testid={`forwarder-toggle-${r.Id}`}
                      >
                        {L(r.IsDeactivate ? 'activate' : 'deactivate')}
                      </Button>
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
            <Form.Item name="TenantId" label={L('TenantId')} rules={[{ required: true }]}>
              <Select
                style={{ width: 200 }}
                options={(tenants.data ?? []).map((x) => ({ value: x.Id, label: x.Name }))}
              />
            </Form.Item>
            <Form.Item name="Type" label={L('Type')}>
              <Select style={{ width: 160 }} options={typeOptions} />
            </Form.Item>
            <Form.Item name="Sort" label={L('Sort')}>
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
          </Space>
          <Space wrap>
            {text('Name', 100)}
            {text('NameEn', 100)}
            {text('Contact', 60)}
            {text('Phone', 40)}
          </Space>
          {text('Address', 300, true)}
          <Space wrap>
            {text('HandoverWarehouse', 100)}
            <Form.Item
              name="HandoverTime"
              label={L('HandoverTime')}
              rules={[
                {
                  validator: (_, v) =>
                    isHandoverTime(v ?? '')
                      ? Promise.resolve()
                      : Promise.reject(new Error(L('handoverTimeInvalid'))),
                },
              ]}
            >
              <Input maxLength={5} placeholder="17:30" data-testid="forwarder-HandoverTime" />
            </Form.Item>
          </Space>
          {text('Remark', 300, true)}
        </Form>
      </Modal>
    </Card>
  );
}
