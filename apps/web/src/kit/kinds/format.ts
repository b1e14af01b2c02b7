import { D } from '@partdesk/shared/core/money';
import dayjs from 'dayjs';

/** Display helpers of the field kinds: pure, decimal-safe (money never goes through a float). */

const EMPTY = '';

export const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** A decimal (string or integer) with thousands separators and `scale` places: `1234.5` → `1,234.50`. */
export function formatDecimal(value: unknown, scale?: number): string {
  if (isBlank(value)) return EMPTY;
  let d: InstanceType<typeof D>;
  try {
    d = new D(String(value));
  } catch {
    return String(value);
  }
  const fixed = scale === undefined ? d.toFixed() : d.toFixed(scale);
  const negative = fixed.startsWith('-');
  const [int = '0', frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}

/** Money: two places unless the field says otherwise. */
export const formatMoney = (value: unknown, scale = 2) => formatDecimal(value, scale);

export function formatPercent(value: unknown, scale?: number): string {
  const s = formatDecimal(value, scale);
  return s ? `${s}%` : EMPTY;
}

export function formatDate(value: unknown): string {
  if (isBlank(value)) return EMPTY;
  const s = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
  const d = dayjs(s);
  return d.isValid() ? d.format('YYYY-MM-DD') : s;
}

export function formatDateTime(value: unknown): string {
  if (isBlank(value)) return EMPTY;
  const d = dayjs(String(value));
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : String(value);
}

/** The display-name column a row may carry beside a lookup id: `DeptId` → `DeptName`. */
export function nameColumnOf(field: string): string {
  return field.endsWith('Id') ? `${field.slice(0, -2)}Name` : `${field}Name`;
}
