import { defineMessages } from './define.js';

/** Server messages of sales quotes, quote records and profit margins (namespace `quote`). */
export const quote = defineMessages({
  notFound: { zh: '报价单不存在', en: 'No such quotation' },
  inquiryNotFound: { zh: '询价单不存在', en: 'No such inquiry' },
  inquiryNotOpen: {
    zh: '询价单 {{no}} 当前状态不能报价',
    en: 'Inquiry {{no}} cannot be quoted in its current state',
  },
  lineNotOfInquiry: { zh: '{{field}}不属于该询价单', en: '{{field}} is not a line of this inquiry' },
  lineDuplicate: { zh: '{{field}}重复', en: '{{field}} appears twice' },
  purchaseQuoteInvalid: {
    zh: '{{field}}不是该询价明细的有效采购报价',
    en: '{{field}} is not a valid purchase quote of this inquiry line',
  },
  priceRequired: { zh: '请输入{{field}}', en: 'Please enter the {{field}}' },
  priceInvalid: {
    zh: '{{field}}须为不小于 0 且最多 6 位小数的数字',
    en: '{{field}} must be a number ≥ 0 with at most 6 decimals',
  },
  pricePositive: { zh: '{{field}}须大于 0', en: '{{field}} must be greater than 0' },
  priceWithoutQuote: {
    zh: '未选择采购报价的明细不能填写{{field}}',
    en: 'A line without a purchase quote cannot have a {{field}}',
  },
  noPricedLine: { zh: '至少需要一条已报价明细', en: 'At least one line must be quoted' },
  validityBeforeDate: { zh: '{{field}}不能早于报价日期', en: '{{field}} cannot be before the quote date' },
  tiersAscending: {
    zh: '{{field}}的数量须大于订货数量且逐级递增',
    en: '{{field}}: quantities must be above the line quantity and strictly ascending',
  },
  tiersTooMany: { zh: '{{field}}最多 {{max}} 级', en: '{{field}}: at most {{max}} price breaks' },
  tierPriceInvalid: {
    zh: '{{field}}的价格须为不小于 0 且最多 6 位小数的数字',
    en: '{{field}}: each price must be a number ≥ 0 with at most 6 decimals',
  },
  notEditable: {
    zh: '报价单 {{no}} 当前状态不支持修改',
    en: 'The current state of quotation {{no}} does not support modification',
  },
  needsApproval: {
    zh: '报价单 {{no}} 低于建议售价，审批通过前不能发送',
    en: 'Quotation {{no}} is below the suggested price and cannot be sent before it is approved',
  },
  rejectedCannotSend: {
    zh: '报价单 {{no}} 审批被驳回，请修改后重新提交',
    en: 'Quotation {{no}} was rejected in review; edit it and submit again',
  },
  alreadySent: { zh: '报价单 {{no}} 已发送', en: 'Quotation {{no}} has already been sent' },
  cannotVoid: {
    zh: '报价单 {{no}} 当前状态不能作废',
    en: 'Quotation {{no}} cannot be voided in its current state',
  },
  expired: {
    zh: '报价单 {{no}} 已过有效期，不能发送',
    en: 'Quotation {{no}} has expired and cannot be sent',
  },
  rateMissing: { zh: '币种 {{currency}} 没有汇率', en: 'No exchange rate for currency {{currency}}' },
  pdfFontMissing: {
    zh: '服务器缺少中文字体（{{path}}），无法生成 PDF',
    en: 'The server has no CJK font ({{path}}); the PDF cannot be made',
  },
  // profit margins
  marginNotFound: { zh: '利润率设置不存在', en: 'No such profit margin row' },
  brandUnknown: { zh: '{{field}}不存在', en: 'Unknown {{field}}' },
  bandInvalid: { zh: '{{field}}须大于成本起点', en: '{{field}} must be above the cost from' },
  bandOverlap: {
    zh: '该品牌的成本区间与已有设置重叠（{{from}} – {{to}}）',
    en: 'The cost band overlaps an existing band of this brand ({{from}} – {{to}})',
  },
  marginInvalid: {
    zh: '{{field}}须为 0 到 1000 之间、最多 4 位小数的数字',
    en: '{{field}} must be a number from 0 to 1000 with at most 4 decimals',
  },
  open: { zh: '以上', en: 'and above' },
  allBrands: { zh: '全部品牌', en: 'All brands' },
  // the quote PDF
  pdf: {
    title: { zh: '报价单', en: 'QUOTATION' },
    no: { zh: '报价单号', en: 'Quotation no.' },
    date: { zh: '报价日期', en: 'Date' },
    validUntil: { zh: '有效期至', en: 'Valid until' },
    customer: { zh: '客户', en: 'Customer' },
    contact: { zh: '联系人', en: 'Attn.' },
    salesperson: { zh: '销售', en: 'Sales' },
    currency: { zh: '币种', en: 'Currency' },
    inquiryNo: { zh: '询价单号', en: 'Your inquiry' },
    lineNo: { zh: '序号', en: '#' },
    mpn: { zh: '型号', en: 'Part number' },
    brand: { zh: '品牌', en: 'Brand' },
    package: { zh: '封装', en: 'Package' },
    dateCode: { zh: '批号', en: 'D/C' },
    quantity: { zh: '数量', en: 'Qty' },
    price: { zh: '单价', en: 'Unit price' },
    amount: { zh: '金额', en: 'Amount' },
    delivery: { zh: '交期', en: 'Delivery' },
    days: { zh: '{{n}} 天', en: '{{n}} days' },
    stock: { zh: '现货', en: 'Stock' },
    tiers: { zh: '阶梯价', en: 'Price breaks' },
    noQuote: { zh: '无法报价', en: 'No quote' },
    total: { zh: '合计', en: 'Total' },
    remark: { zh: '备注', en: 'Remarks' },
    terms: {
      zh: '本报价在有效期内有效，价格与库存以最终确认为准。',
      en: 'This quotation is valid until the date above; prices and stock are subject to final confirmation.',
    },
    draft: { zh: '待审批 — 不可发给客户', en: 'PENDING APPROVAL — NOT FOR THE CUSTOMER' },
  },
});

/** Field labels of the quote bodies (spread into fields.ts; existing labels win). */
export const quoteFields = defineMessages({
  InquiryId: { zh: '询价单', en: 'Inquiry' },
  InquiryLineId: { zh: '询价明细', en: 'Inquiry line' },
  PurchaseQuoteId: { zh: '采购报价', en: 'Purchase quote' },
  PurchaseQuoteIds: { zh: '采购报价', en: 'Purchase quotes' },
  SalePrice: { zh: '报价', en: 'Sale price' },
  Tiers: { zh: '阶梯价', en: 'Price breaks' },
  Price: { zh: '价格', en: 'Price' },
  QuoteDate: { zh: '报价日期', en: 'Quote date' },
  ContactId: { zh: '联系人', en: 'Contact' },
  Remark: { zh: '备注', en: 'Remark' },
  CostFrom: { zh: '成本起点', en: 'Cost from' },
  CostTo: { zh: '成本终点', en: 'Cost to' },
  MarginPercent: { zh: '利润率', en: 'Margin %' },
});
