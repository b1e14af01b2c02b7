import './i18n';
import { BRAND_ALIAS_MAX, brandResource } from '@partdesk/shared/product/brand-resource';
import { useQueryClient } from '@tanstack/react-query';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ResourceForm, resourceApi, type Row } from '../../kit';
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

/** The brand's detail in the drawer: these fields, then its aliases as tags. */
export const BRAND_DETAIL_FIELDS = [
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

export function useBrandAliasItems() {
  const { t } = useTranslation('productUi');
  return (brand: BrandRecord) => [
    { key: 'Aliases', label: t('brand.aliases'), children: brand.Aliases.map((a) => <Tag key={a}>{a}</Tag>) },
  ];
}

/** The brand form: the definition's fields and the aliases (tags); a save also reloads the brand picker. */
export function BrandForm({
  record,
  onDone,
}: {
  record?: BrandRecord;
  onDone: (saved: BrandRecord) => void;
}) {
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
        void qc.invalidateQueries({ queryKey: BRAND_OPTIONS_KEY });
        onDone(saved as BrandRecord);
      }}
    />
  );
}
