import { defineMessages } from '../../i18n/define.js';

/** Server messages of stocking requests (spread into the `sales` namespace), zh-CN and en-US side by side. */
export const stockingRequestMessages = defineMessages({
  stockingOrderNotApproved: {
    zh: '销售订单 {{no}} 尚未审核通过，不能申请备货',
    en: 'Sales order {{no}} is not approved: stocking cannot be requested',
  },
  stockingNotNotifiable: {
    zh: '只有不可通知的销售订单才能申请备货（第 {{line}} 行）',
    en: 'Stocking can be requested only when the sales order is Not Notifiable (line {{line}})',
  },
  stockingLineNotOfOrder: {
    zh: '第 {{line}} 行不属于销售订单 {{no}}',
    en: 'Line {{line}} is not a line of sales order {{no}}',
  },
  stockingLineDuplicate: {
    zh: '第 {{line}} 行：同一订单行只能出现一次',
    en: 'Line {{line}}: an order line may appear only once',
  },
  stockingLineException: {
    zh: '第 {{line}} 行备货异常，请先处理（重新备货或取消）',
    en: 'Line {{line}} has a stocking exception: resolve it first (retry or cancel the line)',
  },
  stockingQtyTooMuch: {
    zh: '第 {{line}} 行：申请数量不能超过 {{max}}（订单数量 − 已分配 − 已发货 − 已申请）',
    en: 'Line {{line}}: at most {{max}} can be requested (quantity − reserved − shipped − already requested)',
  },
  stockingLineNotApproved: {
    zh: '备货申请 {{no}} 第 {{line}} 行不是已审核状态，不能标记备货异常',
    en: 'Line {{line}} of stocking request {{no}} is not approved: it cannot be marked failed',
  },
  stockingLineNotOfRequest: {
    zh: '所选行不属于备货申请 {{no}}',
    en: 'The chosen line is not a line of stocking request {{no}}',
  },
  stockingLineNotFailed: {
    zh: '备货申请 {{no}} 第 {{line}} 行没有备货异常',
    en: 'Line {{line}} of stocking request {{no}} has no stocking exception',
  },
  stockingLastLine: {
    zh: '订单至少保留一行产品：第 {{line}} 行取消后订单将没有剩余数量',
    en: 'At least one product line must remain: cancelling line {{line}} would leave the order with nothing',
  },
  stockingPendingOnLine: {
    zh: '订单第 {{line}} 行还有待审核的备货申请，不能取消未备货数量',
    en: 'Order line {{line}} has a stocking request pending review: its open quantity cannot be cancelled',
  },
  stockingOrderNotOpen: {
    zh: '销售订单 {{no}} 已不是审核通过状态，不能通过该备货申请',
    en: 'Sales order {{no}} is no longer approved: the stocking request cannot be approved',
  },
  stockingOrderClosed: {
    zh: '销售订单 {{no}} 当前状态不能处理备货异常',
    en: 'Sales order {{no}} is in a state where the stocking exception cannot be resolved',
  },
});

/** Labels of the stocking request resource (keys `resources.stockingRequest.…`), zh-CN and en-US side by side. */
export const stockingRequestResources = defineMessages({
  stockingRequest: {
    title: { zh: '备货申请', en: 'Stocking requests' },
    add: { zh: '申请备货', en: 'Request stocking' },
    No: { zh: '备货单号', en: 'Request no.' },
    OrderNo: { zh: '销售订单号', en: 'Order no.' },
    Customer: { zh: '客户', en: 'Customer' },
    Owner: { zh: '销售员', en: 'Salesperson' },
    Reason: { zh: '申请原因', en: 'Reason' },
    Status: { zh: '状态', en: 'Status' },
    Quantity: { zh: '申请数量', en: 'Quantity' },
    ReviewComment: { zh: '审核意见', en: 'Review comment' },
    Version: { zh: '版本', en: 'Version' },
    Mpn: { zh: '型号', en: 'MPN' },
    Brand: { zh: '品牌', en: 'Brand' },
    Package: { zh: '封装', en: 'Package' },
    Remark: { zh: '备注', en: 'Remark' },
    Requestable: { zh: '可申请数量', en: 'Requestable' },
    LineStatus: { zh: '行状态', en: 'Line status' },
    AbolishReason: { zh: '异常原因', en: 'Failure reason' },
    stPending: { zh: '待审核', en: 'Pending review' },
    stApproved: { zh: '已审核', en: 'Approved' },
    stRejected: { zh: '已驳回', en: 'Rejected' },
    stFailed: { zh: '备货异常', en: 'Stocking failed' },
    stResolved: { zh: '异常已处理', en: 'Exception resolved' },
    retry: { zh: '重新备货', en: 'Re-source' },
    dropLine: { zh: '取消未备货数量', en: 'Cancel open quantity' },
    nothingToRequest: {
      zh: '没有可申请备货的行（需订单已审核、行不可通知且仍缺数量）',
      en: 'No line can be requested (the order must be approved, the line Not Notifiable and still short)',
    },
    abolish: { zh: '标记备货异常', en: 'Mark failed' },
    abolishTitle: { zh: '备货异常：第 {{line}} 行 {{mpn}}', en: 'Stocking failed: line {{line}} {{mpn}}' },
    approvedTitle: { zh: '已审核的备货申请', en: 'Approved stocking requests' },
    panelTitle: { zh: '备货申请', en: 'Stocking requests' },
    LineNo: { zh: '行号', en: 'Line' },
    OrderQuantity: { zh: '订单数量', en: 'Ordered' },
    ReservedQty: { zh: '已分配', en: 'Reserved' },
    StockingQty: { zh: '已备货申请', en: 'Being bought' },
    none: { zh: '暂无备货申请', en: 'No stocking request yet' },
    done: { zh: '已处理', en: 'Done' },
    submitted: { zh: '备货申请 {{no}} 已提交审核', en: 'Stocking request {{no}} submitted for review' },
  },
});
