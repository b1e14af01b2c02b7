import { describe, expect, it } from 'vitest';
import { checkTiers } from './quote-contract.js';
import { bandsOverlap, isBelow, pickMargin, suggestedPriceOf } from './suggested-price.js';

describe('suggested price', () => {
  it('converts through CNY and applies the margin with one final half-up rounding to 6 places', () => {
    // 0.85 USD at 7.12 → HKD at 0.913: 0.85 × 7.12 / 0.913 = 6.628696604600219…; × 1.15 = 7.6230010952902…
    expect(suggestedPriceOf('0.85', '7.12', '0.913', '15')).toBe('7.623001');
    // float math would give 0.1 × 3 = 0.30000000000000004; decimals give exactly 0.3 × 1.1 = 0.33
    expect(suggestedPriceOf('0.1', '3', '1', '10')).toBe('0.330000');
    // half-up at the 7th place: 0.0000005 → 0.000001
    expect(suggestedPriceOf('0.0000005', '1', '1', '0')).toBe('0.000001');
    expect(suggestedPriceOf('1.234567', '7.12', '7.12', '0')).toBe('1.234567');
  });

  it('picks the brand band before the all-brands band, [from, to)', () => {
    const bands = [
      { id: 1, brandId: null, costFrom: '0', costTo: '10', marginPercent: '20' },
      { id: 2, brandId: null, costFrom: '10', costTo: null, marginPercent: '10' },
      { id: 3, brandId: 7, costFrom: '0', costTo: '5', marginPercent: '30' },
    ];
    expect(pickMargin(bands, '4.999999', 7)?.id).toBe(3);
    expect(pickMargin(bands, '5', 7)?.id).toBe(1);
    expect(pickMargin(bands, '10', 7)?.id).toBe(2);
    expect(pickMargin(bands, '3', 8)?.id).toBe(1);
    expect(pickMargin(bands.slice(2), '6', 7)).toBeNull();
  });

  it('detects overlapping bands', () => {
    expect(bandsOverlap({ costFrom: '0', costTo: '10' }, { costFrom: '10', costTo: null })).toBe(false);
    expect(bandsOverlap({ costFrom: '0', costTo: '10' }, { costFrom: '9.5', costTo: '20' })).toBe(true);
    expect(bandsOverlap({ costFrom: '0', costTo: null }, { costFrom: '100', costTo: '200' })).toBe(true);
  });

  it('compares prices as decimals', () => {
    expect(isBelow('0.999999', '1.000000')).toBe(true);
    expect(isBelow('1', '1.000000')).toBe(false);
    expect(isBelow('1', null)).toBe(false);
  });

  it('checks price breaks: ascending quantities above the line quantity', () => {
    expect(checkTiers([], 100)).toBeNull();
    expect(
      checkTiers(
        [
          { Quantity: 500, Price: '1.2' },
          { Quantity: 1000, Price: '1.1' },
        ],
        100,
      ),
    ).toBeNull();
    expect(checkTiers([{ Quantity: 100, Price: '1.2' }], 100)).toBe('quote.tiersAscending');
    expect(
      checkTiers(
        [
          { Quantity: 1000, Price: '1.2' },
          { Quantity: 500, Price: '1.1' },
        ],
        100,
      ),
    ).toBe('quote.tiersAscending');
    expect(checkTiers([{ Quantity: 500, Price: '1.1234567' }], 100)).toBe('quote.tierPriceInvalid');
  });
});
