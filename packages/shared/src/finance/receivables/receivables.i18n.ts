import { defineMessages } from '../../i18n/define.js';

/** Labels of the receivables and exceptions lists (keys `resources.receivables.…`, `resources.abnormal.…`). */
export const receivablesResources = defineMessages({
  receivables: {
    title: { zh: '应收账款', en: 'Receivables' },
    CustomerCode: { zh: '客户编号', en: 'Customer code' },
    CustomerName: { zh: '客户', en: 'Customer' },
    OwnerId: { zh: '业务员', en: 'Salesperson' },
    OwnerName: { zh: '业务员', en: 'Salesperson' },
    Currency: { zh: '币种', en: 'Currency' },
    Open: { zh: '未收金额', en: 'Open' },
    Current: { zh: '未到期', en: 'Current' },
    Days1to30: { zh: '逾期 1–30 天', en: '1–30 days' },
    Days31to60: { zh: '逾期 31–60 天', en: '31–60 days' },
    Days61to90: { zh: '逾期 61–90 天', en: '61–90 days' },
    Over90: { zh: '逾期 90 天以上', en: 'Over 90 days' },
    Overdue: { zh: '逾期金额', en: 'Overdue' },
    IsOverdue: { zh: '逾期', en: 'Overdue' },
    MaxDaysOverdue: { zh: '最长逾期天数', en: 'Most days overdue' },
    CreditLimit: { zh: '信用额度', en: 'Credit limit' },
    RemainingCredit: { zh: '剩余额度', en: 'Remaining credit' },
    LastPostedOn: { zh: '最近记账', en: 'Last posted' },
  },
  abnormal: {
    title: { zh: '异常', en: 'Exceptions' },
    Kind: { zh: '类型', en: 'Kind' },
    kind1: { zh: '收款超期未认领', en: 'Receipt unclaimed' },
    kind2: { zh: '余额为负', en: 'Negative balance' },
    kind3: { zh: '逾期未收款', en: 'Overdue, nothing received' },
    DocNo: { zh: '单号', en: 'Document' },
    PartyName: { zh: '客户/付款人', en: 'Customer / payer' },
    Currency: { zh: '币种', en: 'Currency' },
    Amount: { zh: '金额', en: 'Amount' },
    Date: { zh: '日期', en: 'Date' },
    Days: { zh: '天数', en: 'Days' },
  },
});

/** Server messages (namespace `finance`, keys `finance.receivables.…`). */
export const receivablesMessages = defineMessages({
  receivables: {
    periodInvalid: {
      zh: '结束日期 {{end}} 不能早于开始日期 {{start}}',
      en: 'The end date {{end}} cannot be earlier than the start date {{start}}',
    },
    periodTooLong: {
      zh: '对账期间最长 {{max}} 天',
      en: 'A statement period is at most {{max}} days',
    },
    dateInvalid: { zh: '日期 {{date}} 无效', en: 'The date {{date}} is not valid' },
    customerInvalid: {
      zh: '客户不存在或不是您的客户',
      en: 'The customer does not exist or is not yours',
    },
    currencyInvalid: { zh: '币种 {{currency}} 不存在', en: 'Currency {{currency}} does not exist' },
    kindInvalid: { zh: '异常类型 {{kind}} 无效', en: 'Exception kind {{kind}} is not valid' },
  },
});

/** Texts of the customer statement (PDF, Excel, screen) and the exceptions screen (namespace `finance`). */
export const customerBillUi = defineMessages({
  customerBill: {
    title: { zh: '客户对账单', en: 'Customer statement' },
    customer: { zh: '客户', en: 'Customer' },
    currency: { zh: '币种', en: 'Currency' },
    company: { zh: '公司', en: 'Company' },
    allCompanies: { zh: '全部公司', en: 'All companies' },
    period: { zh: '期间', en: 'Period' },
    opening: { zh: '期初余额', en: 'Opening balance' },
    billed: { zh: '本期发货开票', en: 'Billed' },
    received: { zh: '本期收款', en: 'Received' },
    allowance: { zh: '本期折让', en: 'Allowances' },
    closing: { zh: '期末余额', en: 'Closing balance' },
    unapplied: {
      zh: '已收未核销（预收款 + 客户余额）',
      en: 'Received, not yet applied (pre-collected + balance)',
    },
    date: { zh: '日期', en: 'Date' },
    docType: { zh: '单据类型', en: 'Type' },
    docNo: { zh: '单号', en: 'Document' },
    remark: { zh: '摘要', en: 'Remark' },
    balance: { zh: '余额', en: 'Balance' },
    noLines: { zh: '本期无往来', en: 'No movement in the period' },
    generatedAt: { zh: '生成时间：{{at}}', en: 'Generated {{at}}' },
    show: { zh: '查询', en: 'Show' },
    pdf: { zh: '下载 PDF', en: 'Download PDF' },
    xlsx: { zh: '下载 Excel', en: 'Download Excel' },
    pickCustomer: { zh: '请选择客户', en: 'Choose a customer' },
    doc_salesOrder: { zh: '销售发货', en: 'Shipment' },
    doc_receipt: { zh: '收款单', en: 'Receipt' },
    doc_allowance: { zh: '折让单', en: 'Allowance' },
    doc_other: { zh: '其他', en: 'Other' },
  },
  abnormalUi: {
    hint: {
      zh: '收款超过 {{days}} 天未认领、余额为负、已过付款期限仍未收款的单据',
      en: 'Receipts unclaimed for over {{days}} days, negative balances, receivables past their terms with nothing received',
    },
  },
});
