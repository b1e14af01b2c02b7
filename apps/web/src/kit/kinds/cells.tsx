import '../i18n';
import type { FieldDef } from '@partdesk/shared/resource/define';
import type { FieldKind } from '@partdesk/shared/resource/field-kinds';
import Tag from 'antd/es/tag';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { label } from '../../core/i18n';
import { download } from '../download';
import {
  formatDate,
  formatDateTime,
  formatDecimal,
  formatMoney,
  formatPercent,
  isBlank,
  nameColumnOf,
} from './format';
import { optionLabel, useFieldOptions } from './options';

/** What a cell, or a detail value, of any kind receives. */
export interface ValueProps {
  field: FieldDef;
  value: unknown;
  row?: Record<string, unknown>;
}

const scaleOf = (f: FieldDef) =>
  f.kind === 'number' || f.kind === 'money' || f.kind === 'percent' ? f.scale : undefined;

function TextValue({ value }: ValueProps) {
  return <>{isBlank(value) ? '' : String(value)}</>;
}
function NumberValue({ field, value }: ValueProps) {
  return (
    <span className="pd-num">
      {field.integer ? (isBlank(value) ? '' : String(value)) : formatDecimal(value, scaleOf(field))}
    </span>
  );
}
function MoneyValue({ field, value }: ValueProps) {
  return <span className="pd-num">{formatMoney(value, scaleOf(field))}</span>;
}
function PercentValue({ field, value }: ValueProps) {
  return <span className="pd-num">{formatPercent(value, scaleOf(field))}</span>;
}
function DateValue({ value }: ValueProps) {
  return <>{formatDate(value)}</>;
}
function DateTimeValue({ value }: ValueProps) {
  return <>{formatDateTime(value)}</>;
}
function EnumValue({ field, value }: ValueProps) {
  const { t } = useTranslation();
  if (field.kind !== 'enum' || isBlank(value)) return null;
  const opt = field.options.find((o) => String(o.value) === String(value));
  if (!opt) return <Tag>{String(value)}</Tag>;
  return <Tag color={opt.color}>{t(label(opt.label))}</Tag>;
}
/** dict, lookup and user: the option's name, else the row's `<Name>Name` column, else the raw value. */
function PickedValue({ field, value, row }: ValueProps) {
  const { options } = useFieldOptions(field);
  if (isBlank(value)) return null;
  const values = Array.isArray(value) ? value : [value];
  const fallback = row?.[nameColumnOf(field.name)];
  const names = values.map(
    (v) =>
      optionLabel(options, v) ?? (values.length === 1 && !isBlank(fallback) ? String(fallback) : String(v)),
  );
  return <>{names.join(', ')}</>;
}
function BooleanValue({ value }: ValueProps) {
  const { t } = useTranslation('kit');
  if (isBlank(value)) return null;
  const yes = value === true || value === 1 || value === 'true' || value === '1';
  return <>{yes ? t('filter.yes') : t('filter.no')}</>;
}

export interface AttachmentRef {
  Id: number;
  FileName: string;
}
function AttachmentValue({ value }: ValueProps) {
  const files = (Array.isArray(value) ? value : []) as AttachmentRef[];
  if (!files.length) return null;
  const open = (f: AttachmentRef) =>
    void download('GET', `/merchant/document/attachment/${f.Id}`, undefined, f.FileName).catch((e: Error) =>
      toast.error(e.message),
    );
  return (
    <span className="pd-attachments">
      {files.map((f) => (
        <a
          key={f.Id}
          href={`#attachment-${f.Id}`}
          onClick={(e) => {
            e.preventDefault();
            open(f);
          }}
        >
          {f.FileName}
        </a>
      ))}
    </span>
  );
}

/** Table cells by kind (exhaustive: a new kind does not compile until it has a cell). */
export const CELLS = {
  text: TextValue,
  number: NumberValue,
  money: MoneyValue,
  percent: PercentValue,
  date: DateValue,
  datetime: DateTimeValue,
  enum: EnumValue,
  dict: PickedValue,
  boolean: BooleanValue,
  lookup: PickedValue,
  user: PickedValue,
  attachment: AttachmentValue,
} satisfies Record<FieldKind, ComponentType<ValueProps>>;

function MultilineText({ field, value }: ValueProps) {
  if (isBlank(value)) return null;
  return (
    <span style={field.kind === 'text' && field.multiline ? { whiteSpace: 'pre-wrap' } : undefined}>
      {String(value)}
    </span>
  );
}

/** Detail values by kind (exhaustive); the same renderers as cells except multi-line text. */
export const DETAIL_VALUES = {
  ...CELLS,
  text: MultilineText,
} satisfies Record<FieldKind, ComponentType<ValueProps>>;

export function FieldCell(props: ValueProps) {
  const Cell = CELLS[props.field.kind];
  return <Cell {...props} />;
}

export function FieldValue(props: ValueProps) {
  const Value = DETAIL_VALUES[props.field.kind];
  return <Value {...props} />;
}
