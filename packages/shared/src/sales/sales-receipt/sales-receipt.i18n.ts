import { defineMessages } from '../../i18n/define.js';

/** Labels of the receipt resources (keys `resources.salesReceipt.…`), zh-CN and en-US side by side. */
export const salesReceiptResources = defineMessages({
  salesReceipt: {
    title: { zh: '收款单', en: 'Receipts' },
    linesTitle: { zh: '销售收款', en: 'Sales receipts' },
    receivableTitle: { zh: '应收款', en: 'Receivables' },
    add: { zh: '新增收款', en: 'New receipt' },
    No: { zh: '收款单号', en: 'Receipt no.' },
    CustomerName: { zh: '客户', en: 'Customer' },
    Currency: { zh: '币种', en: 'Currency' },
    Source: { zh: '资金来源', en: 'Money from' },
    source1: { zh: '银行收款（预收）', en: 'Bank receipt (pre-collected)' },
    source2: { zh: '客户余额', en: 'Customer balance' },
    BankReceiptId: { zh: '银行收款', en: 'Bank receipt' },
    BankReceiptNo: { zh: '银行收款单号', en: 'Bank receipt no.' },
    Amount: { zh: '收款金额', en: 'Amount' },
    Allocated: { zh: '核销订单金额', en: 'Allocated to orders' },
    ToBalance: { zh: '转入余额', en: 'To the balance' },
    OrderNos: { zh: '销售订单', en: 'Sales orders' },
    OrderNo: { zh: '销售订单号', en: 'Sales order no.' },
    LineAmount: { zh: '本次收款', en: 'Received now' },
    Status: { zh: '状态', en: 'Status' },
    status1: { zh: '待销售审核', en: 'Pending sales review' },
    status2: { zh: '待财务确认', en: 'Pending finance review' },
    status3: { zh: '已确认', en: 'Confirmed' },
    status4: { zh: '已驳回', en: 'Rejected' },
    Remark: { zh: '备注', en: 'Remark' },
    PostedOn: { zh: '入账日期', en: 'Posted on' },
    OwnerName: { zh: '业务员', en: 'Salesperson' },
    Total: { zh: '订单金额', en: 'Order total' },
    Received: { zh: '已收金额', en: 'Received' },
    Pending: { zh: '审核中', en: 'In review' },
    Open: { zh: '未收金额', en: 'Open' },
    PayStatus: { zh: '收款状态', en: 'Payment status' },
    payStatus1: { zh: '待付款', en: 'Pending payment' },
    payStatus2: { zh: '部分收款', en: 'Partially received' },
    payStatus3: { zh: '已收款', en: 'Received' },
    customer: { zh: '客户', en: 'Customer' },
    pickOrders: {
      zh: '选择同一客户、同一币种的销售订单',
      en: 'Pick sales orders of one customer and currency',
    },
    send: { zh: '提交收款单', en: 'Submit the receipt' },
    back: { zh: '返回', en: 'Back' },
    created: { zh: '已提交收款单', en: 'Receipt submitted:' },
    amountInvalid: { zh: '金额须大于 0，最多两位小数', en: 'Greater than 0, at most 2 decimals' },
  },
});

/** Server messages of receipts (namespace `sales`, keys `sales.receipt.…`). */
export const salesReceiptMessages = defineMessages({
  receipt: {
    noOrder: {
      zh: '请至少选择一个销售订单，且客户和币种必须相同',
      en: 'Select at least one sales order, all with the same customer and currency',
    },
    oneCustomer: {
      zh: '所选销售订单的客户和币种必须相同',
      en: 'The selected sales orders must all have the same customer and currency',
    },
    oneCompany: {
      zh: '所选销售订单必须属于同一所属公司',
      en: 'The selected sales orders must belong to one owner company',
    },
    orderTwice: { zh: '销售订单 {{no}} 重复', en: 'Sales order {{no}} is listed twice' },
    orderNotReceivable: {
      zh: '销售订单 {{no}} 未审核通过或已取消，不能收款',
      en: 'Sales order {{no}} is not approved or is cancelled: it cannot receive money',
    },
    amountPositive: {
      zh: '收款金额必须大于 0（最多两位小数）',
      en: 'The receipt amount must be positive (at most 2 decimals)',
    },
    lineAmountPositive: {
      zh: '订单 {{no}} 的收款金额必须大于 0（最多两位小数）',
      en: 'The amount for order {{no}} must be positive (at most 2 decimals)',
    },
    overOpen: {
      zh: '订单 {{no}} 本次收款 {{amount}} 超过未收金额 {{open}}',
      en: 'Order {{no}}: {{amount}} exceeds its open amount {{open}}',
    },
    overAmount: {
      zh: '订单核销合计 {{allocated}} 超过收款金额 {{amount}}',
      en: 'The orders take {{allocated}}, more than the receipt amount {{amount}}',
    },
    sourceInvalid: {
      zh: '请选择资金来源（银行收款或客户余额）',
      en: 'Choose where the money comes from (a bank receipt or the customer balance)',
    },
    bankReceiptRequired: { zh: '请选择已认领的银行收款', en: 'Choose a claimed bank receipt' },
    bankReceiptNotUsable: {
      zh: '银行收款 {{no}} 未被该客户认领，或币种、所属公司与订单不同',
      en: 'Bank receipt {{no}} is not claimed for this customer, or its currency or company differs from the orders',
    },
    overBankReceipt: {
      zh: '收款金额 {{amount}} 超过银行收款 {{no}} 的可用金额 {{unused}}',
      en: 'The amount {{amount}} exceeds what is left of bank receipt {{no}}: {{unused}}',
    },
    balanceRest: {
      zh: '使用客户余额收款时，收款金额必须等于订单核销合计',
      en: 'Paid from the customer balance, the amount must equal what the orders take',
    },
    overBalance: {
      zh: '客户 {{currency}} 可用余额 {{available}} 不足 {{amount}}',
      en: 'The customer has {{available}} {{currency}} available, less than {{amount}}',
    },
  },
});
