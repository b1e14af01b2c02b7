import { defineMessages } from './define.js';

/** Server messages of inquiries and purchase quotes (namespace `inquiry`). */
export const inquiry = defineMessages({
  notFound: { zh: '询价单不存在', en: 'No such inquiry' },
  lineNotFound: { zh: '询价明细不存在', en: 'No such inquiry line' },
  notYours: { zh: '询价单 {{no}} 不属于您', en: 'Inquiry {{no}} is not yours' },
  notEditable: {
    zh: '询价单 {{no}} 当前状态不支持修改',
    en: 'The current state of inquiry {{no}} does not support modification',
  },
  transferPending: {
    zh: '询价单 {{no}} 正在转交审核中',
    en: 'Inquiry {{no}} is already waiting for transfer review',
  },
  sameSalesperson: { zh: '不能转交给当前销售', en: 'The inquiry already belongs to this salesperson' },
  notSalesperson: { zh: '{{field}}必须是在职销售', en: '{{field}} must be an active salesperson' },
  hasQuotes: {
    zh: '询价单 {{no}} 已有采购报价，不能删除',
    en: 'Inquiry {{no}} has purchase quotes and cannot be deleted',
  },
  linesRequired: { zh: '至少需要一条询价明细', en: 'At least one inquiry line is required' },
  tooManyLines: { zh: '询价明细最多 {{max}} 条', en: 'At most {{max}} inquiry lines' },
  customerPnUnknown: {
    zh: '客户料号 {{pn}} 不在该客户的料号表中',
    en: 'customer PN {{pn}} is not in the customer’s part list',
  },
  lineInvalid: { zh: '第 {{line}} 行：{{message}}', en: 'Line {{line}}: {{message}}' },
  contactNotOfCustomer: { zh: '联系人不属于该客户', en: 'The contact is not one of the customer’s' },
  customerNotYours: { zh: '客户 {{code}} 不属于您', en: 'Customer {{code}} is not yours' },
  customerNotActive: { zh: '客户 {{code}} 未审核通过', en: 'Customer {{code}} is not active' },
  currencyInvalid: {
    zh: '{{field}}必须是 GBP、EUR、HKD、USD 或 CNY',
    en: '{{field}} must be GBP, EUR, HKD, USD or CNY',
  },
  priceInvalid: {
    zh: '{{field}}必须是不小于 0、最多 6 位小数的数字',
    en: '{{field}} must be a number ≥ 0 with at most 6 decimals',
  },
  pricePositive: { zh: '{{field}}必须大于 0', en: '{{field}} must be greater than 0' },
  sourceInvalid: { zh: '{{field}}不在 BOM 来源字典中', en: '{{field}} is not a BOM origin' },
  lineClosed: { zh: '询价单 {{no}} 已关闭或不可报价', en: 'Inquiry {{no}} is closed or cannot be quoted' },
  cannotSendBack: {
    zh: '该明细尚未报价，不能退回核价',
    en: 'The line has no quote yet and cannot be sent back for a price check',
  },
  supplierInvalid: { zh: '供应商不存在或已禁用', en: 'No such supplier, or the supplier may not be used' },
  validityPast: { zh: '{{field}}不能早于今天', en: '{{field}} cannot be before today' },
  moqAboveQuantity: { zh: '最小起订量不能大于可供数量', en: 'The MOQ cannot exceed the quantity available' },
  quoteNotFound: { zh: '采购报价不存在', en: 'No such purchase quote' },
  quoteNotYours: { zh: '采购报价 {{no}} 不是您录入的', en: 'Purchase quote {{no}} was not entered by you' },
  quoteVoided: { zh: '采购报价 {{no}} 已作废', en: 'Purchase quote {{no}} is voided' },
});

/** Field labels of the inquiry bodies (spread into fields.ts; existing labels win). */
export const inquiryFields = defineMessages({
  Lines: { zh: '询价明细', en: 'Lines' },
  LineId: { zh: '询价明细', en: 'Inquiry line' },
  ToSalespersonId: { zh: '转交给', en: 'Transfer to' },
  SupplierId: { zh: '供应商', en: 'Supplier' },
  CostPrice: { zh: '成本价', en: 'Cost price' },
  TargetPrice: { zh: '目标价', en: 'Target price' },
  Quantity: { zh: '数量', en: 'Quantity' },
  Moq: { zh: '最小起订量', en: 'MOQ' },
  LeadTimeDays: { zh: '交期（天）', en: 'Lead time (days)' },
  ValidUntil: { zh: '价格有效期', en: 'Price validity' },
  DateCode: { zh: '批号', en: 'D/C' },
  Condition: { zh: '货物状况', en: 'Condition' },
  Delivery: { zh: '交期要求', en: 'Delivery' },
  IsUrgent: { zh: '加急', en: 'Urgent' },
  IsTentative: { zh: '待确认', en: 'Tentative' },
  Package: { zh: '封装', en: 'Package' },
});
