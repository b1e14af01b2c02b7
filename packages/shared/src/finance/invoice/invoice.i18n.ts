import { defineMessages } from '../../i18n/define.js';

/** Labels of the invoice request resource (keys `resources.invoice.…`), zh-CN and en-US side by side. */
export const invoiceResources = defineMessages({
  invoice: {
    title: { zh: '开票申请', en: 'Invoice requests' },
    No: { zh: '申请单号', en: 'Request no.' },
    OrderNo: { zh: '销售单号', en: 'Sales order' },
    CustomerName: { zh: '客户', en: 'Customer' },
    Currency: { zh: '币种', en: 'Currency' },
    TaxRate: { zh: '税率(%)', en: 'Tax rate (%)' },
    Amount: { zh: '不含税金额', en: 'Amount excl. tax' },
    TaxAmount: { zh: '税额', en: 'Tax' },
    Total: { zh: '含税金额', en: 'Amount incl. tax' },
    BuyerName: { zh: '开票抬头', en: 'Buyer (invoice title)' },
    BuyerTaxNo: { zh: '纳税人识别号', en: 'Buyer tax number' },
    Status: { zh: '状态', en: 'Status' },
    status1: { zh: '待审核', en: 'Pending review' },
    status2: { zh: '待开票', en: 'To issue' },
    status3: { zh: '已驳回', en: 'Rejected' },
    status4: { zh: '已开票', en: 'Issued' },
    status5: { zh: '已红冲', en: 'Voided (red-letter)' },
    InvoiceNo: { zh: '发票号码', en: 'Invoice no.' },
    InvoiceDate: { zh: '开票日期', en: 'Invoice date' },
    RedInvoiceNo: { zh: '红字发票号码', en: 'Red-letter invoice no.' },
    Remark: { zh: '备注', en: 'Remark' },
  },
});

/** Server messages of invoice requests (namespace `finance.invoice.…`). */
export const invoiceMessages = defineMessages({
  noLines: { zh: '请至少选择一行已发货的明细', en: 'Select at least one shipped line' },
  orderNotInvoiceable: {
    zh: '销售单 {{no}} 未审核通过，不能申请开票',
    en: 'Sales order {{no}} is not approved: no invoice can be requested',
  },
  taxRateInvalid: {
    zh: '税率只能是 1%、3%、9%、10%、11%、13%',
    en: 'The tax rate must be one of 1 %, 3 %, 9 %, 10 %, 11 %, 13 %',
  },
  taxRateMismatch: {
    zh: '税率 {{rate}}% 与销售单的税率 {{orderRate}}% 不一致',
    en: 'Tax rate {{rate}} % differs from the sales order’s {{orderRate}} %',
  },
  lineNotOfOrder: { zh: '第 {{n}} 行不是该销售单的明细', en: 'Line {{n}} is not a line of this sales order' },
  lineTwice: { zh: '明细 {{line}} 重复', en: 'Order line {{line}} is listed twice' },
  qtyPositive: {
    zh: '开票数量必须是大于 0 的整数',
    en: 'The quantity to invoice must be a whole number above 0',
  },
  beyondShipped: {
    zh: '第 {{line}} 行开票数量 {{qty}} 超过可开票数量 {{open}}（已发货 {{shipped}}，已开票或申请中 {{held}}）',
    en: 'Line {{line}}: {{qty}} to invoice exceeds the {{open}} invoiceable ({{shipped}} shipped, {{held}} invoiced or requested)',
  },
  buyerMissing: {
    zh: '{{field}}不能为空：请在客户资料中维护开票信息，或在申请中填写',
    en: '{{field}} is required: keep it in the customer’s billing details or fill it in on the request',
  },
  notToIssue: {
    zh: '开票申请 {{no}} 不是待开票状态，不能开票',
    en: 'Invoice request {{no}} is not waiting to be issued',
  },
  invoiceNoInvalid: {
    zh: '发票号码应为 8 到 20 位数字或大写字母',
    en: 'The invoice number takes 8 to 20 digits or capital letters',
  },
  invoiceNoTaken: {
    zh: '发票号码 {{invoiceNo}} 已被使用',
    en: 'Invoice number {{invoiceNo}} is already used',
  },
  invoiceDateInvalid: {
    zh: '开票日期无效或晚于今天',
    en: 'The invoice date is invalid or later than today',
  },
  notIssued: {
    zh: '开票申请 {{no}} 未开票，不能红冲',
    en: 'Invoice request {{no}} is not issued: there is nothing to reverse',
  },
  reasonRequired: { zh: '请填写红冲原因', en: 'Give the reason for the red-letter reversal' },
  sameRedNo: {
    zh: '红字发票号码不能与原发票号码相同',
    en: 'The red-letter invoice number cannot be the original invoice number',
  },
  notPending: {
    zh: '开票申请 {{no}} 不是待审核状态',
    en: 'Invoice request {{no}} is not pending review',
  },
  noSource: {
    zh: '销售单服务未就绪，不能申请开票',
    en: 'Sales orders are not available: no invoice can be requested',
  },
});
