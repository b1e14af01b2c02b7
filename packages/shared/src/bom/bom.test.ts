import { describe, expect, it } from 'vitest';
import { headerSignature, mappingProblem, normalizeHeader, suggestMapping } from './bom-fields.js';
import { type BomResolvedLine, mergeBomLines } from './bom-merge.js';
import { parseCurrency, parsePrice, parseQuantity, readBomRows } from './bom-rows.js';
import { bomPartKey } from './mpn-key.js';

describe('header mapping', () => {
  it('maps Chinese headers', () => {
    const m = suggestMapping([
      '序号',
      '型号',
      '品牌',
      '封装',
      '批号',
      '数量',
      '目标价',
      '币种',
      '交期',
      '客户料号',
      '备注',
    ]);
    expect(m).toMatchObject({
      Mpn: 1,
      Brand: 2,
      Package: 3,
      DateCode: 4,
      Quantity: 5,
      TargetPrice: 6,
      Currency: 7,
      Delivery: 8,
      CustomerPn: 9,
      Remark: 10,
      Description: null,
    });
  });

  it('maps English headers in any spelling, full-width and punctuation folded', () => {
    const m = suggestMapping([
      'Item',
      'P/N',
      'Mfr',
      'Package',
      'D/C',
      'Qty',
      'Target Price',
      'Currency',
      'Lead Time',
      'Customer PN',
      'Remarks',
    ]);
    expect(m).toMatchObject({
      Mpn: 1,
      Brand: 2,
      Package: 3,
      DateCode: 4,
      Quantity: 5,
      TargetPrice: 6,
      Currency: 7,
      Delivery: 8,
      CustomerPn: 9,
      Remark: 10,
    });
    expect(suggestMapping(['Manufacturer Part Number', 'Manufacturer', 'Quantity'])).toMatchObject({
      Mpn: 0,
      Brand: 1,
      Quantity: 2,
    });
    expect(suggestMapping(['ＭＰＮ', 'Date Code', '数量（pcs）'])).toMatchObject({
      Mpn: 0,
      DateCode: 1,
      Quantity: 2,
    });
    expect(normalizeHeader(' Part  No. ')).toBe('partno');
  });

  it('gives a column to one field and a field to one column', () => {
    const m = suggestMapping(['Customer Part No', 'Part No', 'Qty', 'Qty']);
    expect(m.CustomerPn).toBe(0);
    expect(m.Mpn).toBe(1);
    expect(m.Quantity).toBe(2);
  });

  it('signs a header row and checks client mappings', () => {
    expect(headerSignature(['型号', ' Qty ', '', ''])).toBe('型号|qty');
    expect(mappingProblem({ Mpn: 0, Quantity: 1 }, 2)).toBeNull();
    expect(mappingProblem({ Mpn: 0, Quantity: 0 }, 2)).toEqual({ field: 'Quantity', code: 'columnTwice' });
    expect(mappingProblem({ Mpn: 5 }, 2)).toEqual({ field: 'Mpn', code: 'badColumn' });
    expect(mappingProblem({ Foo: 1, Mpn: 0 }, 2)).toEqual({ field: 'Foo', code: 'unknownField' });
    expect(mappingProblem({ Quantity: 1 }, 2)).toEqual({ field: 'Mpn', code: 'mpnUnmapped' });
  });
});

describe('part key (packing suffixes)', () => {
  it.each([
    ['LTC2446IUHF#PBF', 'LTC2446IUHF'],
    ['ltc2446iuhf#trpbf', 'LTC2446IUHF'],
    ['IR2104SPBF', 'IR2104S'],
    ['IR2104STRPBF', 'IR2104S'],
    ['MAX3232ESE+', 'MAX3232ESE'],
    ['MAX3232ESE+T', 'MAX3232ESE'],
    ['BAV99,215', 'BAV99'],
    ['BAV99,235', 'BAV99'],
    ['STM32F103C8T6TR', 'STM32F103C8T6'],
    ['STM32F103C8T6', 'STM32F103C8T6'],
    ['LM317-TR', 'LM317'],
    ['LM317/TR', 'LM317'],
    ['LM317 T&R', 'LM317'],
    ['LM317(T&R)', 'LM317'],
    ['AD8605ARTZ-REEL7', 'AD8605ARTZ'],
    ['AD8605ARTZ-R7', 'AD8605ARTZ'],
    ['AD8605ARTZ-RL', 'AD8605ARTZ'],
    ['MCP2515-I/SO', 'MCP2515I/SO'],
    ['mcp 2515-i/so', 'MCP2515I/SO'],
    ['ＳＴＭ３２Ｆ１０３Ｃ８Ｔ６', 'STM32F103C8T6'],
  ])('%s → %s', (mpn, key) => expect(bomPartKey(mpn)).toBe(key));

  it('keeps parts apart that only a bare letter separates, and never strips to nothing', () => {
    expect(bomPartKey('SN74LVC1G04DBVR')).not.toBe(bomPartKey('SN74LVC1G04DBVT'));
    expect(bomPartKey('MCP2515-I/SO')).not.toBe(bomPartKey('MCP2515-I/P'));
    expect(bomPartKey('TR')).toBe('TR');
    expect(bomPartKey('PBF')).toBe('PBF');
  });
});

