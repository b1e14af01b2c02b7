/**
 * Date codes (D/C) as suppliers and customers write them, and the age of an offer in months.
 *
 * Accepted (case-insensitive, spaces ignored, an optional `DC`/`D/C` prefix):
 * - `YYWW` (`2315` = 2023 week 15) and `YYYYWW` (`202315`), optionally `+` (`2315+`: that week or newer);
 * - `YY+` / `YYYY+` (`22+`, `2022+`: 2022 or newer) and `YYYY` (`2022`); `YY` alone is ambiguous → null;
 * - `N years` / `N year` / `N yrs` / `N年` / `N年内` / `within N years` (no older than N years → N × 12),
 *   `N months` / `N个月` (→ N); `new`, `newest`, `latest`, `最新` (→ 0);
 * - several codes (`2315/2320`, `2315,2401`): the oldest counts (an offer is as fresh as its oldest lot).
 * The age is whole months from the start of the week (or year) to `now`, never negative; an invalid week
 * (00, > 53), a year before 1980 or in the future → null (unknown, ranked last).
 */
export interface DateCodeAge {
  /** Age in whole months, or null when the text is not a date code. */
  months: number | null;
  /** The earliest production date the code allows (ISO `YYYY-MM-DD`), null for relative forms. */
  since: string | null;
}

const UNKNOWN: DateCodeAge = { months: null, since: null };
const FRESH_WORDS = new Set(['new', 'newest', 'latest', '最新', '新货', '最新批次']);

function monthsBetween(from: Date, now: Date): number {
  let m = (now.getUTCFullYear() - from.getUTCFullYear()) * 12 + (now.getUTCMonth() - from.getUTCMonth());
  if (now.getUTCDate() < from.getUTCDate()) m -= 1;
  return Math.max(0, m);
}

/** Monday-based approximation of ISO week `week` of `year` (first day of that week). */
function weekStart(year: number, week: number): Date {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const dow = (jan4.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(year, 0, 4 - dow + (week - 1) * 7));
}

const fullYear = (yy: number, now: Date) => {
  const century = Math.floor(now.getUTCFullYear() / 100) * 100;
  const y = century + yy;
  return y > now.getUTCFullYear() ? y - 100 : y;
};

function one(raw: string, now: Date): DateCodeAge {
  const s = raw.replace(/^(d\/?c)[:：]?/i, '');
  if (!s) return UNKNOWN;
  if (FRESH_WORDS.has(s)) return { months: 0, since: null };
  const rel = /^(?:within)?(\d{1,2})(years?|yrs?|年内?|months?|个月内?|月内?)(?:old|内|以内)?$/.exec(s);
  if (rel) {
    const n = Number(rel[1]);
    const isMonths = /^(months?|个月|月)/.test(rel[2]!);
    return { months: isMonths ? n : n * 12, since: null };
  }
  const code = /^(\d{2}|\d{4}|\d{6})(\+?)$/.exec(s);
  if (!code) return UNKNOWN;
  const d = code[1]!;
  const plus = code[2] === '+';
  let start: Date;
  if (d.length === 2) {
    if (!plus) return UNKNOWN;
    start = new Date(Date.UTC(fullYear(Number(d), now), 0, 1));
  } else if (d.length === 4 && (plus || Number(d.slice(0, 2)) >= 19)) {
    // 4 digits: a year (1980–now) when it reads as one, else YYWW.
    const asYear = Number(d);
    if (asYear >= 1980 && asYear <= now.getUTCFullYear()) start = new Date(Date.UTC(asYear, 0, 1));
    else start = yyww(Number(d.slice(0, 2)), Number(d.slice(2)), now) ?? new Date(Number.NaN);
  } else if (d.length === 4) {
    start = yyww(Number(d.slice(0, 2)), Number(d.slice(2)), now) ?? new Date(Number.NaN);
  } else {
    const y = Number(d.slice(0, 4));
    const w = Number(d.slice(4));
    start = w >= 1 && w <= 53 ? weekStart(y, w) : new Date(Number.NaN);
  }
  if (Number.isNaN(start.getTime())) return UNKNOWN;
  if (start.getUTCFullYear() < 1980 || start.getTime() > now.getTime()) return UNKNOWN;
  return { months: monthsBetween(start, now), since: start.toISOString().slice(0, 10) };
}

function yyww(yy: number, ww: number, now: Date): Date | null {
  if (ww < 1 || ww > 53) return null;
  return weekStart(fullYear(yy, now), ww);
}

/** The age of a date code at `now` (see the module comment for the forms). */
export function dateCodeAge(text: string | null | undefined, now: Date = new Date()): DateCodeAge {
  const s = (text ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, '');
  if (!s) return UNKNOWN;
  const parts = s.split(/[/,;，、&]+/).filter(Boolean);
  // "d/c2315" splits at the slash: glue a lone "d" back to its code.
  const codes: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] === 'd' && parts[i + 1]?.startsWith('c')) {
      codes.push(`d/${parts[i + 1]}`);
      i++;
    } else codes.push(parts[i]!);
  }
  let worst: DateCodeAge | null = null;
  for (const c of codes) {
    const a = one(c, now);
    if (a.months === null) return UNKNOWN;
    if (!worst || a.months > worst.months!) worst = a;
  }
  return worst ?? UNKNOWN;
}

/**
 * Offers ranked fresher first: smaller age first, unknown ages last; ties keep their order (e.g.
 * cheaper first when the caller sorted by price before). Returns a new array.
 */
export function rankByFreshness<T>(
  offers: readonly T[],
  dateCodeOf: (o: T) => string,
  now: Date = new Date(),
): T[] {
  const aged = offers.map((o, i) => ({ o, i, m: dateCodeAge(dateCodeOf(o), now).months }));
  aged.sort((a, b) => {
    if (a.m === null && b.m === null) return a.i - b.i;
    if (a.m === null) return 1;
    if (b.m === null) return -1;
    return a.m - b.m || a.i - b.i;
  });
  return aged.map((x) => x.o);
}
