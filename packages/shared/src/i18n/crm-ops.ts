import { defineMessages } from './define.js';

/** Server messages of the CRM operations (levels and credit, visits, balance, customer trade). */
export const crmOps = defineMessages({
  customerNotYours: {
    zh: '客户 {{code}} 不属于您，不能操作',
    en: 'Customer {{code}} is not yours; you cannot act on it',
  },
  customerNotActive: {
    zh: '客户 {{code}} 尚未审核通过，不能申请变更',
    en: 'Customer {{code}} has not passed review yet; no change can be requested',
  },
  levelSame: { zh: '申请等级与当前等级相同', en: 'The new level equals the current level' },
  levelPending: {
    zh: '客户 {{code}} 已有待审核的等级变更申请',
    en: 'Customer {{code}} already has a level change waiting for review',
  },
  creditSame: { zh: '申请信用额度与当前额度相同', en: 'The new credit limit equals the current limit' },
  creditPending: {
    zh: '客户 {{code}} 已有待审核的信用额度变更申请',
    en: 'Customer {{code}} already has a credit limit change waiting for review',
  },
  changeStale: {
    zh: '客户 {{code}} 在申请后已被修改，请重新申请',
    en: 'Customer {{code}} changed after the request; please request again',
  },
  amountInvalid: {
    zh: '{{field}}必须是最多两位小数的金额',
    en: '{{field}} must be an amount with at most 2 decimals',
  },
  amountNotPositive: { zh: '{{field}}必须大于 0', en: '{{field}} must be greater than 0' },
  currencyNotUsed: { zh: '币种 {{currency}} 不可用', en: 'Currency {{currency}} is not available' },
  contactNotOfCustomer: {
    zh: '联系人不属于该客户',
    en: 'The contact does not belong to this customer',
  },
  plannedTime: { zh: '计划时间格式应为 HH:MM', en: 'Planned time must be HH:MM' },
  visitNotEditable: {
    zh: '拜访 {{no}} 当前状态不能修改',
    en: 'Visit {{no}} cannot be changed in its current state',
  },
  visitNotYours: { zh: '拜访 {{no}} 不属于您', en: 'Visit {{no}} is not yours' },
  visitNotAllotted: {
    zh: '拜访 {{no}} 尚未分配销售，不能提交',
    en: 'Visit {{no}} has no salesperson yet and cannot be submitted',
  },
  visitReportIncomplete: {
    zh: '提交审核前请填写{{field}}',
    en: 'Fill in {{field}} before submitting for review',
  },
  allotNotSales: {
    zh: '所选用户不是有效的销售人员',
    en: 'The chosen user is not an active salesperson',
  },
  balanceInsufficient: {
    zh: '{{currency}} 可用余额不足：可用 {{available}}，需要 {{amount}}',
    en: 'Not enough {{currency}} balance: {{available}} available, {{amount}} needed',
  },
  refundBankRequired: {
    zh: '请填写退款银行信息：{{field}}',
    en: 'Refund bank information is required: {{field}}',
  },
  ledgerSign: {
    zh: '该类型的流水金额符号不正确',
    en: 'The amount has the wrong sign for this kind of movement',
  },
  trade: {
    created: { zh: '创建客户', en: 'Customer created' },
    owner: { zh: '归属变更', en: 'Owner changed' },
    level: { zh: '等级变更', en: 'Level change' },
    credit: { zh: '信用额度变更', en: 'Credit limit change' },
    visit: { zh: '客户拜访', en: 'Visit' },
    balance: { zh: '余额变动', en: 'Balance movement' },
    // From the inquiry and quote modules' domain events (crm/trade/trade-subscriptions.ts).
    inquiry: { zh: '客户询价', en: 'Inquiry' },
    quote: { zh: '销售报价', en: 'Sales quote' },
    // From the sales module's order events (crm/trade/order-subscriptions.ts).
    order: { zh: '销售订单', en: 'Sales order' },
    // From the logistics module's shipment events (crm/trade/shipment-subscriptions.ts).
    shipment: { zh: '发货', en: 'Shipment' },
  },
});

/** Field labels of the CRM operation bodies (merged into `fields`). */
export const crmOpsFields = defineMessages({
  ToLevel: { zh: '申请等级', en: 'New level' },
  ToLimit: { zh: '申请信用额度', en: 'New credit limit' },
  Currency: { zh: '币种', en: 'Currency' },
  Reason: { zh: '原因', en: 'Reason' },
  Version: { zh: '版本', en: 'Version' },
  CustomerId: { zh: '客户', en: 'Customer' },
  ContactId: { zh: '联系人', en: 'Contact' },
  SalespersonId: { zh: '拜访销售', en: 'Salesperson' },
  Kind: { zh: '类型', en: 'Type' },
  Method: { zh: '拜访方式', en: 'Method' },
  PlannedDate: { zh: '计划日期', en: 'Planned date' },
  PlannedTime: { zh: '计划时间', en: 'Planned time' },
  DoneDate: { zh: '拜访日期', en: 'Visit date' },
  Location: { zh: '地点', en: 'Location' },
  Purpose: { zh: '目的', en: 'Purpose' },
  Content: { zh: '拜访内容', en: 'Content' },
  Result: { zh: '拜访结果', en: 'Result' },
  NextStep: { zh: '下一步计划', en: 'Next step' },
  PayeeName: { zh: '收款人', en: 'Payee' },
  BankName: { zh: '开户银行', en: 'Bank' },
  BankAccount: { zh: '银行账号', en: 'Account number' },
  SwiftCode: { zh: 'SWIFT 代码', en: 'SWIFT code' },
  BankAddress: { zh: '银行地址', en: 'Bank address' },
  Remark: { zh: '备注', en: 'Remark' },
});
