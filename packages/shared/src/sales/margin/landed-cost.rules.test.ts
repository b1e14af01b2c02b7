import { describe, expect, it } from 'vitest';
import { checkCostParamValues, type CostParamInput } from './cost-param.rules.js';
import { type LandedCostParam, type LandedOrderInput, landedCostOf } from './landed-cost.rules.js';

const param = (p: Partial<LandedCostParam>): LandedCostParam => ({
  freightPercent: '0',
  freightFixed: '0',
  bankFeePercent: '0',
  bankFeeFixed: '0',
  dutyPercent: '0',
  inspectionFixed: '0',
  fixedRate: '1',
  ...p,
});

type Case = [
  string,
  LandedOrderInput,
  {
    lines: [string | null, string | null, string | null][];
    order: [string | null, string | null, string | null, boolean];
  },
];

/** [name, input, expected: lines [landed unit, GP, GP %], order [landed, GP, GP %, below floor]]. */
const CASES: Case[] = [
  [
    'no parameters: landed = cost converted (7 CNY at rate 1 → 1 USD at 7)',
    {
      rate: '7',
      param: null,
      floorPercent: null,
      lines: [{ quantity: 100, amount: '150.00', costPrice: '7', costRate: '1' }],
    },
    { lines: [['1.000000', '50.00', '33.3333']], order: ['100.00', '50.00', '33.3333', false] },
  ],
  [
    'percentages: freight 2 % of cost, bank fee 1 % of amount, duty 5 % of cost + freight',
    {
      rate: '7',
      param: param({ freightPercent: '2', bankFeePercent: '1', dutyPercent: '5' }),
      floorPercent: '15',
      lines: [{ quantity: 1000, amount: '1250.00', costPrice: '1', costRate: '7' }],
    },
    // 1000 + 20 + 12.5 + 1020 × 5 % (51) = 1083.5; GP 166.5 = 13.32 % < 15 %.
    { lines: [['1.083500', '166.50', '13.3200']], order: ['1083.50', '166.50', '13.3200', true] },
  ],
  [
    'fixed amounts in CNY allocated by cost share, rounded once from the unrounded sums',
    {
      rate: '7',
      param: param({ freightFixed: '70', bankFeeFixed: '35', inspectionFixed: '140', fixedRate: '1' }),
      floorPercent: '20',
      lines: [
        { quantity: 1000, amount: '1250.00', costPrice: '1', costRate: '7' },
        { quantity: 2000, amount: '240.00', costPrice: '0.05', costRate: '7' },
      ],
    },
    // Fixed 35 USD over costs 1000 : 100 → 31.8181…, 3.1818…; line GPs 218.1818… + 136.8181… = 355.
    {
      lines: [
        ['1.031818', '218.18', '17.4545'],
        ['0.051591', '136.82', '57.0076'],
      ],
      order: ['1135.00', '355.00', '23.8255', false],
    },
  ],
  [
    'a line without cost has no landed cost and stays out of the GP and its base',
    {
      rate: '7',
      param: null,
      floorPercent: '40',
      lines: [
        { quantity: 100, amount: '150.00', costPrice: '7', costRate: '1' },
        { quantity: 10, amount: '500.00', costPrice: null, costRate: null },
      ],
    },
    {
      lines: [
        ['1.000000', '50.00', '33.3333'],
        [null, null, null],
      ],
      order: ['100.00', '50.00', '33.3333', true],
    },
  ],
  [
    'no costed line: no margin, never below the floor',
    {
      rate: '1',
      param: param({ freightPercent: '10' }),
      floorPercent: '99',
      lines: [{ quantity: 5, amount: '10.00', costPrice: null, costRate: null }],
    },
    { lines: [[null, null, null]], order: [null, null, null, false] },
  ],
  [
    'every cost 0: fixed amounts shared by quantity',
    {
      rate: '1',
      param: param({ inspectionFixed: '40' }),
      floorPercent: null,
      lines: [
        { quantity: 1, amount: '100.00', costPrice: '0', costRate: '1' },
        { quantity: 3, amount: '300.00', costPrice: '0', costRate: '1' },
      ],
    },
    {
      lines: [
        ['10.000000', '90.00', '90.0000'],
        ['10.000000', '270.00', '90.0000'],
      ],
      order: ['40.00', '360.00', '90.0000', false],
    },
  ],
  [
    'a loss: GP negative, half-up on the unit cost (1/3 of 0.000001 more)',
    {
      rate: '1',
      param: param({ inspectionFixed: '0.01' }),
      floorPercent: '0',
      lines: [{ quantity: 3, amount: '3.00', costPrice: '1.000001', costRate: '1' }],
    },
    // 3.000003 + 0.01 = 3.010003 → unit 1.003334 (1.0033343…), GP −0.010003 → −0.01, −0.3334 %.
    { lines: [['1.003334', '-0.01', '-0.3334']], order: ['3.01', '-0.01', '-0.3334', true] },
  ],
];

describe('landedCostOf (decision 0032)', () => {
  it.each(CASES)('%s', (_name, input, want) => {
    const out = landedCostOf(input);
    expect(out.lines.map((l) => [l.landedCost, l.grossProfit, l.gpPercent])).toEqual(want.lines);
    expect([out.landedCost, out.grossProfit, out.gpPercent, out.belowGpFloor]).toEqual(want.order);
  });

  it('breaks the landed unit cost down into cost, freight, bank fee, duty and inspection', () => {
    const out = landedCostOf(CASES[1]![1]);
    expect(out.lines[0]!.breakdown).toEqual({
      cost: '1.000000',
      freight: '0.020000',
      bankFee: '0.012500',
      duty: '0.051000',
      inspection: '0.000000',
    });
  });
});

describe('checkCostParamValues', () => {
  const ok: CostParamInput = {
    TenantId: 2,
    CountryId: null,
    FreightPercent: '2.5',
    FreightFixed: '10',
    BankFeePercent: '0.1234',
    BankFeeFixed: '0',
    DutyPercent: '100',
    InspectionFixed: '25.50',
    Currency: 'USD',
    Remark: '',
  };
  it('accepts percentages 0–100 with ≤ 4 decimals and amounts ≥ 0 with ≤ 2', () => {
    expect(checkCostParamValues(ok)).toBeNull();
  });
  it.each([
    [{ FreightPercent: '100.0001' }, 'FreightPercent'],
    [{ BankFeePercent: '0.12345' }, 'BankFeePercent'],
    [{ DutyPercent: '-1' }, 'DutyPercent'],
    [{ DutyPercent: 'x' }, 'DutyPercent'],
    [{ FreightFixed: '-5' }, 'FreightFixed'],
    [{ BankFeeFixed: '1.234' }, 'BankFeeFixed'],
    [{ InspectionFixed: '' }, 'InspectionFixed'],
    [{ Currency: 'JPY' }, 'Currency'],
  ])('refuses %o naming %s', (patch, field) => {
    expect(checkCostParamValues({ ...ok, ...patch })?.field).toBe(field);
  });
});
