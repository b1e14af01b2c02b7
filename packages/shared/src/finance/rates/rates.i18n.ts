import { defineMessages } from '../../i18n/define.js';

/** Labels of the rates resources (`resources.currencyRate.*`, `resources.currencyRateHistory.*`). */
export const ratesResources = defineMessages({
  currencyRate: {
    title: { zh: '币种汇率', en: 'Currencies and rates' },
    Currency: { zh: '币种', en: 'Currency' },
    Name: { zh: '名称', en: 'Name' },
    NameEn: { zh: '英文名称', en: 'English name' },
    Symbol: { zh: '符号', en: 'Symbol' },
    Rate: { zh: '今日汇率（对人民币）', en: "Today's rate (to CNY)" },
    RateDate: { zh: '汇率日期', en: 'Rate date' },
    SetByName: { zh: '设置人', en: 'Set by' },
    SetAt: { zh: '设置时间', en: 'Set at' },
    history: { zh: '历史', en: 'History' },
  },
  currencyRateHistory: {
    title: { zh: '汇率历史', en: 'Rate history' },
    Currency: { zh: '币种', en: 'Currency' },
    RateDate: { zh: '汇率日期', en: 'Rate date' },
    Rate: { zh: '汇率（对人民币）', en: 'Rate (to CNY)' },
    CreatedByName: { zh: '设置人', en: 'Set by' },
    CreatedAt: { zh: '设置时间', en: 'Set at' },
  },
});

/** Texts of the rates screen (`financeUi.rates.*`). */
export const ratesUi = defineMessages({
  rates: {
    set: { zh: '设置汇率', en: 'Set rate' },
    setFor: { zh: '设置 {{currency}} 汇率', en: 'Set the {{currency}} rate' },
    saved: { zh: '汇率已保存', en: 'Rate saved' },
    historyOf: { zh: '{{currency}} 汇率历史', en: '{{currency}} rate history' },
    help: {
      zh: '1 单位外币折合人民币；同一日期可多次保存，以最后一次为准，历史全部保留',
      en: 'CNY for one unit of the currency; a date may be saved again — the last save wins, every save is kept',
    },
  },
});
