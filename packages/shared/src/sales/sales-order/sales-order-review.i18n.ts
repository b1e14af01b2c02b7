import { defineMessages } from '../../i18n/define.js';

/**
 * Messages of the sales order's submit, notify and cancel (decision 0033), spread into the `sales`
 * namespace (packages/shared/src/i18n/sales.ts).
 */
export const salesOrderReviewMessages = defineMessages({
  notSubmittable: {
    zh: '只有草稿或被驳回的订单可以提交审核',
    en: 'Only a draft or rejected order can be submitted for review',
  },
  notifyNotApproved: {
    zh: '只有审核通过的订单可以通知发货',
    en: 'Only an approved order can be notified to the warehouse',
  },
  notifyNothing: { zh: '订单没有可通知的数量', en: 'Nothing on this order can be notified' },
  notifyLineUnknown: {
    zh: '明细 {{line}} 不属于该订单',
    en: 'Line {{line}} does not belong to this order',
  },
  notifyBeyond: {
    zh: '第 {{line}} 行：通知数量 {{qty}} 超过可通知数量 {{notifiable}}',
    en: 'Line {{line}}: {{qty}} is more than the notifiable {{notifiable}}',
  },
  cancelShipped: { zh: '已发货，不能取消订单', en: "Shipped, can't cancel the order" },
  cancelOpenShipment: {
    zh: '销售单 {{no}} 已在发货单 {{shipments}} 中，请先作废发货单',
    en: 'Sales order {{no}} is on shipment {{shipments}}; void the shipment first',
  },
  shippingQtyInvalid: {
    zh: '第 {{line}} 行的发货数量不一致',
    en: 'The shipping quantities of line {{line}} do not add up',
  },
  cancelNotAllowed: {
    zh: '当前单据状态不支持取消',
    en: 'The current state of the document does not support cancellation',
  },
  cancelReasonRequired: { zh: '请输入取消原因', en: 'Please enter the cancellation reason' },
});
