import '../i18n';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { MAX_ATTACHMENTS } from '@partdesk/shared/access/client-lookups';
import type { FieldDef } from '@partdesk/shared/resource/define';
import type { FieldKind } from '@partdesk/shared/resource/field-kinds';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Upload, { type UploadFile } from 'antd/es/upload';
import dayjs from 'dayjs';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldOptions } from './options';

/**
 * Create/edit inputs by kind. Values are in wire shape (what formSchemaOf validates): decimals as
 * strings (InputNumber in string mode — never a float), integers and ids as numbers, dates
 * `YYYY-MM-DD`, datetimes ISO, attachments the antd file list (the screen uploads them after saving).
 */
export interface FormInputProps {
  field: FieldDef;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
}

function TextInput({ field, value, onChange, id, disabled }: FormInputProps) {
  const { t } = useTranslation('kit');
  const max = field.kind === 'text' ? field.max : undefined;
  const common = {
    id,
    disabled,
    maxLength: max,
    placeholder: t('filter.placeholder'),
    value: (value as string | undefined) ?? '',
  };
  if (field.kind === 'text' && field.multiline)
    return <Input.TextArea {...common} rows={3} onChange={(e) => onChange?.(e.target.value)} />;
  return <Input {...common} onChange={(e) => onChange?.(e.target.value)} />;
}

function DecimalInput({ field, value, onChange, id, disabled }: FormInputProps) {
  const scale =
    field.kind === 'money'
      ? (field.scale ?? 2)
      : field.kind === 'number' || field.kind === 'percent'
        ? field.scale
        : undefined;
  if (field.integer) {
    return (
      <InputNumber
        id={id}
        disabled={disabled}
        style={{ width: '100%' }}
        precision={0}
        value={value as number | undefined}
        onChange={(v) => onChange?.(v ?? undefined)}
      />
    );
  }
  return (
    <InputNumber<string>
      id={id}
      disabled={disabled}
      style={{ width: '100%' }}
      stringMode
      precision={scale}
      suffix={field.kind === 'percent' ? '%' : undefined}
      value={(value as string | undefined) ?? null}
      onChange={(v) => onChange?.(v ?? undefined)}
    />
  );
}

function DateInput({ field, value, onChange, id, disabled }: FormInputProps) {
  const withTime = field.kind === 'datetime';
  const v = value as string | undefined;
  return (
    <DatePicker
      id={id}
      disabled={disabled}
      style={{ width: '100%' }}
      showTime={withTime}
      value={v ? dayjs(v) : null}
      onChange={(d) => onChange?.(d ? (withTime ? d.toISOString() : d.format('YYYY-MM-DD')) : undefined)}
    />
  );
}

function PickInput({ field, value, onChange, id, disabled }: FormInputProps) {
  const { t } = useTranslation('kit');
  const { options, loading } = useFieldOptions(field);
  return (
    <Select
      id={id}
      disabled={disabled}
      allowClear={!field.required}
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      placeholder={t('filter.select')}
      options={options}
      value={(value as never) ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
    />
  );
}

function BooleanInput({ value, onChange, id, disabled }: FormInputProps) {
  return <Switch id={id} disabled={disabled} checked={value === true} onChange={(v) => onChange?.(v)} />;
}

function AttachmentInput({ value, onChange, id, disabled }: FormInputProps) {
  const { t } = useTranslation('kit');
  const files = (value as UploadFile[] | undefined) ?? [];
  return (
    <Upload
      id={id}
      disabled={disabled}
      multiple
      maxCount={MAX_ATTACHMENTS}
      fileList={files}
      beforeUpload={() => false}
      onChange={({ fileList }) => onChange?.(fileList.slice(0, MAX_ATTACHMENTS))}
    >
      <Button icon={<UploadOutlined />} disabled={disabled || files.length >= MAX_ATTACHMENTS}>
        {t('form.upload')}
      </Button>
    </Upload>
  );
}

/** Form inputs by kind (exhaustive: a new kind does not compile until it has an input). */
export const FORM_INPUTS = {
  text: TextInput,
  number: DecimalInput,
  money: DecimalInput,
  percent: DecimalInput,
  date: DateInput,
  datetime: DateInput,
  enum: PickInput,
  dict: PickInput,
  boolean: BooleanInput,
  lookup: PickInput,
  user: PickInput,
  attachment: AttachmentInput,
} satisfies Record<FieldKind, ComponentType<FormInputProps>>;

export function FormInput(props: FormInputProps) {
  const C = FORM_INPUTS[props.field.kind];
  return <C {...props} />;
}
