/**
 * Field kinds of the resource kit and what each supports. Exhaustive maps (`satisfies Record<FieldKind,…>`)
 * make adding a kind a compile error everywhere it must be handled: the server's filter parser, the
 * web's filter inputs, cells, form inputs and detail values.
 */
export const FIELD_KINDS = [
  'text',
  'number',
  'money',
  'percent',
  'date',
  'datetime',
  'enum',
  'dict',
  'boolean',
  'lookup',
  'user',
  'attachment',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/**
 * Filter operators. On the wire (spec §7) a filter is `Name: value`; `range` arrives as
 * `NameStart`/`NameEnd`; `in` as an array (or a comma-separated string); `like` is "contains".
 */
export const FILTER_OPS = ['eq', 'like', 'in', 'range', 'bool'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

/** Which operators a kind allows; a definition asking for another is rejected by `defineResource`. */
export const OPS_BY_KIND = {
  text: ['like', 'eq', 'in'],
  number: ['eq', 'range', 'in'],
  money: ['eq', 'range'],
  percent: ['eq', 'range'],
  date: ['range', 'eq'],
  datetime: ['range'],
  enum: ['eq', 'in'],
  dict: ['eq', 'in'],
  boolean: ['bool'],
  lookup: ['eq', 'in'],
  user: ['eq', 'in'],
  attachment: [],
} as const satisfies Record<FieldKind, readonly FilterOp[]>;

/**
 * How a filter value is parsed (see `valueTypeOf`): `decimal` stays a string checked against the
 * decimal pattern (never a float), `date` is `YYYY-MM-DD`, `datetime` an ISO instant or a date.
 */
export type ValueType = 'string' | 'int' | 'decimal' | 'date' | 'datetime' | 'bool';

/** Kinds that can be sorted (attachments cannot). */
export const SORTABLE_KINDS = new Set<FieldKind>(FIELD_KINDS.filter((k) => k !== 'attachment'));

export const DECIMAL_PATTERN = /^-?\d{1,18}(\.\d{1,6})?$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
