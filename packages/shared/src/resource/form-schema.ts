import { z } from 'zod';
import { MAX_ATTACHMENTS } from '../access/client-lookups.js';
import { type FieldDef, formFields, type ResourceDef } from './define.js';
import { DATE_PATTERN, DECIMAL_PATTERN, type FieldKind } from './field-kinds.js';

/**
 * The zod contract of a definition's create/edit form, derived from its `form` fields: the web kit
 * validates with it before sending, and a route may reuse it for its body. Values are in wire shape:
 * decimals (number, money, percent) as strings — never floats —, integers and ids as numbers, dates as
 * `YYYY-MM-DD`, datetimes as ISO instants. Messages are translation keys of the `kit` namespace
 * (`kit.form.required`…); `too_big` issues carry `maximum` for the `{{max}}` parameter.
 */
export const FORM_MESSAGES = {
  required: 'kit.form.required',
  selectRequired: 'kit.form.selectRequired',
  tooLong: 'kit.form.tooLong',
  tooMany: 'kit.form.tooMany',
  invalid: 'kit.form.invalid',
  invalidNumber: 'kit.form.invalidNumber',
  integer: 'kit.form.integer',
} as const;

/** Default text length when a text field gives no `max`. */
export const DEFAULT_TEXT_MAX = 255;

const M = FORM_MESSAGES;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** An integer may arrive as a digit string (a text input); nothing else is coerced (`[]`/`true` are no 0/1). */
const digitsToNumber = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);

function decimalSchema(scale: number | undefined) {
  return z
    .string({ error: M.invalidNumber })
    .trim()
    .regex(DECIMAL_PATTERN, { error: M.invalidNumber })
    .refine((v) => scale === undefined || (v.split('.')[1]?.length ?? 0) <= scale, {
      error: M.invalidNumber,
    });
}

/** The schema of one present value of a field, by kind (exhaustive: a new kind is a compile error). */
const VALUE_SCHEMA = {
  text: (f) =>
    z
      .string({ error: M.required })
      .trim()
      .max(f.kind === 'text' && f.max ? f.max : DEFAULT_TEXT_MAX, { error: M.tooLong }),
  number: (f) =>
    f.integer
      ? z.preprocess(digitsToNumber, z.number({ error: M.invalidNumber }).int({ error: M.integer }))
      : decimalSchema(f.kind === 'number' ? f.scale : undefined),
  money: (f) => decimalSchema(f.kind === 'money' ? (f.scale ?? 2) : 2),
  percent: (f) => decimalSchema(f.kind === 'percent' ? f.scale : undefined),
  date: () => z.string({ error: M.invalid }).regex(DATE_PATTERN, { error: M.invalid }),
  datetime: () => z.iso.datetime({ offset: true, error: M.invalid }),
  enum: (f) => {
    const values = f.kind === 'enum' ? f.options.map((o) => o.value) : [];
    return z.custom<string | number>((v) => values.includes(v as string | number), {
      error: M.selectRequired,
    });
  },
  dict: () => z.string({ error: M.selectRequired }).min(1, { error: M.selectRequired }),
  boolean: () => z.boolean({ error: M.selectRequired }),
  lookup: () => z.number({ error: M.selectRequired }).int().positive({ error: M.selectRequired }),
  user: () => z.number({ error: M.selectRequired }).int().positive({ error: M.selectRequired }),
  attachment: () => z.array(z.unknown()).max(MAX_ATTACHMENTS, { error: M.tooMany }),
} satisfies Record<FieldKind, (f: FieldDef) => z.ZodType>;

/** Kinds picked from a list (their "required" message says "please select"). */
const PICKED_KINDS = new Set<FieldKind>(['enum', 'dict', 'boolean', 'lookup', 'user', 'date', 'datetime']);

/** The schema of a field in a form: required fields refuse empty values, optional ones accept them. */
export function fieldSchema(field: FieldDef): z.ZodType {
  const value: z.ZodType = VALUE_SCHEMA[field.kind](field);
  const missing = PICKED_KINDS.has(field.kind) ? M.selectRequired : M.required;
  if (field.kind === 'text') {
    const text = value as z.ZodString;
    return field.required
      ? z.preprocess((v) => (v === null ? undefined : v), text.min(1, { error: missing }))
      : z.preprocess((v) => (v === null ? undefined : v), text.optional());
  }
  if (field.kind === 'attachment') {
    const files = value as z.ZodArray<z.ZodUnknown>;
    return field.required
      ? files.min(1, { error: M.required })
      : z.preprocess((v) => (v === null ? undefined : v), files.optional());
  }
  if (field.required) {
    return z.preprocess(
      blankToUndefined,
      z
        .any()
        .refine((v) => v !== undefined, { error: missing })
        .pipe(value),
    );
  }
  return z.preprocess(blankToUndefined, value.optional());
}

/**
 * The create or edit form's schema of a definition: one key per `form` field (`create` fields only on
 * create), unknown keys stripped. Extra contracts (a password on create, role ids…) are added with
 * `.extend()` by the caller.
 */
export function formSchemaOf(def: ResourceDef, mode: 'create' | 'edit') {
  const shape: Record<string, z.ZodType> = {};
  for (const f of formFields(def, mode)) shape[f.name] = fieldSchema(f);
  return z.object(shape);
}
