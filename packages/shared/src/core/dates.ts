/** Working-day helper (spec §9): skips Saturday and Sunday. Dates are handled in UTC day units. */
export function isWorkingDay(date: Date): boolean {
  const d = date.getUTCDay();
  return d !== 0 && d !== 6;
}

export function addWorkingDays(date: Date, days: number): Date {
  const out = new Date(date.getTime());
  const step = days >= 0 ? 1 : -1;
  let left = Math.abs(days);
  while (left > 0) {
    out.setUTCDate(out.getUTCDate() + step);
    if (isWorkingDay(out)) left--;
  }
  return out;
}

export function workingDaysBetween(start: Date, end: Date): number {
  let n = 0;
  const d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()));
  const e = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate());
  while (d.getTime() < e) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (isWorkingDay(d)) n++;
  }
  return n;
}

const pad = (n: number) => String(n).padStart(2, '0');
export function isoDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export type DatePreset = 'thisMonth' | 'yesterday' | 'last30Days' | 'previousMonth';
export const DATE_PRESETS: readonly DatePreset[] = ['thisMonth', 'yesterday', 'last30Days', 'previousMonth'];

/** Date presets of spec §9, as [start, end] local calendar days (inclusive). */
export function presetRange(preset: DatePreset, now: Date = new Date()): [string, string] {
  const y = now.getFullYear();
  const m = now.getMonth();
  switch (preset) {
    case 'thisMonth':
      return [isoDay(new Date(y, m, 1)), isoDay(new Date(y, m + 1, 0))];
    case 'yesterday': {
      const d = new Date(y, m, now.getDate() - 1);
      return [isoDay(d), isoDay(d)];
    }
    case 'last30Days':
      return [isoDay(new Date(y, m, now.getDate() - 29)), isoDay(now)];
    case 'previousMonth':
      return [isoDay(new Date(y, m - 1, 1)), isoDay(new Date(y, m, 0))];
  }
}

/** A calendar date written `YYYY-MM-DD` that exists (2026-02-30 does not). */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
