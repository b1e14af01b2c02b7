import type { FieldDef } from '@partdesk/shared/resource/define';
import type { FieldKind } from '@partdesk/shared/resource/field-kinds';
import type { Row } from '../resource-api';

/**
 * Column widths of a list table (#20 item 12): every column gets a width and the table's `scroll.x`
 * is their sum, so columns never squeeze under the fixed-right action column (with `max-content` and
 * the fixed layout of ellipsis columns they did at 1440 px) — the table scrolls instead.
 */

/** A kind's width when the definition gives none (dictionary titles like "C级（普通客户）" fit). */
export const KIND_WIDTH: Record<FieldKind, number> = {
  text: 120,
  number: 100,
  money: 130,
  percent: 90,
  date: 110,
  datetime: 170,
  enum: 110,
  dict: 140,
  boolean: 80,
  lookup: 140,
  user: 100,
  attachment: 120,
};
/** The widest a text column grows to fit its values (longer ones are cut with an ellipsis). */
export const TEXT_MAX = 320;
/** A cell's horizontal padding (antd middle table) and a sortable header's sorter icon. */
const CELL = 24;
const SORTER = 20;
/** The row selection and expand columns antd adds. */
export const SELECTION_WIDTH = 32;
export const EXPAND_WIDTH = 48;

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** The width of a text at 14 px: CJK and full-width characters 14 px, the rest about 8 px. */
export function textWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += WIDE.test(ch) ? 14 : 8;
  return w;
}

/** A field's column width: the definition's, else its kind's, widened for its title and text values. */
export function columnWidth(f: FieldDef, title: string, rows: readonly Row[]): number {
  const given = typeof f.list === 'object' ? f.list.width : undefined;
  if (given) return given;
  let w = Math.max(KIND_WIDTH[f.kind], textWidth(title) + CELL + (f.sort ? SORTER : 0));
  if (f.kind === 'text')
    for (const r of rows) {
      const v = r[f.name];
      if (typeof v === 'string' || typeof v === 'number') w = Math.max(w, textWidth(String(v)) + CELL);
    }
  return Math.min(w, Math.max(TEXT_MAX, textWidth(title) + CELL + SORTER));
}

/**
 * The action column's width: its title, and each row action's widest label over the shown rows (a
 * label by the row's state), plus room for a screen's own row content.
 */
export function actionsWidth(title: string, labels: readonly (readonly string[])[], extra: boolean): number {
  const buttons = labels.reduce((sum, l) => sum + Math.max(0, ...l.map(textWidth)) + 16, 0);
  return Math.max(textWidth(title), buttons + (extra ? 64 : 0)) + CELL;
}
