import { describe, expect, it } from 'vitest';
import { convert, money, round, sum } from './money.js';

describe('money', () => {
  it('rounds half-up at the given decimals, without float error', () => {
    expect(round('1.005', 2)).toBe('1.01');
    expect(round('2.675', 2)).toBe('2.68');
    expect(round('0.1234565', 6)).toBe('0.123457');
    expect(round('-1.005', 2)).toBe('-1.01');
    expect(money('10')).toBe('10.00');
  });

  it('sums decimals exactly', () => {
    expect(sum(['0.1', '0.2']).toFixed(2)).toBe('0.30');
    expect(sum([]).toFixed(0)).toBe('0');
  });

  it('converts through CNY and rounds once', () => {
    // 100 USD at 7.1 CNY/USD into HKD at 0.91 CNY/HKD
    expect(convert('100', '7.1', '0.91')).toBe('780.22');
    expect(convert('1', '1', '7.1', 6)).toBe('0.140845');
    expect(() => convert('1', '1', '0')).toThrow();
  });
});
