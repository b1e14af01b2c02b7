import '../i18n';
import type { FieldDef } from '@partdesk/shared/resource/define';
import type { FieldKind, FilterOp } from '@partdesk/shared/resource/field-kinds';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import dayjs, { type Dayjs } from 'dayjs';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldOptions } from './options';

/**
 * Filter inputs by kind. Values stay in wire shape, so the filter form's values go to the URL and to
 * the server as they are: text and decimals as strings, ids as numbers, `in` as arrays, booleans as
 * 'true'/'false', ranges as `[start, end]` (mapped to `<Name>Start`/`<Name>End` by buildFilters).
 */
export interface FilterInputProps {
  field: FieldDef;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

const DATE = 'YYYY-MM-DD';

/** Spec §9 date presets: this month, yesterday, last 30 days, previous month. */
export function datePresets(now: Dayjs = dayjs()) {
  const yesterday = now.subtract(1, 'day');
  const prev = now.subtract(1, 'month');
  return {
    thisMonth: [now.startOf('month'), now.endOf('month')],
    yesterday: [yesterday.startOf('day'), yesterday.endOf('day')],
    last30Days: [now.subtract(29, 'day').startOf('day'), now.endOf('day')],
    previousMonth: [prev.startOf('month'), prev.endOf('month')],
  } as const satisfies Record<string, readonly [Dayjs, Dayjs]>;
}

function TextFilter({ field, value, onChange, id }: FilterInputProps) {
  const { t } = useTranslation('kit');
  if (field.filter === 'in') {
    return (
      <Select
        id={id}
        mode="tags"
        allowClear
        tokenSeparators={[',']}
        placeholder={t('filter.placeholder')}
        value={(value as string[] | undefined) ?? []}
        onChange={(v) => onChange?.(v)}
        open={false}
      />
    );
  }
  return (
    <Input
      id={id}
      allowClear
      placeholder={t('filter.placeholder')}
      value={(value as string | undefined) ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

function NumberRange({ value, onChange, id }: FilterInputProps) {
  const { t } = useTranslation('kit');
  const [min = '', max = ''] = (value as [string?, string?] | undefined) ?? [];
  return (
    <Space.Compact block>
      <Input
        id={id}
        inputMode="decimal"
        placeholder={t('filter.min')}
        value={min}
        onChange={(e) => onChange?.([e.target.value, max])}
      />
      <Input
        inputMode="decimal"
        placeholder={t('filter.max')}
        value={max}
        onChange={(e) => onChange?.([min, e.target.value])}
      />
    </Space.Compact>
  );
}

function NumberFilter(props: FilterInputProps) {
  if (props.field.filter === 'range') return <NumberRange {...props} />;
  if (props.field.filter === 'in') return <TextFilter {...props} />;
  return <TextFilter {...props} />;
}

function DateRange({ value, onChange, id }: FilterInputProps) {
  const { t } = useTranslation('kit');
  const [start, end] = (value as [string?, string?] | undefined) ?? [];
  const presets = datePresets();
  return (
    <DatePicker.RangePicker
      id={id}
      style={{ width: '100%' }}
      allowEmpty={[true, true]}
      placeholder={[t('filter.start'), t('filter.end')]}
      value={[start ? dayjs(start) : null, end ? dayjs(end) : null]}
      presets={(Object.keys(presets) as (keyof typeof presets)[]).map((k) => ({
        label: t(`filter.presets.${k}`),
        value: [presets[k][0], presets[k][1]],
      }))}
      onChange={(range) => {
        const [a, b] = range ?? [];
        onChange?.(a || b ? [a ? a.format(DATE) : '', b ? b.format(DATE) : ''] : undefined);
      }}
    />
  );
}

function DateFilter(props: FilterInputProps) {
  const { t } = useTranslation('kit');
  if (props.field.filter === 'range') return <DateRange {...props} />;
  const v = props.value as string | undefined;
  return (
    <DatePicker
      id={props.id}
      style={{ width: '100%' }}
      placeholder={t('filter.select')}
      value={v ? dayjs(v) : null}
      onChange={(d) => props.onChange?.(d ? d.format(DATE) : undefined)}
    />
  );
}

/**
 * A select wide enough for its longest option (a CJK character counts double), 160–320 px: a multiple
 * select no longer shrinks to its cut placeholder (#20 item 12).
 */
export function selectWidth(options: readonly { label?: unknown }[] | undefined): number {
  const longest = Math.max(
    0,
    ...(options ?? []).map((o) =>
      [...String(o.label ?? '')].reduce((n, ch) => n + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0),
    ),
  );
  return Math.min(320, Math.max(160, longest * 7 + 56));
}

/** enum, dict, lookup, user: a Select; `in` makes it multiple. */
function PickFilter({ field, value, onChange, id }: FilterInputProps) {
  const { t } = useTranslation('kit');
  const { options, loading } = useFieldOptions(field);
  const multiple = field.filter === 'in';
  return (
    <Select
      id={id}
      style={{ width: selectWidth(options) }}
      maxTagCount="responsive"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      mode={multiple ? 'multiple' : undefined}
      loading={loading}
      placeholder={t('filter.select')}
      options={options}
      value={(value as never) ?? (multiple ? [] : undefined)}
      onChange={(v) => onChange?.(v)}
    />
  );
}

function BooleanFilter(props: FilterInputProps) {
  return <PickFilter {...props} />;
}

/** Filter inputs by kind (exhaustive); `null`: the kind cannot be filtered. */
export const FILTER_INPUTS = {
  text: TextFilter,
  number: NumberFilter,
  money: NumberFilter,
  percent: NumberFilter,
  date: DateFilter,
  datetime: DateFilter,
  enum: PickFilter,
  dict: PickFilter,
  boolean: BooleanFilter,
  lookup: PickFilter,
  user: PickFilter,
  attachment: null,
} satisfies Record<FieldKind, ComponentType<FilterInputProps> | null>;

/** Operators whose form value is a `[start, end]` pair. */
export const isRangeOp = (op: FilterOp | undefined) => op === 'range';

export function FilterInput(props: FilterInputProps) {
  const Input_ = FILTER_INPUTS[props.field.kind];
  return Input_ ? <Input_ {...props} /> : null;
}
