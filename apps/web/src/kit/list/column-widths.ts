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

/** antd's default font at 14 px, in which link buttons render their labels. */
const BUTTON_FONT =
  '14px -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
let canvas: CanvasRenderingContext2D | null | undefined;

/**
 * A button label's width: measured in the button font where a browser can (a canvas), else textWidth's
 * estimate (jsdom, the tests), whose 8 px per Latin letter made English action columns wider than
 * their buttons.
 */
export function labelWidth(s: string): number {
  if (canvas === undefined) {
    const browser = typeof document !== 'undefined' && !/jsdom/i.test(navigator.userAgent);
    canvas = browser ? document.createElement('canvas').getContext('2d') : null;
    if (canvas) canvas.font = BUTTON_FONT;
  }
  return canvas ? Math.ceil(canvas.measureText(s).width) : textWidth(s);
}

/**
 * The action column's width (#20): its title, and the widest set of buttons one shown row displays —
 * `rows` holds each row's action labels (a label by the row's state), side by side in the cell — plus
 * room for a screen's own row content. Not the sum of every action's label: an action only some rows
 * show (another row's label) adds nothing to a row that does not show it.
 */
export function actionsWidth(title: string, rows: readonly (readonly string[])[], extra: boolean): number {
  const widest = rows.reduce(
    (max, labels) =>
      Math.max(
        max,
        labels.reduce((sum, l) => sum + labelWidth(l) + 16, 0),
      ),
    0,
  );
  return Math.max(textWidth(title), widest + (extra ? 64 : 0)) + CELL;
}

/**
 * The labels each shown row's actions display (its buttons), for `actionsWidth`; before the rows came,
 * every action's label as one row.
 */
export function rowActionLabels<R>(
  actions: readonly { label: unknown; rowLabel?: (row: R) => unknown; visible?: (row: R) => boolean }[],
  shown: readonly R[],
): string[][] {
  const text = (l: unknown): l is string => typeof l === 'string';
  if (!shown.length) return [actions.map((a) => a.label).filter(text)];
  return shown.map((r) =>
    actions
      .filter((a) => !a.visible || a.visible(r))
      .map((a) => a.rowLabel?.(r) ?? a.label)
      .filter(text),
  );
}
