import { defineMessages } from '../../i18n/define.js';

/** Messages of the declaration setup and the courier step's declaration (namespace `logistics`). */
export const declareMessages = defineMessages({
  declareNotFound: { zh: '报关方式不存在', en: 'No such declaration option' },
  declareContentRequired: { zh: '请输入报关规则说明', en: 'Enter the declaration rule text' },
  declarePercentInvalid: {
    zh: '申报比例须大于 0 且不超过 100（最多两位小数）',
    en: 'The declared percentage must be over 0 and at most 100 (2 decimals at most)',
  },
  declareDecimalsInvalid: { zh: '小数位须为 0、1 或 2', en: 'Rounding places must be 0, 1 or 2' },
  declareToleranceInvalid: {
    zh: '允许偏差须为 0 至 50（最多两位小数）',
    en: 'The tolerance must be from 0 to 50 (2 decimals at most)',
  },
  declareCurrencyUnknown: { zh: '币种 {{currency}} 不存在', en: 'No such currency: {{currency}}' },
  declareNotEnabled: {
    zh: '请选择已启用的报关方式',
    en: 'Choose an enabled declaration option',
  },
  declareOptionRequired: {
    zh: '填写申报价值前请选择报关方式',
    en: 'Choose a declaration option before entering a declared value',
  },
  declaredValueOutOfRule: {
    zh: '申报价值须在 {{min}} 至 {{max}} {{currency}} 之间（按报关规则）',
    en: 'The declared value must be from {{min}} to {{max}} {{currency}} (the declaration rule)',
  },
  declareNoRate: {
    zh: '没有 {{currency}} 的汇率，无法计算申报价值',
    en: 'No exchange rate for {{currency}}: the declared value cannot be computed',
  },
});

/** Labels of the declaration setup screen (`resources.declare.…`). */
export const declareResources = defineMessages({
  declare: {
    title: { zh: '报关设置', en: 'Customs declaration' },
    options: { zh: '报关方式', en: 'Declaration options' },
    rule: { zh: '报关规则', en: 'Declaration rule' },
    Code: { zh: '代码', en: 'Code' },
    Name: { zh: '名称', en: 'Name' },
    Description: { zh: '说明', en: 'Description' },
    IsEnabled: { zh: '启用', en: 'Enabled' },
    enable: { zh: '启用', en: 'Enable' },
    disable: { zh: '停用', en: 'Disable' },
    Content: { zh: '规则说明（中文）', en: 'Rule text (Chinese)' },
    ContentEn: { zh: '规则说明（英文）', en: 'Rule text (English)' },
    ValuePercent: { zh: '申报比例 (%)', en: 'Declared percentage (%)' },
    Decimals: { zh: '小数位', en: 'Rounding places' },
    Currency: { zh: '申报币种', en: 'Declaration currency' },
    shipmentCurrency: { zh: '发货单币种', en: "The shipment's currency" },
    TolerancePercent: { zh: '允许偏差 (±%)', en: 'Tolerance (±%)' },
    ruleHint: {
      zh: '申报价值 = 发票金额 × 申报比例，四舍五入到小数位；仓库可在允许偏差内修改',
      en: 'Declared value = invoice value × percentage, rounded half up; the warehouse may change it within the tolerance',
    },
    save: { zh: '保存规则', en: 'Save rule' },
    saved: { zh: '已保存', en: 'Saved' },
  },
});
