import type { Lang } from '@partdesk/shared/i18n/define';
import { translate } from '@partdesk/shared/i18n/index';
import type { FieldDef } from '@partdesk/shared/resource/define';
import type { FieldKind } from '@partdesk/shared/resource/field-kinds';

export type Cell = string | number | boolean | Date | null;

/** Excel number formats per kind (a kind without one is written as it is). */
export const NUM_FMT = {
  text: undefined,
  number: '#,##0.######',
  money: '#,##0.00',
  percent: '0.00"%"',
  date: undefined,
  datetime: 'yyyy-mm-dd hh:mm:ss',
  enum: undefined,
  dict: undefined,
  boolean: undefined,
  lookup: undefined,
  user: undefined,
  attachment: undefined,
} as const satisfies Record<FieldKind, string | undefined>;

/**
 * A decimal string becomes an Excel number only when a double holds it exactly to the digits shown
 * (≤ 15 significant digits); a longer one stays text, so no amount is ever silently changed.
 */
function decimalCell(v: unknown): Cell {
  if (v === null || v === undefined || v === '') return null;
  const s = String(v);
  const digits = s.replace(/^-/, '').replace('.', '').replace(/^0+/, '');
  return digits.length <= 15 && Number.isFinite(Number(s)) ? Number(s) : s;
}

/** The spreadsheet value of a field for one row, in the request's language. */
export function exportCell(field: FieldDef, raw: unknown, lang: Lang): Cell {
  if (raw === null || raw === undefined) return null;
  switch (field.kind) {
    case 'number':
    case 'money':
    case 'percent':
      return decimalCell(raw);
    case 'boolean':
      return translate(lang, raw ? 'resources.common.yes' : 'resources.common.no');
    case 'enum': {
      const opt = field.options.find((o) => String(o.value) === String(raw));
      return opt ? translate(lang, opt.label) : String(raw);
    }
    case 'datetime':
      return raw instanceof Date ? raw : new Date(String(raw));
    case 'date':
      return raw instanceof Date ? raw.toISOString().slice(0, 10) : String(raw);
    case 'text':
    case 'dict':
    case 'lookup':
    case 'user':
    case 'attachment':
      return typeof raw === 'object' ? JSON.stringify(raw) : (raw as Cell);
  }
}
