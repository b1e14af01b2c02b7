import { describe, expect, it } from 'vitest';
import { collapseSpaces, isStockOrderQty, isTargetCost } from './internal-stock-order.rules.js';

describe('internal stock order rules (decision 0057)', () => {
  it('a quantity is a whole number of pieces 1 … 100,000,000', () => {
    for (const q of [1, 5000, 100_000_000]) expect(isStockOrderQty(q), String(q)).toBe(true);
    for (const q of [0, -1, 1.5, 100_000_001, Number.NaN, '5'])
      expect(isStockOrderQty(q), String(q)).toBe(false);
  });
  it('a target cost is empty or a decimal above 0 with at most 6 places', () => {
    for (const v of ['', '1', '0.085', '0.000001', '123456789012.123456'])
      expect(isTargetCost(v), v).toBe(true);
    for (const v of ['0', '0.000000', '-1', '1.1234567', 'abc', '1e3', '.5'])
      expect(isTargetCost(v), v).toBe(false);
  });
  it('collapses spaces', () => {
    expect(collapseSpaces('  fast   mover ')).toBe('fast mover');
  });
});
