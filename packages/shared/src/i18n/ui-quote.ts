import { defineMessages } from './define.js';

/** Texts of the quote screens (`quoteUi`): quotation, detail-quotation, quote-record, profitMargin. */
export const uiQuote = defineMessages({
  open: { zh: '查看', en: 'Open' },
  pdfZh: { zh: '下载 PDF（中文）', en: 'PDF (Chinese)' },
  pdfEn: { zh: '下载 PDF（英文）', en: 'PDF (English)' },
  send: { zh: '标记已发送', en: 'Mark sent' },
  void: { zh: '作废', en: 'Void' },
  createOrder: { zh: '生成销售订单', en: 'Create sales order' },
  lines: { zh: '报价明细', en: 'Lines' },
  noQuote: { zh: '无法报价', en: 'No quote' },
  belowSuggested: { zh: '低于建议价', en: 'Below suggested' },
  pendingHint: {
    zh: '报价低于建议售价，审批通过前不能发送或下载给客户',
    en: 'Below the suggested price: it cannot be sent or downloaded for the customer before approval',
  },
  rejectedHint: { zh: '审批驳回：{{comment}}', en: 'Rejected: {{comment}}' },
  missingId: { zh: '缺少报价单编号', en: 'No quotation given' },
  col: {
    LineNo: { zh: '序号', en: '#' },
    Mpn: { zh: '型号', en: 'MPN' },
    Brand: { zh: '品牌', en: 'Brand' },
    Quantity: { zh: '数量', en: 'Qty' },
    SalePrice: { zh: '报价', en: 'Sale price' },
    SuggestedPrice: { zh: '建议售价', en: 'Suggested' },
    CostPrice: { zh: '成本', en: 'Cost' },
    Supplier: { zh: '供应商', en: 'Supplier' },
    Tiers: { zh: '阶梯价', en: 'Price breaks' },
    LeadTimeDays: { zh: '交期（天）', en: 'Delivery (days)' },
  },
  addMargin: { zh: '新增利润率', en: 'Add margin' },
  editMargin: { zh: '编辑利润率', en: 'Edit margin' },
});
