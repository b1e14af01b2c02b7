import { bankReceiptMessages } from '../finance/bank-receipt/bank-receipt.i18n.js';
import { invoiceMessages } from '../finance/invoice/invoice.i18n.js';
import { customerBillUi, receivablesMessages } from '../finance/receivables/receivables.i18n.js';
import { defineMessages } from './define.js';

/** Server messages of the money ledger (namespace `finance`; issue #13). */
export const finance = defineMessages({
  ...bankReceiptMessages,
  ...receivablesMessages,
  ...customerBillUi,
  invoice: invoiceMessages,
  amountNonZero: { zh: '{{field}}不能为 0', en: '{{field}} cannot be 0' },
  amountDecimals: { zh: '{{field}}最多 {{max}} 位小数', en: '{{field}} takes at most {{max}} decimals' },
  ratePositive: { zh: '{{field}}必须大于 0', en: '{{field}} must be greater than 0' },
  accountParty: {
    zh: '账户 {{account}} 不属于该往来方类型',
    en: 'Account {{account}} does not belong to this kind of party',
  },
  beforeLockDate: {
    zh: '记账日期 {{date}} 早于结账日期 {{lockDate}}，不能记账',
    en: 'Posting date {{date}} is before the period lock date {{lockDate}}: nothing can be posted there',
  },
  lockDateFuture: {
    zh: '结账日期 {{lockDate}} 不能晚于今天 {{today}}',
    en: 'The period lock date {{lockDate}} cannot be later than today ({{today}})',
  },
  balanceNegative: {
    zh: '{{account}}余额不足：现有 {{balance}} {{currency}}，本次 {{amount}}',
    en: '{{account}} too low: {{balance}} {{currency}}, this posting {{amount}}',
  },
  openNegative: {
    zh: '单据 {{doc}} 的{{account}}未结金额只有 {{open}} {{currency}}，本次 {{amount}}',
    en: 'Document {{doc}} has only {{open}} {{currency}} open on {{account}}; this posting is {{amount}}',
  },
  reversalMismatch: {
    zh: '冲销账目必须与被冲销的账目同一往来方、账户、币种和单据，金额相反（账目 {{entry}}）',
    en: 'A reversal must have the party, account, currency and document of the entry it reverses, with the opposite amount (entry {{entry}})',
  },
  noRate: {
    zh: '{{currency}} 没有 {{date}} 当日或之前的汇率，请先在币种汇率中维护',
    en: 'There is no {{currency}} rate dated {{date}} or earlier: set one under Currencies and rates first',
  },
  baseRate: {
    zh: '{{currency}} 是本位币，汇率恒为 1',
    en: '{{currency}} is the base currency: its rate is always 1',
  },
  alreadyReversed: { zh: '账目 {{entry}} 已冲销', en: 'Ledger entry {{entry}} is already reversed' },
  entryNotFound: { zh: '账目 {{entry}} 不存在', en: 'Ledger entry {{entry}} does not exist' },
  account: {
    1: { zh: '应收', en: 'Receivable' },
    2: { zh: '应付', en: 'Payable' },
    3: { zh: '客户余额', en: 'Customer balance' },
    4: { zh: '预收款', en: 'Pre-collected' },
    5: { zh: '供应商预付款', en: 'Supplier advance' },
  },
});

/** Field labels of the money ledger (merged into `fields`). */
export const financeFields = defineMessages({
  PostedOn: { zh: '记账日期', en: 'Posting date' },
  Rate: { zh: '汇率', en: 'Rate' },
  LockDate: { zh: '结账日期', en: 'Lock date' },
  RateDate: { zh: '汇率日期', en: 'Rate date' },
  AccountId: { zh: '收款账户', en: 'Receiving account' },
  PayerName: { zh: '付款人', en: 'Payer' },
  ValueDate: { zh: '到账日期', en: 'Value date' },
  BankRef: { zh: '银行流水号', en: 'Bank reference' },
});
