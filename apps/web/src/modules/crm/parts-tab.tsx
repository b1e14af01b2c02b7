import './i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { ApiError } from '../../core/http';
import { confirmAction, EmptyState, ErrorState, successPrompt } from '../../kit';
import { crmApi, crmKeys, type CustomerPart } from './crm-api';

const INPUTS = [
  { name: 'CustomerPn', max: 64, required: true },
  { name: 'Mpn', max: 64, required: true },
  { name: 'Brand', max: 64 },
  { name: 'Description', max: 300 },
  { name: 'Remark', max: 300 },
] as const;

function PartDialog({
  customerId,
  part,
  onClose,
}: {
  customerId: number;
  part: CustomerPart | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('crmUi');
  const { t: tk } = useTranslation('kit');
  const qc = useQueryClient();
  const [form] = Form.useForm<Record<string, string>>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const v = form.getFieldsValue(true) as Record<string, string | undefined>;
    const body = Object.fromEntries(INPUTS.map((i) => [i.name, (v[i.name] ?? '').trim()]));
    const missing = INPUTS.filter((i) => 'required' in i && !body[i.name]);
    form.setFields(
      INPUTS.map((i) => ({
        name: i.name,
        errors: missing.includes(i) ? [tk('form.required', { label: t(`part.${i.name}`) })] : [],
      })),
    );
    if (missing.length) return;
    setBusy(true);
    try {
      if (part) await crmApi.updatePart(part.Id, body);
      else await crmApi.addPart(customerId, body);
      successPrompt('saved');
      await qc.invalidateQueries({ queryKey: crmKeys.parts(customerId) });
      onClose();
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      if (e?.code === -100) return;
      // A duplicate PN (409) or a field the server names shows on that input.
      const field = e?.field ?? (e?.code === 409 ? 'CustomerPn' : null);
      if (field && INPUTS.some((i) => i.name === field))
        form.setFields([{ name: field, errors: [e?.message ?? ''] }]);
      else toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={part ? t('part.editTitle', { pn: part.CustomerPn }) : t('part.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'part-save' } as never}
      destroyOnHidden
    >
      <Form form={form} name="part" layout="vertical" initialValues={part ?? {}}>
        {INPUTS.map((i) => (
          <Form.Item key={i.name} name={i.name} label={t(`part.${i.name}`)} required={'required' in i}>
            <Input maxLength={i.max} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

/** The customer's own part numbers (their PN ↔ MPN, matched to a product part when known). */
export function PartsTab({ customerId, canEdit }: { customerId: number; canEdit: boolean }) {
  const { t } = useTranslation('crmUi');
  const qc = useQueryClient();
  const [editing, setEditing] = useState<CustomerPart | 'new' | null>(null);
  const q = useQuery({ queryKey: crmKeys.parts(customerId), queryFn: () => crmApi.parts(customerId) });

  const remove = async (p: CustomerPart) => {
    if (!(await confirmAction({ content: t('part.confirmDelete', { pn: p.CustomerPn }), danger: true })))
      return;
    try {
      await crmApi.deletePart(p.Id);
      successPrompt('deleted');
      await qc.invalidateQueries({ queryKey: crmKeys.parts(customerId) });
    } catch {
      // the API client showed the server's message
    }
  };

  if (q.isError) return <ErrorState message={(q.error as Error).message} onRetry={() => void q.refetch()} />;
  const text = (name: string) => ({ key: name, dataIndex: name, title: t(`part.${name}`) });
  return (
    <div data-testid="customer-parts-tab">
      {canEdit && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 12 }}
          onClick={() => setEditing('new')}
          data-testid="part-add"
        >
          {t('part.add')}
        </Button>
      )}
      <Table<CustomerPart>
        rowKey="Id"
        size="small"
        loading={q.isLoading}
        dataSource={q.data?.Records ?? []}
        pagination={false}
        locale={{ emptyText: q.isLoading ? ' ' : <EmptyState description={t('part.empty')} /> }}
        columns={[
          text('CustomerPn'),
          text('Mpn'),
          text('Brand'),
          text('Description'),
          {
            key: 'Matched',
            title: t('part.Matched'),
            render: (_: unknown, p: CustomerPart) =>
              p.PartId ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>,
          },
          ...(canEdit
            ? [
                {
                  key: '__actions',
                  title: t('common.edit'),
                  render: (_: unknown, p: CustomerPart) => (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => setEditing(p)}>
                        {t('common.edit')}
                      </Button>
                      <Button type="link" size="small" danger onClick={() => void remove(p)}>
                        {t('common.delete')}
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing !== null && (
        <PartDialog
          customerId={customerId}
          part={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
