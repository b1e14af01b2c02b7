import { defineMessages } from '../../i18n/define.js';

/** Labels of the payment resource (keys `resources.paymentOrder.…`), zh-CN and en-US side by side. */
export const paymentOrderResources = defineMessages({
  paymentOrder: {
    title: { zh: '付款单', en: 'Payment requests' },
    add: { zh: '申请付款', en: 'Request payment' },
    No: { zh: '付款单号', en: 'Payment no.' },
    Kind: { zh: '类型', en: 'Kind' },
    kind1: { zh: '预付款', en: 'Prepayment' },
    kind2: { zh: '付款', en: 'Payment' },
    SupplierName: { zh: '供应商', en: 'Supplier' },
    SupplierId: { zh: '供应商', en: 'Supplier' },
    Currency: { zh: '币种', en: 'Currency' },
    Amount: { zh: '付款金额', en: 'Amount' },
    BankId: { zh: '收款账户', en: 'Payee account' },
    BankName: { zh: '开户行', en: 'Bank' },
    AccountName: { zh: '户名', en: 'Account name' },
    AccountNo: { zh: '账号', en: 'Account no.' },
    SwiftCode: { zh: 'SWIFT', en: 'SWIFT' },
    OrderNos: { zh: '采购单', en: 'Purchase orders' },
    OrderNo: { zh: '采购单号', en: 'PO no.' },
    Unpaid: { zh: '未付金额', en: 'Unpaid' },
    Remark: { zh: '备注', en: 'Remark' },
    Status: { zh: '状态', en: 'Status' },
    status1: { zh: '待付款', en: 'To pay' },
    status2: { zh: '已付款', en: 'Paid' },
    status3: { zh: '已驳回', en: 'Rejected' },
    status4: { zh: '已取消', en: 'Cancelled' },
    OwnerName: { zh: '采购员', en: 'Buyer' },
    PaidOn: { zh: '付款日期', en: 'Paid on' },
    ReviewComment: { zh: '财务意见', en: 'Finance comment' },
    cancel: { zh: '取消申请', en: 'Cancel the request' },
    lines: { zh: '付款明细', en: 'POs paid' },
    send: { zh: '提交付款申请', en: 'Send the request' },
    discard: { zh: '取消', en: 'Cancel' },
    noBank: {
      zh: '该供应商没有银行账户，请先在供应商资料中添加',
      en: 'The supplier has no bank account: add one first',
    },
    amountInvalid: { zh: '金额须大于 0，最多两位小数', en: 'Greater than 0, at most 2 decimals' },
    overUnpaid: { zh: '不能超过未付金额 {{unpaid}}', en: 'At most the unpaid {{unpaid}}' },
    created: { zh: '已提交付款申请', en: 'Payment request sent:' },
  },
});

/** Server messages of payment requests (namespace `purchase`, keys `purchase.payment.…`). */
export const paymentOrderMessages = defineMessages({
  payment: {
    kindInvalid: { zh: '付款类型无效', en: 'Choose prepayment or payment' },
    orderTwice: { zh: '采购单 {{no}} 重复', en: 'Purchase order {{no}} is listed twice' },
    orderNotPayable: {
      zh: '采购单 {{no}} 当前状态不能申请付款',
      en: 'Purchase order {{no}} cannot be paid in its current status',
    },
    oneSupplier: {
      zh: '一张付款单只能包含同一供应商、同一币种、同一所属公司的采购单',
      en: 'A payment request covers POs of one supplier, one currency and one owner company',
    },
    amountInvalid: {
      zh: '付款金额须大于 0，最多两位小数',
      en: 'The amount must be greater than 0 with at most 2 decimals',
    },
    overUnpaid: {
      zh: '采购单 {{no}} 付款金额 {{amount}} 超过未付金额 {{unpaid}}',
      en: 'Purchase order {{no}}: {{amount}} is more than the unpaid {{unpaid}}',
    },
    bankNotSupplier: {
      zh: '收款账户不属于该供应商',
      en: "The payee account is not one of the supplier's bank accounts",
    },
    notCancellable: {
      zh: '付款单 {{no}} 已处理，不能取消',
      en: 'Payment request {{no}} has been decided and cannot be cancelled',
    },
    notPending: {
      zh: '付款单 {{no}} 不是待付款状态',
      en: 'Payment request {{no}} is not waiting to be paid',
    },
  },
});
