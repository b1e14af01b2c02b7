import '../i18n';
import { formFields, type ResourceDef } from '@partdesk/shared/resource/define';
import { formSchemaOf } from '@partdesk/shared/resource/form-schema';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toast } from '../../core/feedback';
import { ApiError } from '../../core/http';
import { label } from '../../core/i18n';
import { FormInput } from '../kinds/form-inputs';
import { successPrompt } from '../prompts';
import type { Row } from '../resource-api';
import { errorsByField } from './form-errors';

export interface ResourceFormProps {
  def: ResourceDef;
  mode: 'create' | 'edit';
  initialValues?: Row;
  /** A screen's further contract (a password on create, role ids…), checked with the definition's. */
  extraSchema?: z.ZodObject;
  /** Form items of the extra contract, rendered after the definition's fields. */
  extraItems?: ReactNode;
  /** Labels of the extra fields (for messages), by name. */
  extraLabels?: Record<string, string>;
  /** A screen's own input for a definition field (a picker…), by name, in place of its kind's input. */
  inputs?: Partial<Record<string, ReactNode>>;
  /** Sends the validated values (wire shape); an ApiError naming a field shows on that field. */
  onSubmit: (values: Row) => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  onCancel?: () => void;
  submitText?: ReactNode;
}

/**
 * The create/edit form of a definition: an input per `form` field by kind, validated by the zod
 * contract formSchemaOf(def, mode) (the same one the server's route can use) plus an optional extra
 * contract; the server's field errors (`Data.Field`) show on their field, others as a toast; success
 * says "保存成功".
 */
export function ResourceForm(props: ResourceFormProps) {
  const { def, mode, extraSchema } = props;
  const { t } = useTranslation();
  const { t: tk } = useTranslation('kit');
  const [form] = Form.useForm<Row>();
  const [busy, setBusy] = useState(false);
  const fields = formFields(def, mode);
  const schema = useMemo(() => {
    const base = formSchemaOf(def, mode);
    return extraSchema ? base.extend(extraSchema.shape) : base;
  }, [def, mode, extraSchema]);
  const names = new Set(Object.keys(schema.shape));
  const labelOf = (name: string) => {
    const f = def.fields.find((x) => x.name === name);
    return f ? t(label(f.label)) : (props.extraLabels?.[name] ?? name);
  };

  const setErrors = (errors: Record<string, string>) => {
    const all = form.getFieldsError().map((e) => ({ name: e.name, errors: [] as string[] }));
    form.setFields([...all, ...Object.entries(errors).map(([name, msg]) => ({ name, errors: [msg] }))]);
  };

  const submit = async () => {
    const raw = form.getFieldsValue(true) as Row;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      setErrors(errorsByField(parsed.error.issues, labelOf, t));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await props.onSubmit(parsed.data as Row);
      successPrompt('saved');
      props.onSaved?.(result);
    } catch (err) {
      const field = err instanceof ApiError ? err.field : null;
      const message = (err as Error)?.message ?? String(err);
      if (field && names.has(field)) setErrors({ [field]: message });
      else if (!(err instanceof ApiError && err.code === -100)) toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ flex: '120px' }}
      wrapperCol={{ flex: 'auto' }}
      className="pd-kit-form"
      data-testid="kit-form"
      initialValues={props.initialValues}
      onFinish={() => void submit()}
    >
      {fields.map((f) => (
        <Form.Item key={f.name} name={f.name} label={t(label(f.label))} required={f.required}>
          {props.inputs?.[f.name] ?? <FormInput field={f} />}
        </Form.Item>
      ))}
      {props.extraItems}
      <Form.Item label=" " colon={false}>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="kit-form-save">
            {props.submitText ?? tk('form.save')}
          </Button>
          {props.onCancel && <Button onClick={props.onCancel}>{tk('form.cancel')}</Button>}
        </Space>
      </Form.Item>
    </Form>
  );
}
