import { findBadText } from '../../core/http/text-guard.js';

/**
 * The subset of OpenAPI 3.0 schema the zod → JSON-schema transform emits (type, nullable, enum,
 * anyOf/oneOf/allOf, properties/required, items, min/max(+Length/+Items), boolean exclusiveMinimum/
 * exclusiveMaximum, pattern, format date/date-time/email), plus the server-wide text rule (no control
 * characters but tab/CR/LF, no lone surrogates). The bad-input generator keeps only the inputs this
 * says are invalid, so a 2xx answer to one of them is a finding, not a generator mistake.
 */
export interface Schema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** A JSON number written verbatim (1e309, -0, 99999999999999999999) where JSON.stringify cannot. */
export class Raw {
  constructor(public readonly text: string) {}
  /** What the server's JSON.parse makes of it. */
  get value(): unknown {
    return JSON.parse(this.text);
  }
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isRealDay(s: string): boolean {
  const m = DAY.exec(s);
  if (!m) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

function typeOk(t: string, v: unknown): boolean {
  switch (t) {
    case 'string':
      return typeof v === 'string';
    case 'integer':
      return typeof v === 'number' && Number.isSafeInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'array':
      return Array.isArray(v);
    case 'object':
      return v !== null && typeof v === 'object' && !Array.isArray(v);
    case 'null':
      return v === null;
    default:
      return true;
  }
}

/** Whether `value` (as the server would parse it) satisfies `schema`. `coerce` for query/path strings. */
export function matches(schema: Schema | undefined, input: unknown, coerce = false): boolean {
  const value = input instanceof Raw ? input.value : input;
  if (findBadText(value)) return false;
  if (!schema) return true;
  if (value === null && schema.nullable) return true;
  if (schema.anyOf && !schema.anyOf.some((s) => matches(s, value, coerce))) return false;
  if (schema.oneOf && !schema.oneOf.some((s) => matches(s, value, coerce))) return false;
  if (schema.allOf && !schema.allOf.every((s) => matches(s, value, coerce))) return false;
  let v = value;
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (coerce && typeof v === 'string' && types.some((t) => t === 'integer' || t === 'number')) {
    if (v.trim() === '') return false;
    v = Number(v);
  }
  if (coerce && typeof v === 'string' && types.includes('boolean')) v = v === 'true' ? true : v;
  if (types.length && !types.some((t) => typeOk(t, v))) return false;
  if (schema.enum && !schema.enum.some((e) => e === v)) return false;
  if ('const' in schema && schema.const !== v) return false;
  if (typeof v === 'number') {
    if (schema.minimum !== undefined) {
      if (schema.exclusiveMinimum === true ? v <= schema.minimum : v < schema.minimum) return false;
      if (Object.is(v, -0) && schema.exclusiveMinimum === true && schema.minimum === 0) return false;
    }
    if (typeof schema.exclusiveMinimum === 'number' && v <= schema.exclusiveMinimum) return false;
    if (schema.maximum !== undefined) {
      if (schema.exclusiveMaximum === true ? v >= schema.maximum : v > schema.maximum) return false;
    }
    if (typeof schema.exclusiveMaximum === 'number' && v >= schema.exclusiveMaximum) return false;
  }
  if (typeof v === 'string') {
    const len = [...v].length;
    if (schema.minLength !== undefined && len < schema.minLength) return false;
    if (schema.maxLength !== undefined && len > schema.maxLength) return false;
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(v)) return false;
    if (schema.format === 'date' && !isRealDay(v)) return false;
    if (schema.format === 'date-time' && Number.isNaN(Date.parse(v))) return false;
    if (schema.format === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v)) return false;
    // A date-shaped pattern means a calendar day: 2026-02-30 is no day, whatever the regex says.
    if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') && DAY.test(v) && !isRealDay(v)) return false;
  }
  if (Array.isArray(v)) {
    if (schema.minItems !== undefined && v.length < schema.minItems) return false;
    if (schema.maxItems !== undefined && v.length > schema.maxItems) return false;
    if (schema.items && !v.every((x) => matches(schema.items, x, coerce))) return false;
  }
  if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    for (const r of schema.required ?? []) {
      if (!Object.hasOwn(o, r) || o[r] === undefined) return false;
    }
    for (const [k, s] of Object.entries(schema.properties ?? {})) {
      if (Object.hasOwn(o, k) && o[k] !== undefined && !matches(s, o[k], coerce)) return false;
    }
    if (schema.additionalProperties === false) {
      if (Object.keys(o).some((k) => !Object.hasOwn(schema.properties ?? {}, k))) return false;
    }
  }
  return true;
}

/** A minimal valid instance: required properties only, smallest lengths, '1' for free text. */
export function sample(schema: Schema | undefined): unknown {
  if (!schema) return '1';
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch?.length) return sample(branch.find((b) => b.type !== 'null') ?? branch[0]);
  if (schema.enum?.length) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (t) {
    case 'string': {
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T00:00:00.000Z';
      if (schema.format === 'email') return 'fuzz@example.com';
      const tries = ['1', '2026-01-15', 'A1', 'x', 'fuzz@example.com', '1'.repeat(schema.minLength ?? 1)];
      return tries.find((s) => matches(schema, s)) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    case 'integer':
    case 'number': {
      let n = 1;
      if (schema.minimum !== undefined && n < schema.minimum) n = schema.minimum;
      if (schema.minimum !== undefined && schema.exclusiveMinimum === true && n <= schema.minimum) n += 1;
      if (schema.maximum !== undefined && n > schema.maximum) n = schema.maximum;
      return n;
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items));
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const r of schema.required ?? []) o[r] = sample(schema.properties?.[r]);
      return o;
    }
    default:
      return schema.nullable ? null : '1';
  }
}

/** JSON text for a value that may hold `Raw` numbers anywhere inside. */
export function toJson(value: unknown): string {
  const raws: Raw[] = [];
  const text = JSON.stringify(value, (_k, v) => {
    if (v instanceof Raw) {
      raws.push(v);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    return v;
  });
  return text.replace(/"\\u0001RAW(\d+)\\u0001"/g, (_m, i) => raws[Number(i)]!.text);
}
