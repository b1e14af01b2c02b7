import { describe, expect, it } from 'vitest';
import { dateCodeAge, rankByFreshness } from './date-code.js';

const NOW = new Date('2025-06-15T00:00:00Z');
const age = (s: string) => dateCodeAge(s, NOW).months;

describe('dateCodeAge', () => {
  it('reads YYWW and YYYYWW as the start of that week', () => {
    expect(age('2315')).toBe(26); // 2023-04-10 → 2025-06-15
    expect(dateCodeAge('2315', NOW).since).toBe('2023-04-10');
    expect(age('202315')).toBe(26);
    expect(age('2501')).toBe(5); // 2024-12-30
    expect(age('DC2315')).toBe(26);
    expect(age('D/C 2315')).toBe(26);
    expect(age('2315+')).toBe(26);
  });

  it('reads YY+, YYYY+ and YYYY as the start of the year', () => {
    expect(age('22+')).toBe(41);
    expect(age('2022+')).toBe(41);
    expect(age('2022')).toBe(41);
    expect(age('24+')).toBe(17);
  });

  it('reads relative forms in months', () => {
    expect(age('2 years')).toBe(24);
    expect(age('within 1 year')).toBe(12);
    expect(age('2年内')).toBe(24);
    expect(age('1年')).toBe(12);
    expect(age('6 months')).toBe(6);
    expect(age('18个月')).toBe(18);
    expect(age('NEW')).toBe(0);
    expect(age('最新')).toBe(0);
  });

  it('takes the oldest of several codes', () => {
    expect(age('2315/2501')).toBe(26);
    expect(age('2501, 2315')).toBe(26);
  });

  it('answers null for what is not a date code', () => {
    for (const s of ['', 'N/A', 'abc', '23', '2300', '2354', '2530', '1970', 'TBD', '2315/abc']) {
      expect(age(s), s).toBeNull();
    }
  });

  it('never answers a negative age; a future code is unknown', () => {
    expect(age('2524')).toBe(0); // 2025-06-09: this week
    expect(age('2530')).toBeNull(); // late July 2025: not yet made
  });
});

describe('rankByFreshness', () => {
  it('puts fresher offers first and unknown ones last, keeping ties in order', () => {
    const offers = [
      { id: 1, dc: '2015' },
      { id: 2, dc: '' },
      { id: 3, dc: '24+' },
      { id: 4, dc: '2 years' },
      { id: 5, dc: '2410' },
      { id: 6, dc: '24+' },
    ];
    const ids = rankByFreshness(offers, (o) => o.dc, NOW).map((o) => o.id);
    expect(ids).toEqual([5, 3, 6, 4, 1, 2]);
  });
});

describe('quote status transitions', async () => {
  const { statusAfterQuote, statusAfterVoid, canSendBack } = await import('./quote-status.js');
  it('moves lines as decision 0010 says', () => {
    expect(statusAfterQuote(1, false)).toBe(2);
    expect(statusAfterQuote(5, false)).toBe(2);
    expect(statusAfterQuote(4, false)).toBe(3);
    expect(statusAfterQuote(2, false)).toBe(2);
    expect(statusAfterQuote(3, false)).toBe(3);
    expect(statusAfterQuote(1, true)).toBe(5);
    expect(statusAfterQuote(4, true)).toBe(5);
    expect(statusAfterQuote(2, true)).toBe(2);
    expect([1, 2, 3, 4, 5].map(canSendBack)).toEqual([false, true, true, false, true]);
    expect(statusAfterVoid(2, 0, 0)).toBe(1);
    expect(statusAfterVoid(2, 0, 1)).toBe(5);
    expect(statusAfterVoid(3, 1, 0)).toBe(3);
    expect(statusAfterVoid(4, 0, 0)).toBe(4);
  });
});
