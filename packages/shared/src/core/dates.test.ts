import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, presetRange, workingDaysBetween } from './dates.js';

const d = (s: string) => new Date(`${s}T00:00:00Z`);

describe('working days', () => {
  it('skips Saturday and Sunday', () => {
    expect(isWorkingDay(d('2026-11-20'))).toBe(true); // Friday
    expect(isWorkingDay(d('2026-11-21'))).toBe(false);
    expect(isWorkingDay(d('2026-11-22'))).toBe(false);
    expect(addWorkingDays(d('2026-11-20'), 1).toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(addWorkingDays(d('2026-11-23'), -1).toISOString().slice(0, 10)).toBe('2026-11-20');
    expect(workingDaysBetween(d('2026-11-20'), d('2026-11-27'))).toBe(5);
  });
});

describe('date presets', () => {
  const now = new Date(2026, 10, 22, 15, 0, 0);
  it('this month, yesterday, last 30 days, previous month', () => {
    expect(presetRange('thisMonth', now)).toEqual(['2026-11-01', '2026-11-30']);
    expect(presetRange('yesterday', now)).toEqual(['2026-11-21', '2026-11-21']);
    expect(presetRange('last30Days', now)).toEqual(['2026-10-24', '2026-11-22']);
    expect(presetRange('previousMonth', now)).toEqual(['2026-10-01', '2026-10-31']);
    expect(presetRange('previousMonth', new Date(2026, 0, 5))).toEqual(['2025-12-01', '2025-12-31']);
  });
});
