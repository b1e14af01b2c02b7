import './i18n';
import { partResource } from '@partdesk/shared/product/part-resource';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ResourceForm, resourceApi, type Row } from '../../kit';
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

/** The part's detail in the drawer. */
export const PART_DETAIL_FIELDS = [
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

/** The part form: the definition's fields and the brand (required, picked by name or alias). */
export function PartForm({ record, onDone }: { record?: PartRecord; onDone: (saved: PartRecord) => void }) {
  const { t } = useTranslation('productUi');
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
      onSaved={(saved) => onDone(saved as PartRecord)}
    />
  );
}
