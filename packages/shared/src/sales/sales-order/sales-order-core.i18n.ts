import { defineMessages } from '../../i18n/define.js';

/**
 * Server messages (namespace `sales`) of the order's core use cases: create from quote lines, edit at
 * Version, merge (button 0102), delivery schedule — zh-CN and en-US side by side.
 */
export const salesOrderCoreMessages = defineMessages({
  quoteLineNotFound: {
    zh: '第 {{line}} 行：报价行不存在',
    en: 'Line {{line}}: the quote line does not exist',
  },
  quoteNotOrderable: {
    zh: '第 {{line}} 行：报价单 {{quote}} 不是有效或已发送状态，不能下单',
    en: 'Line {{line}}: quote {{quote}} is neither valid nor sent: it cannot be ordered',
  },
  quoteExpired: {
    zh: '第 {{line}} 行：报价单 {{quote}} 的有效期至 {{validUntil}}，已过期，不能下单',
    en: 'Line {{line}}: quote {{quote}} was valid until {{validUntil}} (validity passed): it cannot be ordered',
  },
  quoteOtherCustomer: {
    zh: '第 {{line}} 行：报价单 {{quote}} 属于其他客户',
    en: "Line {{line}}: quote {{quote}} is another customer's",
  },
  quoteOtherCurrency: {
    zh: '第 {{line}} 行：报价单 {{quote}} 的币种是 {{currency}}，与订单币种不同',
    en: 'Line {{line}}: quote {{quote}} is in {{currency}}, not in the order currency',
  },
  quoteLineNotPriced: {
    zh: '第 {{line}} 行：报价单 {{quote}} 第 {{quoteLine}} 行未报价',
    en: 'Line {{line}}: line {{quoteLine}} of quote {{quote}} has no sale price',
  },
  quoteLineDuplicate: {
    zh: '第 {{line}} 行：报价单 {{quote}} 第 {{quoteLine}} 行重复',
    en: 'Line {{line}}: line {{quoteLine}} of quote {{quote}} appears twice',
  },
  quoteLineFullyOrdered: {
    zh: '第 {{line}} 行：报价单 {{quote}} 第 {{quoteLine}} 行（{{mpn}}）已全部下单（{{ordered}} / {{quantity}}）',
    en: 'Line {{line}}: line {{quoteLine}} of quote {{quote}} ({{mpn}}) is already fully ordered ({{ordered}} / {{quantity}})',
  },
  lineNotOfOrder: {
    zh: '第 {{line}} 行：该行不属于此订单',
    en: 'Line {{line}}: this line is not a line of the order',
  },
  qtyBelowShipped: {
    zh: '第 {{line}} 行：数量不能小于已发货数量（{{shipped}}）',
    en: 'Line {{line}}: Quantity cannot be below the shipped quantity ({{shipped}})',
  },
  priceFrozen: {
    zh: '第 {{line}} 行：已有发货，单价不能修改',
    en: 'Line {{line}}: Once a shipment exists, the unit price cannot be changed',
  },
  lineHasStock: {
    zh: '第 {{line}} 行：该行已有库存预留记录，不能删除（可减少数量）',
    en: 'Line {{line}}: this line has held reserved stock and cannot be removed (lower its quantity instead)',
  },
  advancedNotEditable: {
    zh: '当前单据状态不支持修改（{{field}}）',
    en: 'The current state of the document does not support modification ({{field}})',
  },
  mergeTooFew: { zh: '请至少选择两个订单合并', en: 'Select at least two orders to merge' },
  mergeVersions: {
    zh: '每个订单都需要版本号',
    en: 'Every order needs its version',
  },
  mergeNotMergeable: {
    zh: '订单 {{no}} 当前状态不能合并（已发货、已拣货、审核中、已取消或已作废）',
    en: 'Order {{no}} cannot be merged in its current state (shipped, picked, in review, cancelled or voided)',
  },
  mergeDiffersCustomer: {
    zh: '合并为一张销售订单需要相同的客户、币种和国家：订单 {{no}} 的客户不同',
    en: 'Merging into a sales order requires the same customer, currency and country: order {{no}} has another customer',
  },
  mergeDiffersCurrency: {
    zh: '合并为一张销售订单需要相同的客户、币种和国家：订单 {{no}} 的币种不同',
    en: 'Merging into a sales order requires the same customer, currency and country: order {{no}} has another currency',
  },
  mergeDiffersCountry: {
    zh: '合并为一张销售订单需要相同的客户、币种和国家：订单 {{no}} 的国家不同',
    en: 'Merging into a sales order requires the same customer, currency and country: order {{no}} has another country',
  },
  scheduleLine: { zh: '请选择订单行', en: 'Please select a line of the order' },
  scheduleDate: {
    zh: '第 {{row}} 个交期：日期格式应为 YYYY-MM-DD',
    en: 'Delivery {{row}}: the date must be YYYY-MM-DD',
  },
  scheduleQty: {
    zh: '第 {{row}} 个交期：数量必须是正整数',
    en: 'Delivery {{row}}: the quantity must be a positive whole number',
  },
  scheduleOver: {
    zh: '交期数量合计（{{sum}}）不能超过订单行数量（{{quantity}}）',
    en: 'The deliveries add up to {{sum}}, more than the line quantity ({{quantity}})',
  },
});

/** Field labels of the merge and the schedule. */
export const salesOrderCoreFields = defineMessages({
  DueDate: { zh: '交期', en: 'Due date' },
  Deliveries: { zh: '交期计划', en: 'Deliveries' },
});
