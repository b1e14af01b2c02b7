/**
 * Job schedules in server local time: every N ms (aligned to the epoch, so every process agrees on the
 * slots), daily at HH:MM, monthly on day D at HH:MM (a day past the month's end means its last day).
 * A *slot* is the instant a run is due; it is the key that makes a run happen once across processes.
 */
export type Schedule =
  | { kind: 'every'; ms: number }
  | { kind: 'daily'; hour: number; minute: number }
  | { kind: 'monthly'; day: number; hour: number; minute: number };

function parseTime(at: string): { hour: number; minute: number } {
  const m = /^(\d{1,2}):(\d{2})$/.exec(at);
  const hour = Number(m?.[1]);
  const minute = Number(m?.[2]);
  if (!m || hour > 23 || minute > 59) throw new Error(`Invalid time of day "${at}" (expected HH:MM)`);
  return { hour, minute };
}

export function every(ms: number): Schedule {
  if (!Number.isInteger(ms) || ms < 10) throw new Error(`Invalid interval ${ms} ms`);
  return { kind: 'every', ms };
}

export function daily(at: string): Schedule {
  return { kind: 'daily', ...parseTime(at) };
}

export function monthly(day: number, at: string): Schedule {
  if (!Number.isInteger(day) || day < 1 || day > 31) throw new Error(`Invalid day of month ${day}`);
  return { kind: 'monthly', day, ...parseTime(at) };
}

const daysIn = (year: number, month: number) => new Date(year, month + 1, 0).getDate();

function monthSlot(s: Extract<Schedule, { kind: 'monthly' }>, year: number, month: number): Date {
  // Normalise month overflow first (month −1 → December of the year before).
  const first = new Date(year, month, 1);
  const y = first.getFullYear();
  const m = first.getMonth();
  return new Date(y, m, Math.min(s.day, daysIn(y, m)), s.hour, s.minute);
}

/** The latest slot at or before `now`. */
export function latestSlot(s: Schedule, now: Date): Date {
  const t = now.getTime();
  if (s.kind === 'every') return new Date(Math.floor(t / s.ms) * s.ms);
  if (s.kind === 'daily') {
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), s.hour, s.minute);
    return today.getTime() <= t
      ? today
      : new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, s.hour, s.minute);
  }
  const thisMonth = monthSlot(s, now.getFullYear(), now.getMonth());
  return thisMonth.getTime() <= t ? thisMonth : monthSlot(s, now.getFullYear(), now.getMonth() - 1);
}

/** The first slot strictly after `now`. */
export function nextSlot(s: Schedule, now: Date): Date {
  const t = now.getTime();
  if (s.kind === 'every') return new Date((Math.floor(t / s.ms) + 1) * s.ms);
  if (s.kind === 'daily') {
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), s.hour, s.minute);
    return today.getTime() > t
      ? today
      : new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, s.hour, s.minute);
  }
  const thisMonth = monthSlot(s, now.getFullYear(), now.getMonth());
  return thisMonth.getTime() > t ? thisMonth : monthSlot(s, now.getFullYear(), now.getMonth() + 1);
}

/** Every slot in (from, to]: what a scheduler that ticked at `from` and again at `to` finds due. */
export function slotsBetween(s: Schedule, from: Date, to: Date, limit = 1000): Date[] {
  const out: Date[] = [];
  let cur = nextSlot(s, from);
  while (cur.getTime() <= to.getTime() && out.length < limit) {
    out.push(cur);
    cur = nextSlot(s, cur);
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `every 30m`, `daily 02:00`, `monthly day 1 00:05` (for logs and the jobs list). */
export function describeSchedule(s: Schedule): string {
  if (s.kind === 'every') {
    const ms = s.ms;
    if (ms % 3_600_000 === 0) return `every ${ms / 3_600_000}h`;
    if (ms % 60_000 === 0) return `every ${ms / 60_000}m`;
    if (ms % 1000 === 0) return `every ${ms / 1000}s`;
    return `every ${ms}ms`;
  }
  const time = `${pad(s.hour)}:${pad(s.minute)}`;
  return s.kind === 'daily' ? `daily ${time}` : `monthly day ${s.day} ${time}`;
}
