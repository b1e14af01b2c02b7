import { describe, expect, it } from 'vitest';
import {
  activeOnly,
  bomOriginOptions,
  dictOptions,
  dictText,
  idNameOptions,
  ownerCompanyOptions,
  peopleOptions,
  rateOf,
  TAX_RATES,
  withUnknownTown,
} from './client-lookups.js';

describe('lookup store transforms (spec §3)', () => {
  it('adds the "unknown" town id 0 under region 43 only, once', () => {
    const regions = [
      { Id: 42, Name: 'A', RegionTownDtos: [{ Id: 1, Name: 't1' }] },
      { Id: 43, Name: 'B', RegionTownDtos: [{ Id: 2, Name: 't2' }] },
      { Id: 44, Name: 'C' },
    ];
    const out = withUnknownTown(regions, '未知');
    expect(out[1]!.RegionTownDtos).toEqual([
      { Id: 2, Name: 't2' },
      { Id: 0, Name: '未知' },
    ]);
    expect(out[0]).toBe(regions[0]);
    expect(out[2]!.RegionTownDtos).toBeUndefined();
    expect(withUnknownTown(out, '未知')[1]!.RegionTownDtos).toHaveLength(2);
    expect(withUnknownTown([{ Id: 43, Name: 'B' }], 'Unknown')[0]!.RegionTownDtos).toEqual([
      { Id: 0, Name: 'Unknown' },
    ]);
    expect(regions[1]!.RegionTownDtos).toHaveLength(1);
  });

  it('leaves deactivated express and forwarding companies out', () => {
    const rows = [
      { Id: 1, Name: 'SF', IsDeactivate: false },
      { Id: 2, Name: 'Old', IsDeactivate: true },
      { Id: 3, Name: 'DHL' },
    ];
    expect(activeOnly(rows).map((r) => r.Id)).toEqual([1, 3]);
    expect(idNameOptions(rows)).toEqual([
      { value: 1, label: 'SF' },
      { value: 3, label: 'DHL' },
    ]);
  });

  it('lists the four owner companies with 1 and 3 disabled', () => {
    const zh = ownerCompanyOptions('zh-CN');
    expect(zh.map((o) => o.value)).toEqual([1, 2, 3, 4]);
    expect(zh.filter((o) => o.disabled).map((o) => o.value)).toEqual([1, 3]);
    const named = ownerCompanyOptions('en-US', [{ Id: 2, Name: 'HK Ltd' }]);
    expect(named[1]!.label).toBe('HK Ltd');
    expect(named[3]!.label).toBe('ChipBridge USA');
  });

  it('maps dictionary lines, people and BOM origins to options', () => {
    const lines = [
      { DictText: '美元', DictValue: 'USD' },
      { DictText: '人民币', DictValue: 2 },
    ];
    expect(dictOptions(lines)).toEqual([
      { value: 'USD', label: '美元' },
      { value: '2', label: '人民币' },
    ]);
    expect(dictText(lines, 2)).toBe('人民币');
    expect(dictText(lines, 'EUR')).toBe('EUR');
    expect(dictText(lines, null)).toBe('');
    expect(
      peopleOptions([
        { Id: 1, Name: 'a', Status: 1 },
        { Id: 2, Name: 'b', Status: 2 },
        { Id: 3, Name: 'c' },
      ]),
    ).toEqual([
      { value: 1, label: 'a', disabled: false },
      { value: 2, label: 'b', disabled: true },
      { value: 3, label: 'c', disabled: false },
    ]);
    expect(bomOriginOptions([{ DicItemId: 5, Title: 'Excel' }])).toEqual([{ value: 5, label: 'Excel' }]);
  });

  it('reads a rate against CNY and knows the constants', () => {
    const rates = [
      { Name: 'USD', Rate: '7.1' },
      { Name: 'HKD', Rate: 0.91 },
    ];
    expect(rateOf(rates, 'usd')).toBe('7.1');
    expect(rateOf(rates, 'HKD')).toBe('0.91');
    expect(rateOf(rates, 'CNY')).toBe('1');
    expect(rateOf(rates, 'EUR')).toBeUndefined();
    expect([...TAX_RATES]).toEqual([1, 3, 9, 10, 11, 13]);
  });
});
