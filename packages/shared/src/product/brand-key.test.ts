import { describe, expect, it } from 'vitest';
import { brandKey } from './brand-key.js';

describe('brandKey (issue #20 item 1)', () => {
  it('folds width, case, spaces and punctuation', () => {
    expect(brandKey('ＴＩ')).toBe(brandKey('ti'));
    expect(brandKey('  Texas   Instruments ')).toBe('texasinstruments');
    expect(brandKey('TEXASINSTRUMENTS')).toBe('texasinstruments');
    expect(brandKey('ST Micro')).toBe(brandKey('STMicro'));
    expect(brandKey('德州仪器')).toBe('德州仪器');
    expect(brandKey('Samsung Electro-Mechanics')).toBe('samsungelectromechanics');
  });
  it('strips company-form suffixes, English and Chinese', () => {
    expect(brandKey('Texas Instruments Inc.')).toBe('texasinstruments');
    expect(brandKey('Analog Devices, Inc.')).toBe('analogdevices');
    expect(brandKey('Microchip Technology Corp.')).toBe('microchiptechnology');
    expect(brandKey('Espressif Systems (Shanghai) Co., Ltd.')).toBe(
      'espressifsystems(shanghai)'.replace(/[()]/g, ''),
    );
    expect(brandKey('Murata Manufacturing Co., Ltd.')).toBe('muratamanufacturing');
    expect(brandKey('Nexperia B.V.')).toBe('nexperia');
    expect(brandKey('Infineon Technologies AG')).toBe('infineontechnologies');
    expect(brandKey('意法半导体有限公司')).toBe('意法半导体');
    expect(brandKey('乐鑫信息科技（上海）股份有限公司')).toBe('乐鑫信息科技(上海)'.replace(/[()]/g, ''));
    expect(brandKey('德州仪器集团')).toBe('德州仪器');
    expect(brandKey('ＡＢＣ公司（中国）')).toBe('abc');
  });
  it('never empties a name', () => {
    expect(brandKey('Inc.')).toBe('inc');
    expect(brandKey('公司')).toBe('公司');
    expect(brandKey('AG')).toBe('ag');
    expect(brandKey('')).toBe('');
  });
});
