import '../i18n';
import { commonFilterNames, filterFields, type ResourceDef } from '@partdesk/shared/resource/define';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { label } from '../../core/i18n';
import { FILTER_INPUTS, FilterInput } from '../kinds/filter-inputs';
import type { FilterValues } from './list-state';

/**
 * The filter form of a list: one input per `filter` field (by kind and operator), search and reset. The
 * common filters (fields marked `common`, else the first `commonFilters`, default 4) show up front; the
 * rest behind "more filters" (antd's expand/collapse idiom), opened by itself when one of them is set.
 */
export function FilterForm({
  def,
  values,
  onSearch,
  hidden,
}: {
  def: ResourceDef;
  values: FilterValues;
  onSearch: (values: FilterValues) => void;
  /** Filters not offered (a screen's fixed filters). */
  hidden?: readonly string[];
}) {
  const { t } = useTranslation('kit');
  const { t: tr } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const fields = filterFields(def).filter((f) => FILTER_INPUTS[f.kind] !== null && !hidden?.includes(f.name));
  const common = new Set(commonFilterNames(def, fields));
  const hasMore = fields.length > common.size;
  const moreSet = fields.some((f) => !common.has(f.name) && !isEmpty(values[f.name]));
  const [expanded, setExpanded] = useState(false);
  const open = expanded || moreSet;
  const key = JSON.stringify(values);
  // The URL is the source of truth: a back/forward or a reload puts its filters in the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `values`
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values);
  }, [key, form]);
  if (!fields.length) return null;

  return (
    <Form
      form={form}
      layout="inline"
      className="pd-kit-filters"
      data-testid="kit-filters"
      initialValues={values}
      onFinish={(v) => onSearch(v)}
    >
      {fields.map((f) => (
        <Form.Item
          key={f.name}
          name={f.name}
          label={tr(label(f.label))}
          className="pd-kit-filter"
          hidden={!open && !common.has(f.name)}
        >
          <FilterInput field={f} />
        </Form.Item>
      ))}
      <Form.Item>
        <Button type="primary" htmlType="submit" data-testid="kit-search">
          {t('list.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          data-testid="kit-reset"
          onClick={() => {
            form.resetFields();
            for (const f of fields) form.setFieldValue(f.name, undefined);
            onSearch({});
          }}
        >
          {t('list.reset')}
        </Button>
      </Form.Item>
      {hasMore && (
        <Form.Item>
          <Button
            type="link"
            data-testid="kit-more-filters"
            aria-expanded={open}
            disabled={moreSet}
            onClick={() => setExpanded(!expanded)}
          >
            {open ? t('list.fewerFilters') : t('list.moreFilters')} {open ? '▴' : '▾'}
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => x === '' || x == null));
