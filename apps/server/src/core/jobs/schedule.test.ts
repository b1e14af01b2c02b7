import { describe, expect, it } from 'vitest';
import { daily, describeSchedule, every, latestSlot, monthly, nextSlot, slotsBetween } from './schedule.js';

// Local-time constructors: the schedules are in server local time, whatever TZ the test runs in.
const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s);

describe('schedules (server local time)', () => {
  it('every N ms: slots aligned to the epoch', () => {
    const s = every(30 * 60_000);
    const now = new Date(Date.UTC(2026, 10, 22, 9, 47, 12));
    expect(latestSlot(s, now).toISOString()).toBe('2026-11-22T09:30:00.000Z');
    expect(nextSlot(s, now).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    const exact = new Date(Date.UTC(2026, 10, 22, 10, 0, 0));
    expect(latestSlot(s, exact).getTime()).toBe(exact.getTime());
    expect(nextSlot(s, exact).toISOString()).toBe('2026-11-22T10:30:00.000Z');
    expect(slotsBetween(s, now, new Date(Date.UTC(2026, 10, 22, 12, 0)))).toHaveLength(5); // 10:00 … 12:00
  });

  it('daily at HH:MM: today once the time has passed, else yesterday', () => {
    const s = daily('02:00');
    expect(latestSlot(s, at(2026, 3, 10, 1, 59))).toEqual(at(2026, 3, 9, 2, 0));
    expect(latestSlot(s, at(2026, 3, 10, 2, 0))).toEqual(at(2026, 3, 10, 2, 0));
    expect(latestSlot(s, at(2026, 3, 10, 23, 0))).toEqual(at(2026, 3, 10, 2, 0));
    expect(nextSlot(s, at(2026, 3, 10, 1, 59))).toEqual(at(2026, 3, 10, 2, 0));
    expect(nextSlot(s, at(2026, 3, 10, 2, 0))).toEqual(at(2026, 3, 11, 2, 0));
    // Across a month and a year end.
    expect(latestSlot(s, at(2027, 1, 1, 0, 30))).toEqual(at(2026, 12, 31, 2, 0));
    expect(slotsBetween(s, at(2026, 3, 1, 12, 0), at(2026, 3, 8, 12, 0))).toHaveLength(7);
  });

  it('monthly on day D at HH:MM, clamped to the last day of short months', () => {
    const first = monthly(1, '00:05');
    expect(latestSlot(first, at(2026, 11, 22, 9, 0))).toEqual(at(2026, 11, 1, 0, 5));
    expect(latestSlot(first, at(2026, 11, 1, 0, 4))).toEqual(at(2026, 10, 1, 0, 5));
    expect(latestSlot(first, at(2026, 1, 1, 0, 0))).toEqual(at(2025, 12, 1, 0, 5));
    expect(nextSlot(first, at(2026, 12, 1, 0, 5))).toEqual(at(2027, 1, 1, 0, 5));
    const last = monthly(31, '18:00');
    expect(nextSlot(last, at(2026, 2, 10))).toEqual(at(2026, 2, 28, 18, 0));
    expect(nextSlot(last, at(2028, 2, 10))).toEqual(at(2028, 2, 29, 18, 0));
    expect(latestSlot(last, at(2026, 3, 15))).toEqual(at(2026, 2, 28, 18, 0));
    expect(slotsBetween(last, at(2026, 1, 1), at(2027, 1, 1))).toHaveLength(12);
  });

  it('rejects malformed schedules and describes good ones', () => {
    expect(() => daily('24:00')).toThrow();
    expect(() => daily('7pm')).toThrow();
    expect(() => monthly(0, '01:00')).toThrow();
    expect(() => monthly(32, '01:00')).toThrow();
    expect(() => every(0)).toThrow();
    expect(describeSchedule(every(30 * 60_000))).toBe('every 30m');
    expect(describeSchedule(daily('3:30'))).toBe('daily 03:30');
    expect(describeSchedule(monthly(1, '00:05'))).toBe('monthly day 1 00:05');
  });
});
