import { defineMessages } from '../../i18n/define.js';

/** Labels of the bank receipt resource (keys `resources.bankReceipt.…`), zh-CN and en-US side by side. */
export const bankReceiptResources = defineMessages({
  bankReceipt: {
    title: { zh: '预收款', en: 'Pre-collected' },
    add: { zh: '登记收款', en: 'Record receipt' },
    claim: { zh: '认领', en: 'Claim' },
    claimed: { zh: '已认领', en: 'Claimed' },
    No: { zh: '单号', en: 'No.' },
    AccountId: { zh: '收款账户', en: 'Receiving account' },
    AccountName: { zh: '收款账户', en: 'Receiving account' },
    PayerName: { zh: '付款人', en: 'Payer' },
    Currency: { zh: '币种', en: 'Currency' },
    Amount: { zh: '金额', en: 'Amount' },
    ValueDate: { zh: '到账日期', en: 'Value date' },
    BankRef: { zh: '银行流水号', en: 'Bank reference' },
    Remark: { zh: '备注', en: 'Remark' },
    Status: { zh: '状态', en: 'Status' },
    status1: { zh: '待认领', en: 'To be claimed' },
    status2: { zh: '已认领', en: 'Claimed' },
    CustomerName: { zh: '客户', en: 'Customer' },
    ClaimedByName: { zh: '认领人', en: 'Claimed by' },
    ClaimedAt: { zh: '认领时间', en: 'Claimed at' },
  },
});

/** Server messages of bank receipts (namespace `finance`, keys `finance.bankReceipt.…`). */
export const bankReceiptMessages = defineMessages({
  bankReceipt: {
    amountInvalid: {
      zh: '收款金额必须大于 0，最多两位小数',
      en: 'The receipt amount must be greater than 0 with at most 2 decimals',
    },
    accountInvalid: {
      zh: '收款账户不存在、已停用或不能收款',
      en: 'The receiving account does not exist, is disabled or cannot receive money',
    },
    currencyMismatch: {
      zh: '币种 {{currency}} 与收款账户的币种 {{accountCurrency}} 不一致',
      en: 'Currency {{currency}} differs from the receiving account currency {{accountCurrency}}',
    },
    valueDateFuture: {
      zh: '到账日期 {{date}} 不能晚于今天 {{today}}',
      en: 'The value date {{date}} cannot be later than today ({{today}})',
    },
    alreadyClaimed: {
      zh: '收款 {{no}} 已被认领或已变更，请刷新后重试',
      en: 'Receipt {{no}} has already been claimed or has changed: refresh and try again',
    },
    customerNotYours: {
      zh: '只能为自己的客户认领收款',
      en: 'You can claim a receipt only for one of your own customers',
    },
  },
});
