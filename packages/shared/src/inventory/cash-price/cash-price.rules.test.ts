import { describe, expect, it } from 'vitest';
import { defFor, defineResource, ResourceDefinitionError } from '../../resource/define.js';
import { cashStockResource } from '../cash-stock/cash-stock.resource.js';
import {
  ageInMonths,
  type CashPriceRule,
  cashPriceOf,
  pickCashPriceRule,
  rulesOverlap,
} from './cash-price.rules.js';

const rule = (over: Partial<CashPriceRule>): CashPriceRule => ({
  id: 1,
  brandId: null,
  ageFrom: 0,
  ageTo: null,
  costFrom: '0',
  costTo: null,
  markupPercent: '10',
  ...over,
});

describe('cash price rules (decision 0028)', () => {
  it('counts whole months since received, as PostgreSQL age() does', () => {
    expect(ageInMonths('2026-01-31', '2026-02-28')).toBe(0);
    expect(ageInMonths('2026-01-15', '2026-02-15')).toBe(1);
    expect(ageInMonths('2025-11-24', '2026-11-23')).toBe(11);
    expect(ageInMonths('2025-11-24', '2026-11-24')).toBe(12);
    expect(ageInMonths('2026-12-01', '2026-11-24')).toBe(0);
  });

  it("picks the brand's fitting rule before an any-brand rule; bands are [from, to)", () => {
    const rules = [
      rule({ id: 1, ageTo: 6, markupPercent: '25' }),
      rule({ id: 2, ageFrom: 6, markupPercent: '15' }),
      rule({ id: 3, brandId: 7, costTo: '10', markupPercent: '40' }),
    ];
    expect(pickCashPriceRule(rules, { brandId: 7, ageMonths: 20, costCny: '9.99' })?.id).toBe(3);
    expect(pickCashPriceRule(rules, { brandId: 7, ageMonths: 20, costCny: '10' })?.id).toBe(2);
    expect(pickCashPriceRule(rules, { brandId: null, ageMonths: 5, costCny: '1' })?.id).toBe(1);
    expect(pickCashPriceRule(rules, { brandId: null, ageMonths: 6, costCny: '1' })?.id).toBe(2);
    expect(pickCashPriceRule([rules[2]!], { brandId: 8, ageMonths: 0, costCny: '1' })).toBeNull();
  });

  it('prices cost × (1 + markup %), half-up to 6 places', () => {
    expect(cashPriceOf('0.123457', '25')).toBe('0.154321');
    expect(cashPriceOf('1', '0')).toBe('1.000000');
    expect(cashPriceOf('0.000001', '50')).toBe('0.000002');
  });

  it('two rules overlap only when both their age and cost bands do', () => {
    expect(rulesOverlap(rule({ ageTo: 6 }), rule({ ageFrom: 6 }))).toBe(false);
    expect(rulesOverlap(rule({ costTo: '1' }), rule({ costFrom: '1' }))).toBe(false);
    expect(rulesOverlap(rule({ ageTo: 7 }), rule({ ageFrom: 6, costFrom: '5' }))).toBe(true);
  });

  it('a field with a permit is left out for a caller without it, and is never a filter or a sort', () => {
    const names = (d: typeof cashStockResource) => d.fields.map((f) => f.name);
    expect(names(defFor(cashStockResource, () => false))).not.toContain('UnitCost');
    expect(names(defFor(cashStockResource, () => false))).not.toContain('CostCny');
    expect(defFor(cashStockResource, () => true)).toBe(cashStockResource);
    expect(() =>
      defineResource({
        name: 'x',
        title: 'x',
        menu: 'x',
        rowKey: 'Id',
        api: { list: '/x' },
        fields: [
          { name: 'Id', kind: 'number', label: 'x' },
          { name: 'Cost', kind: 'money', label: 'x', permit: 'GET x', sort: true },
        ],
      }),
    ).toThrow(ResourceDefinitionError);
  });
});
