import './i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { PART_PERMITS, PART_STATUS, partResource } from '@partdesk/shared/product/part-resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useMay } from '../../core/use-may';
import {
  ActionButton,
  defActions,
  ErrorState,
  LoadingState,
  ResourceDetail,
  ResourceForm,
  ResourceListPage,
  resourceApi,
  resourceQueryKey,
  type Row,
  usePermittedActions,
} from '../../kit';
import { useBrandOptions } from './product-api';

export interface PartRecord extends Row {
  Id: number;
  Mpn: string;
  BrandId: number;
  BrandName: string;
  Status: number;
  Version: number;
}

const brandSchema = z.object({
  BrandId: z
    .number({ error: 'kit.form.selectRequired' })
    .int()
    .positive({ error: 'kit.form.selectRequired' }),
});
const DETAIL_FIELDS = [
  'Mpn',
  'BrandName',
  'Package',
  'CategoryCode',
  'Description',
  'Msl',
  'Rohs',
  'Lifecycle',
  'Status',
  'Remark',
  'UpdatedAt',
];

/** The brand picker of the part form: every brand, searchable by name or alias. */
export function BrandSelect(props: { value?: number; onChange?: (v: number) => void; id?: string }) {
  const { t } = useTranslation('kit');
  const brands = useBrandOptions();
  const options = useMemo(
    () =>
      (brands.data ?? []).map((b) => ({
        value: b.Id,
        label: b.Name,
        search: [b.Name, ...b.Aliases].join(' ').toLowerCase(),
      })),
    [brands.data],
  );
  return (
    <Select
      {...props}
      showSearch={{
        filterOption: (input, o) =>
          String((o as { search?: string })?.search ?? '').includes(input.toLowerCase()),
      }}
      loading={brands.isLoading}
      options={options}
      placeholder={t('filter.select')}
      data-testid="part-brand"
    />
  );
}

function PartForm({ record, onDone }: { record?: PartRecord; onDone: (saved: PartRecord) => void }) {
  const { t } = useTranslation('productUi');
  const qc = useQueryClient();
  return (
    <ResourceForm
      def={partResource}
      mode={record ? 'edit' : 'create'}
      initialValues={record ?? { Rohs: true }}
      extraSchema={brandSchema}
      extraLabels={{ BrandId: t('part.brand') }}
      extraItems={
        <Form.Item name="BrandId" label={t('part.brand')} required>
          <BrandSelect />
        </Form.Item>
      }
      onSubmit={(values) =>
        record
          ? resourceApi.update<PartRecord>(partResource, record.Id, { ...values, Version: record.Version })
          : resourceApi.create<PartRecord>(partResource, values)
      }
      onSaved={(saved) => {
        void qc.invalidateQueries({ queryKey: resourceQueryKey(partResource) });
        onDone(saved as PartRecord);
      }}
    />
  );
}

/** One part in the drawer: its detail with edit and enable/disable (by permit), or the edit form. */
function PartPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t: tk } = useTranslation('kit');
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const key = [...resourceQueryKey(partResource), 'detail', id];
  const q = useQuery({ queryKey: key, queryFn: () => resourceApi.detail<PartRecord>(partResource, id) });
  const actions = usePermittedActions(defActions(partResource));
  const canEdit = useMay()(PART_PERMITS.update);
  if (q.isLoading) return <LoadingState />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const part = q.data;
  if (editing)
    return (
      <PartForm
        record={part}
        onDone={(saved) => {
          qc.setQueryData(key, saved);
          setEditing(false);
        }}
      />
    );
  const status = actions.find((a) => a.key === (part.Status === PART_STATUS.active ? 'disable' : 'enable'));
  return (
    <ResourceDetail
      def={partResource}
      record={part}
      fields={DETAIL_FIELDS}
      extra={
        <Space wrap>
          {canEdit && (
            <Button type="primary" onClick={() => setEditing(true)} data-testid="part-edit">
              {tk('form.edit')}
            </Button>
          )}
          {status && (
            <ActionButton
              action={status}
              rows={[part]}
              after={() => {
                void q.refetch();
                void qc.invalidateQueries({ queryKey: resourceQueryKey(partResource) });
              }}
            />
          )}
          <Button onClick={onClose}>{tk('form.back')}</Button>
        </Space>
      }
    />
  );
}

/** /product/product-information: the parts master on the resource kit, a drawer for one part or a new one. */
export default function PartListPage() {
  const { t } = useTranslation('productUi');
  const { t: tk } = useTranslation('kit');
  const [open, setOpen] = useState<{ id?: number } | null>(null);
  const canCreate = useMay()(PART_PERMITS.create);
  return (
    <>
      <ResourceListPage
        def={partResource}
        testId="part-list"
        toolbar={
          canCreate ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setOpen({})}
              data-testid="part-create"
            >
              {t('part.add')}
            </Button>
          ) : null
        }
        rowActions={(row) => (
          <Button
            type="link"
            size="small"
            data-testid="part-view"
            onClick={() => setOpen({ id: Number(row.Id) })}
          >
            {tk('list.view')}
          </Button>
        )}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        width={640}
        destroyOnHidden
        title={open?.id ? t('part.detail') : t('part.add')}
      >
        {open?.id ? (
          <PartPanel id={open.id} onClose={() => setOpen(null)} />
        ) : open ? (
          <PartForm onDone={(saved) => setOpen({ id: saved.Id })} />
        ) : null}
      </Drawer>
    </>
  );
}
