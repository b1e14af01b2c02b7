import { describe, expect, it } from 'vitest';
import { isLotDateCode } from './lot.rules.js';

const NOW = new Date('2026-11-24T00:00:00Z');

describe('isLotDateCode (a lot D/C, through the date-code parser)', () => {
  it('takes empty and the codes the parser dates', () => {
    for (const dc of ['', '  ', '2431', '202431', '2022', '22+', 'DC2315', '2315/2320', '2315+'])
      expect(isLotDateCode(dc, NOW), dc).toBe(true);
  });
  it('refuses relative forms, invalid weeks, future years and noise', () => {
    for (const dc of ['2 years', 'new', '2399', '2460x', '2799', 'N/A', '23'])
      expect(isLotDateCode(dc, NOW), dc).toBe(false);
  });
});
