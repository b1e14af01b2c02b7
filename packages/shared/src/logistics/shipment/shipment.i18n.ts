import { defineMessages } from '../../i18n/define.js';

/** Labels of the shipment resource (keys `resources.shipment.…`), zh-CN and en-US side by side. */
export const shipmentResources = defineMessages({
  shipment: {
    title: { zh: '发货单', en: 'Shipment' },
    add: { zh: '新增', en: 'Add' },
    No: { zh: '发货单号', en: 'Shipment no.' },
    CustomerName: { zh: '客户', en: 'Customer' },
    ConsigneeName: { zh: '收货人', en: 'Consignee' },
    OrderNos: { zh: '销售单号', en: 'Sales orders' },
    Quantity: { zh: '数量', en: 'Quantity' },
    Status: { zh: '状态', en: 'Status' },
    Paused: { zh: '暂停', en: 'Paused' },
    Printed: { zh: '已打印', en: 'Label printed' },
    CourierName: { zh: '快递公司', en: 'Courier' },
    TrackingNo: { zh: '运单号', en: 'Tracking no.' },
    ShippedAt: { zh: '发货时间', en: 'Shipped at' },
    Remark: { zh: '备注', en: 'Remark' },
    status: {
      1: { zh: '待拣货', en: 'To be picked' },
      2: { zh: '超重待审核', en: 'Pending overweight review' },
      3: { zh: '待填写快递信息', en: 'Awaiting courier info' },
      4: { zh: '待装箱', en: 'To be boxed' },
      5: { zh: '待发货', en: 'To be shipped' },
      6: { zh: '已发货', en: 'Shipped' },
      7: { zh: '已作废', en: 'Voided' },
      8: { zh: '超重驳回', en: 'Overweight rejected' },
    },
  },
});

/** Messages of the shipment rules (namespace `logistics`), zh-CN and en-US side by side. */
export const shipmentMessages = defineMessages({
  selectOrder: { zh: '请至少选择一个销售单', en: 'Select at least one sales order' },
  orderNotShippable: {
    zh: '销售单 {{no}} 不可发货（须已审核、未暂停、未取消）',
    en: 'Sales order {{no}} cannot ship (it must be approved, not paused, not being cancelled)',
  },
  oneCustomer: {
    zh: '一张发货单只能有一个客户和一个收货人',
    en: 'A shipment has one customer and one consignee',
  },
  lineUnknown: {
    zh: '明细 {{line}} 不属于所选销售单',
    en: 'Line {{line}} is not a line of the chosen orders',
  },
  beyondShippable: {
    zh: '发货数量不能超过可发货数量（{{mpn}}：{{qty}} > {{shippable}}）',
    en: 'Shipped quantity cannot exceed the shippable quantity ({{mpn}}: {{qty}} > {{shippable}})',
  },
  qtyPositive: { zh: '数量须为正整数', en: 'The quantity must be a whole number above 0' },
  nothingToShip: { zh: '没有可发货的数量', en: 'Nothing to ship' },
  wrongStatus: {
    zh: '当前单据状态不支持修改（{{no}}）',
    en: 'The current state of the document does not support modification ({{no}})',
  },
  paused: { zh: '发货单 {{no}} 已暂停', en: 'Shipment {{no}} is paused' },
  notPaused: { zh: '发货单 {{no}} 未暂停', en: 'Shipment {{no}} is not paused' },
  printLocked: {
    zh: '发货单已打印标签，须仓库取消打印后才能作废',
    en: 'The shipment label has been printed; it cannot be voided until the warehouse cancels the printing',
  },
  notPrinted: { zh: '发货单 {{no}} 尚未打印', en: 'Shipment {{no}} has not been printed' },
  pickShort: {
    zh: '{{mpn}} 的预留库存不足以拣货（需要 {{qty}}，可拣 {{held}}）',
    en: 'Not enough reserved stock to pick {{mpn}} (needs {{qty}}, {{held}} held)',
  },
  dimension: {
    zh: '须为大于 0 的数字（最多 {{places}} 位小数）',
    en: 'Must be a number above 0 (at most {{places}} decimals)',
  },
  netAboveGross: { zh: '净重不能大于毛重', en: 'The net weight cannot exceed the gross weight' },
  boxLineUnknown: {
    zh: '装箱明细 {{line}} 不属于本发货单',
    en: 'Box line {{line}} is not a line of this shipment',
  },
  packedBeyond: {
    zh: '{{mpn}} 装箱数量 {{packed}} 超过发货数量 {{qty}}',
    en: '{{mpn}}: packed {{packed}} exceeds the shipment quantity {{qty}}',
  },
  notAllPacked: {
    zh: '{{mpn}} 装箱数量 {{packed}} 不等于发货数量 {{qty}}',
    en: '{{mpn}}: packed {{packed}} is not the shipment quantity {{qty}}',
  },
  noBoxes: { zh: '请至少装一箱', en: 'Pack at least one box' },
  courierUnknown: { zh: '快递公司不存在或已停用', en: 'The courier does not exist or is deactivated' },
  trackingRequired: { zh: '请输入运单号', en: 'Enter the tracking number' },
  courierMissing: { zh: '请先填写快递信息', en: 'Enter the courier info first' },
  shippedNotice: {
    zh: '发货单 {{no}} 已发货（销售单 {{orders}}）',
    en: 'Shipment {{no}} has shipped (sales orders {{orders}})',
  },
});