describe('cell parsing', () => {
  it('quantities', () => {
    expect(parseQuantity('1,000')).toBe(1000);
    expect(parseQuantity('2k')).toBe(2000);
    expect(parseQuantity('2.5K')).toBe(2500);
    expect(parseQuantity('500pcs')).toBe(500);
    expect(parseQuantity('300个')).toBe(300);
    expect(parseQuantity('10.0')).toBe(10);
    for (const bad of ['0', '-5', '1.5', 'abc', '1e3', '', '3,00'])
      expect(parseQuantity(bad), bad).toBeNull();
  });

  it('prices and currencies', () => {
    expect(parsePrice('0.35')).toEqual({ price: '0.35', currency: null });
    expect(parsePrice('$0.35')).toEqual({ price: '0.35', currency: 'USD' });
    expect(parsePrice('￥2.10')).toEqual({ price: '2.1', currency: 'CNY' });
    expect(parsePrice('1,234.5 EUR')).toEqual({ price: '1234.5', currency: 'EUR' });
    expect(parsePrice('0.1234567')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
    expect(parsePrice('-1')).toBeNull();
    expect(parseCurrency('rmb')).toBe('CNY');
    expect(parseCurrency('usd')).toBe('USD');
    expect(parseCurrency('JPY')).toBeNull();
  });
});

const MAP = {
  Mpn: 0,
  Brand: 1,
  Package: null,
  DateCode: null,
  Quantity: 2,
  TargetPrice: 3,
  Currency: 4,
  Delivery: null,
  CustomerPn: 5,
  Description: null,
  Remark: 6,
};

describe('readBomRows', () => {
  it('reads lines and reports bad rows by sheet row and field', () => {
    const { lines, issues } = readBomRows(
      [
        ['STM32F103C8T6', 'ST', '1000', '1.2', 'USD', '', ''],
        ['', '', '', '', '', '', ''],
        ['', 'TI', '10', '', '', '', ''],
        ['LM358DR', 'TI', '-3', '', '', '', ''],
        ['LM358DR', 'TI', '5', 'cheap', 'JPY', '', ''],
        ['', '', '20', '', '', 'C-001', 'by customer PN'],
      ],
      MAP,
      2,
    );
    expect(lines.map((l) => l.Row)).toEqual([2, 7]);
    expect(lines[0]).toMatchObject({
      Mpn: 'STM32F103C8T6',
      Quantity: 1000,
      TargetPrice: '1.2',
      Currency: 'USD',
    });
    expect(lines[1]).toMatchObject({ Mpn: '', CustomerPn: 'C-001', Quantity: 20 });
    expect(issues.map((i) => [i.Row, i.Field, i.Code])).toEqual([
      [4, 'Mpn', 'mpnMissing'],
      [5, 'Quantity', 'quantityInvalid'],
      [6, 'Currency', 'currencyUnknown'],
      [6, 'TargetPrice', 'priceInvalid'],
    ]);
  });
});

const line = (
  Row: number,
  Mpn: string,
  Quantity: number,
  extra: Partial<BomResolvedLine> = {},
): BomResolvedLine => ({
  Row,
  Mpn,
  MpnNorm: Mpn.toUpperCase(),
  PartKey: bomPartKey(Mpn),
  Brand: 'TI',
  Package: '',
  DateCode: '',
  Quantity,
  TargetPrice: null,
  Currency: null,
  Delivery: '',
  CustomerPn: '',
  Description: '',
  Remark: '',
  BrandId: 1,
  BrandName: 'TI',
  CustomerPartId: null,
  ...extra,
});

describe('mergeBomLines', () => {
  it('sums packing variants of one part and brand, keeps remarks, warns per merged row', () => {
    const { lines, issues } = mergeBomLines([
      line(2, 'LTC2446IUHF#PBF', 100, { Remark: 'urgent', BrandId: 7, BrandName: 'ADI', Brand: 'Linear' }),
      line(3, 'LM358DR', 5),
      line(4, 'ltc2446iuhf#trpbf', 50, {
        Remark: 'sample',
        BrandId: 7,
        BrandName: 'ADI',
        Brand: 'ADI',
        TargetPrice: '2',
      }),
      line(5, 'LTC2446IUHF', 1, { Brand: '', BrandId: null, BrandName: '', Remark: 'urgent' }),
      line(6, 'LTC2446IUHF', 1, { BrandId: 99, BrandName: 'Other', Brand: 'Other' }),
    ]);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({
      LineNo: 1,
      Rows: [2, 4],
      Quantity: 150,
      Remark: 'urgent; sample',
      TargetPrice: '2',
      MpnVariants: ['LTC2446IUHF#PBF', 'ltc2446iuhf#trpbf'],
    });
    // The brandless row has two branded groups with its key: it stays on its own.
    expect(lines.map((l) => l.Rows)).toEqual([[2, 4], [3], [5], [6]]);
    expect(issues).toEqual([{ Row: 4, Field: 'Mpn', Code: 'merged', Level: 'warning', Value: '2' }]);
  });

  it('joins a brandless row to the one branded line of its key; flags a price conflict', () => {
    const { lines, issues } = mergeBomLines([
      line(2, 'BAV99,215', 3000, { TargetPrice: '0.01', Currency: 'USD' }),
      line(3, 'BAV99,235', 1000, {
        Brand: '',
        BrandId: null,
        BrandName: '',
        TargetPrice: '0.02',
        Currency: 'USD',
      }),
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ Quantity: 4000, TargetPrice: '0.01', Rows: [2, 3] });
    expect(issues.map((i) => i.Code)).toEqual(['merged', 'priceConflict']);
  });
});

describe('summary rows (issue #20 item 2)', () => {
  it('a 合计 / Total label without an MPN skips the row; an MPN with a remark "Total" does not', async () => {
    const { summaryLabel } = await import('./bom-rows.js');
    expect(summaryLabel(['', '合计', '', '300'], '合计')).toBe('合计');
    expect(summaryLabel(['小计：', '', '300'], '')).toBe('小计：');
    expect(summaryLabel(['Grand Total', '', '300'], '')).toBe('Grand Total');
    expect(summaryLabel(['Subtotal', '', '300'], '')).toBe('Subtotal');
    expect(summaryLabel(['1', 'LM358DR', 'Total'], 'LM358DR')).toBe('');
    expect(summaryLabel(['', '', 'Totally'], '')).toBe('');
  });
});

describe('currency in the price header (issue #20 item 3)', () => {
  it('reads the currency a header names', async () => {
    const { currencyOfHeader } = await import('./bom-rows.js');
    const cases: [string, string | null][] = [
      ['目标单价(USD)', 'USD'],
      ['目标单价（USD）', 'USD'],
      ['Target Price (USD)', 'USD'],
      ['单价/USD', 'USD'],
      ['Price EUR', 'EUR'],
      ['单价（美元）', 'USD'],
      ['Unit Price ($)', 'USD'],
      ['单价(元)', 'CNY'],
      ['单价/RMB', 'CNY'],
      ['Price HK$', 'HKD'],
      ['目标价', null],
      ['Target Price', null],
      ['USDT price', null],
    ];
    for (const [h, c] of cases) expect(currencyOfHeader(h), h).toBe(c);
  });
  it('a priced row without its own currency takes the header currency; a currency cell or a $ price wins', async () => {
    const { readBomRows } = await import('./bom-rows.js');
    const { emptyMapping } = await import('./bom-fields.js');
    const m = { ...emptyMapping(), Mpn: 0, Quantity: 1, TargetPrice: 2, Currency: 3 };
    const { lines } = readBomRows(
      [
        ['A1', '10', '0.5', ''],
        ['A2', '10', '0.5', 'EUR'],
        ['A3', '10', '￥3', ''],
        ['A4', '10', '', ''],
      ],
      m,
      2,
      { priceCurrency: 'USD' },
    );
    expect(lines.map((l) => [l.Mpn, l.TargetPrice, l.Currency])).toEqual([
      ['A1', '0.5', 'USD'],
      ['A2', '0.5', 'EUR'],
      ['A3', '3', 'CNY'],
      ['A4', null, null],
    ]);
  });
});
