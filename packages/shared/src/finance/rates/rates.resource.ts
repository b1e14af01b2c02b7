import { defineResource } from '../../resource/define.js';
import { RATES_MENU, RATES_PERMITS } from './rates.codes.js';

const R = (k: string) => `resources.currencyRate.${k}`;
const H = (k: string) => `resources.currencyRateHistory.${k}`;

/**
 * /finance/currency-detail: every currency but CNY with the rate in force today (the newest save of the
 * latest rate date on or before today), its date and who set it. The Add button sets a rate (a new
 * row: history kept); the row's History opens `currencyRateHistoryResource` for that currency.
 */
export const currencyRateResource = defineResource({
  name: 'finance.currencyRate',
  title: R('title'),
  menu: RATES_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/finance/currencyrate/Query',
    export: '/merchant/finance/currencyrate/Export',
    create: '/merchant/finance/currencyrate',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    {
      name: 'Currency',
      kind: 'dict',
      dict: 'Currency',
      label: R('Currency'),
      list: { width: 100 },
      filter: 'in',
      sort: true,
      form: 'create',
      required: true,
    },
    { name: 'Name', kind: 'text', label: R('Name'), list: { width: 120 } },
    { name: 'NameEn', kind: 'text', label: R('NameEn'), list: { width: 140, hidden: true } },
    { name: 'Symbol', kind: 'text', label: R('Symbol'), list: { width: 80 } },
    {
      name: 'Rate',
      kind: 'number',
      scale: 6,
      label: R('Rate'),
      list: { width: 160 },
      form: 'create',
      required: true,
    },
    {
      name: 'RateDate',
      kind: 'date',
      label: R('RateDate'),
      list: { width: 120 },
      sort: true,
      form: 'create',
      required: true,
    },
    { name: 'SetByName', kind: 'text', label: R('SetByName'), list: { width: 110 } },
    { name: 'SetAt', kind: 'datetime', label: R('SetAt'), list: { width: 170 } },
  ],
  defaultSort: { field: 'Currency', order: 'asc' },
  create: {
    permit: RATES_PERMITS.set,
    label: 'financeUi.rates.set',
    testId: 'rate-set',
    drawer: { title: 'financeUi.rates.set', editTitle: 'financeUi.rates.set', width: 480 },
  },
});

/** Every save of the rates (who, when), newest rate date first; filtered by currency on the screen. */
export const currencyRateHistoryResource = defineResource({
  name: 'finance.currencyRateHistory',
  title: H('title'),
  menu: RATES_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/finance/currencyrate/history/Query',
    export: '/merchant/finance/currencyrate/history/Export',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    {
      name: 'Currency',
      kind: 'dict',
      dict: 'Currency',
      label: H('Currency'),
      list: { width: 90 },
      filter: 'eq',
      common: true,
    },
    {
      name: 'RateDate',
      kind: 'date',
      label: H('RateDate'),
      list: { width: 120 },
      filter: 'range',
      sort: true,
    },
    { name: 'Rate', kind: 'number', scale: 6, label: H('Rate'), list: { width: 140 } },
    { name: 'CreatedByName', kind: 'text', label: H('CreatedByName'), list: { width: 110 } },
    { name: 'CreatedAt', kind: 'datetime', label: H('CreatedAt'), list: { width: 170 }, sort: true },
  ],
  defaultSort: { field: 'RateDate', order: 'desc' },
});
