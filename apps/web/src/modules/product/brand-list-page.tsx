import './i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { BRAND_ALIAS_MAX, BRAND_PERMITS, brandResource } from '@partdesk/shared/product/brand-resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useMay } from '../../core/use-may';
import {
  ErrorState,
  LoadingState,
  ResourceDetail,
  ResourceForm,
  ResourceListPage,
  resourceApi,
  resourceQueryKey,
  type Row,
} from '../../kit';
import { BRAND_OPTIONS_KEY } from './product-api';

export interface BrandRecord extends Row {
  Id: number;
  Name: string;
  Aliases: string[];
  IsProxy: boolean;
  Version: number;
}

const aliasSchema = z.object({
  Aliases: z
    .array(z.string().trim().max(BRAND_ALIAS_MAX.length, { error: 'kit.form.tooLong' }))
    .max(BRAND_ALIAS_MAX.count, { error: 'kit.form.tooMany' })
    .default([]),
});
const DETAIL_FIELDS = [
  'Name',
  'FullName',
  'NameCn',
  'CountryCode',
  'Website',
  'IsProxy',
  'Status',
  'Sort',
  'Remark',
];

function BrandForm({ record, onDone }: { record?: BrandRecord; onDone: (saved: BrandRecord) => void }) {
  const { t } = useTranslation('productUi');
  const qc = useQueryClient();
  return (
    <ResourceForm
      def={brandResource}
      mode={record ? 'edit' : 'create'}
      initialValues={record ?? { Aliases: [], IsProxy: false, Status: 1 }}
      extraSchema={aliasSchema}
      extraLabels={{ Aliases: t('brand.aliases') }}
      extraItems={
        <Form.Item name="Aliases" label={t('brand.aliases')} extra={t('brand.aliasesHelp')}>
          <Select mode="tags" open={false} tokenSeparators={[',', '，', ';']} data-testid="brand-aliases" />
        </Form.Item>
      }
      onSubmit={(values) =>
        record
          ? resourceApi.update<BrandRecord>(brandResource, record.Id, { ...values, Version: record.Version })
          : resourceApi.create<BrandRecord>(brandResource, values)
      }
      onSaved={(saved) => {
        void qc.invalidateQueries({ queryKey: resourceQueryKey(brandResource) });
        void qc.invalidateQueries({ queryKey: BRAND_OPTIONS_KEY });
        onDone(saved as BrandRecord);
      }}
    />
  );
}

function BrandPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('productUi');
  const { t: tk } = useTranslation('kit');
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const key = [...resourceQueryKey(brandResource), 'detail', id];
  const q = useQuery({ queryKey: key, queryFn: () => resourceApi.detail<BrandRecord>(brandResource, id) });
  const canEdit = useMay()(BRAND_PERMITS.update);
  if (q.isLoading) return <LoadingState />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const brand = q.data;
  if (editing)
    return (
      <BrandForm
        record={brand}
        onDone={(saved) => {
          qc.setQueryData(key, saved);
          setEditing(false);
        }}
      />
    );
  return (
    <ResourceDetail
      def={brandResource}
      record={brand}
      fields={DETAIL_FIELDS}
      extraItems={[
        {
          key: 'Aliases',
          label: t('brand.aliases'),
          children: brand.Aliases.map((a) => <Tag key={a}>{a}</Tag>),
        },
      ]}
      extra={
        <Space wrap>
          {canEdit && (
            <Button type="primary" onClick={() => setEditing(true)} data-testid="brand-edit">
              {tk('form.edit')}
            </Button>
          )}
          <Button onClick={onClose}>{tk('form.back')}</Button>
        </Space>
      }
    />
  );
}

/** /product/brand-manage: brands on the resource kit; a drawer shows one brand with its aliases, or a new one. */
export default function BrandListPage() {
  const { t } = useTranslation('productUi');
  const { t: tk } = useTranslation('kit');
  const [open, setOpen] = useState<{ id?: number } | null>(null);
  const canCreate = useMay()(BRAND_PERMITS.create);
  return (
    <>
      <ResourceListPage
        def={brandResource}
        testId="brand-list"
        toolbar={
          canCreate ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setOpen({})}
              data-testid="brand-create"
            >
              {t('brand.add')}
            </Button>
          ) : null
        }
        rowActions={(row) => (
          <Button
            type="link"
            size="small"
            data-testid="brand-view"
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
        title={open?.id ? t('brand.detail') : t('brand.add')}
      >
        {open?.id ? (
          <BrandPanel id={open.id} onClose={() => setOpen(null)} />
        ) : open ? (
          <BrandForm onDone={(saved) => setOpen({ id: saved.Id })} />
        ) : null}
      </Drawer>
    </>
  );
}
