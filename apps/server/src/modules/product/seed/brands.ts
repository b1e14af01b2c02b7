/** One brand of the demo parts master: the short name parts.tsv uses, and what the maker is called otherwise. */
export interface BrandSeed {
  name: string;
  fullName: string;
  nameCn: string;
  countryCode: string;
  website: string;
  aliases: string[];
  isProxy?: boolean;
}

/**
 * The brands of parts.tsv. Aliases carry the other spellings on BOMs and supplier offers and the
 * lines the maker acquired (Linear Technology and Maxim for ADI, Cypress and International
 * Rectifier for Infineon, Atmel and Micrel for Microchip, Intersil, IDT and Dialog for Renesas,
 * Fairchild for onsemi, Xilinx for AMD, Altera for Intel) and the Chinese names and short forms
 * BOMs use (德州仪器 / 德仪, 意法半导体 / 意法, 亚德诺, 微芯, 乐鑫). Samsung Electro-Mechanics (passives) is
 * a different company from Samsung Electronics (memory). `isProxy`: the demo group's own
 * franchised lines.
 */
export const BRAND_SEEDS: BrandSeed[] = [
  {
    name: 'TI',
    fullName: 'Texas Instruments',
    nameCn: '德州仪器',
    countryCode: 'US',
    website: 'www.ti.com',
    aliases: ['Texas Instruments', 'National Semiconductor', 'Burr-Brown', 'BB', '德州仪器', '德仪'],
  },
  {
    name: 'ST',
    fullName: 'STMicroelectronics',
    nameCn: '意法半导体',
    countryCode: 'CH',
    website: 'www.st.com',
    aliases: ['STMicroelectronics', 'STMicro', 'ST Micro', 'ST Microelectronics', '意法半导体', '意法'],
  },
  {
    name: 'NXP',
    fullName: 'NXP Semiconductors',
    nameCn: '恩智浦',
    countryCode: 'NL',
    website: 'www.nxp.com',
    aliases: ['NXP Semiconductors', 'Freescale', 'Freescale Semiconductor', 'Philips Semiconductors'],
  },
  {
    name: 'ADI',
    fullName: 'Analog Devices',
    nameCn: '亚德诺',
    countryCode: 'US',
    website: 'www.analog.com',
    aliases: [
      'Analog Devices',
      '亚德诺',
      '亚德诺半导体',
      'Analog Devices Inc.',
      'Linear Technology',
      'Linear',
      'LT',
      'LTC',
      'Maxim',
      'Maxim Integrated',
      'Dallas Semiconductor',
    ],
  },
  {
    name: 'Microchip',
    fullName: 'Microchip Technology',
    nameCn: '微芯科技',
    countryCode: 'US',
    website: 'www.microchip.com',
    aliases: ['Microchip Technology', 'MCHP', 'Atmel', 'Micrel', 'SMSC', 'Microsemi', '微芯科技', '微芯'],
  },
  {
    name: 'Infineon',
    fullName: 'Infineon Technologies',
    nameCn: '英飞凌',
    countryCode: 'DE',
    website: 'www.infineon.com',
    aliases: [
      'Infineon Technologies',
      'IFX',
      'International Rectifier',
      'IR',
      'Cypress',
      'Cypress Semiconductor',
      'Spansion',
    ],
  },
  {
    name: 'Renesas',
    fullName: 'Renesas Electronics',
    nameCn: '瑞萨电子',
    countryCode: 'JP',
    website: 'www.renesas.com',
    aliases: [
      'Renesas Electronics',
      'Intersil',
      'IDT',
      'Integrated Device Technology',
      'Dialog Semiconductor',
      'NEC Electronics',
    ],
  },
  {
    name: 'onsemi',
    fullName: 'onsemi',
    nameCn: '安森美',
    countryCode: 'US',
    website: 'www.onsemi.com',
    aliases: ['ON Semiconductor', 'ON Semi', 'ON', 'Fairchild', 'Fairchild Semiconductor'],
  },
  {
    name: 'Murata',
    fullName: 'Murata Manufacturing',
    nameCn: '村田制作所',
    countryCode: 'JP',
    website: 'www.murata.com',
    aliases: ['Murata Manufacturing', 'Murata Electronics'],
  },
  {
    name: 'Vishay',
    fullName: 'Vishay Intertechnology',
    nameCn: '威世',
    countryCode: 'US',
    website: 'www.vishay.com',
    aliases: [
      'Vishay Intertechnology',
      'Vishay Siliconix',
      'Vishay Dale',
      'Vishay Semiconductors',
      'Siliconix',
    ],
  },
  {
    name: 'Nexperia',
    fullName: 'Nexperia',
    nameCn: '安世半导体',
    countryCode: 'NL',
    website: 'www.nexperia.com',
    aliases: ['Nexperia B.V.', 'NXP Standard Products'],
  },
  {
    name: 'Samsung',
    fullName: 'Samsung Electronics',
    nameCn: '三星电子',
    countryCode: 'KR',
    website: 'semiconductor.samsung.com',
    aliases: ['Samsung Electronics', 'Samsung Semiconductor', 'SEC'],
  },
  {
    name: 'Samsung EM',
    fullName: 'Samsung Electro-Mechanics',
    nameCn: '三星电机',
    countryCode: 'KR',
    website: 'www.samsungsem.com',
    aliases: ['Samsung Electro-Mechanics', 'SEMCO', 'Samsung EMCO'],
  },
  {
    name: 'Kioxia',
    fullName: 'Kioxia Corporation',
    nameCn: '铠侠',
    countryCode: 'JP',
    website: 'www.kioxia.com',
    aliases: ['KIOXIA', 'Toshiba Memory', 'Toshiba Memory Corporation'],
  },
  {
    name: 'Micron',
    fullName: 'Micron Technology',
    nameCn: '美光',
    countryCode: 'US',
    website: 'www.micron.com',
    aliases: ['Micron Technology', 'Micron Semiconductor'],
  },
  {
    name: 'Yageo',
    fullName: 'Yageo Corporation',
    nameCn: '国巨',
    countryCode: 'TW',
    website: 'www.yageo.com',
    aliases: ['YAGEO', 'Phycomp'],
    isProxy: true,
  },
  {
    name: 'AMD',
    fullName: 'Advanced Micro Devices',
    nameCn: '超威半导体',
    countryCode: 'US',
    website: 'www.amd.com',
    aliases: ['Advanced Micro Devices', 'Xilinx', 'AMD Xilinx'],
  },
  {
    name: 'Intel',
    fullName: 'Intel Corporation',
    nameCn: '英特尔',
    countryCode: 'US',
    website: 'www.intel.com',
    aliases: ['Intel Corporation', 'Altera', 'Intel FPGA'],
  },
  {
    name: 'Broadcom',
    fullName: 'Broadcom Inc.',
    nameCn: '博通',
    countryCode: 'US',
    website: 'www.broadcom.com',
    aliases: ['Broadcom Inc.', 'Avago', 'Avago Technologies'],
  },
  {
    name: 'Espressif',
    fullName: 'Espressif Systems',
    nameCn: '乐鑫科技',
    countryCode: 'CN',
    website: 'www.espressif.com',
    aliases: ['Espressif Systems', '乐鑫科技', '乐鑫'],
    isProxy: true,
  },
];
