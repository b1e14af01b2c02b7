import { defineMessages } from '../../i18n/define.js';

/** Labels of the supplier delivery resource (keys `resources.supplierDelivery.…`), zh-CN and en-US side by side. */
export const supplierDeliveryResources = defineMessages({
  supplierDelivery: {
    title: { zh: '采购到货', en: 'Supplier deliveries' },
    add: { zh: '登记到货', en: 'Record a delivery' },
    edit: { zh: '修改到货', en: 'Edit delivery' },
    No: { zh: '到货单号', en: 'Delivery no.' },
    OrderId: { zh: '采购单', en: 'Purchase order' },
    OrderNo: { zh: '采购单号', en: 'PO no.' },
    SupplierName: { zh: '供应商', en: 'Supplier' },
    Carrier: { zh: '承运商', en: 'Carrier' },
    TrackingNo: { zh: '运单号', en: 'Tracking no.' },
    ShippedDate: { zh: '发货日期', en: 'Shipped' },
    ExpectedDate: { zh: '预计到货', en: 'Expected arrival' },
    ArrivedDate: { zh: '到货日期', en: 'Arrived' },
    Quantity: { zh: '到货数量', en: 'Quantity' },
    Status: { zh: '状态', en: 'Status' },
    OwnerName: { zh: '采购员', en: 'Buyer' },
    OwnerId: { zh: '采购员', en: 'Buyer' },
    Remark: { zh: '备注', en: 'Remark' },
    status1: { zh: '运输中', en: 'In transit' },
    status2: { zh: '已到货', en: 'Arrived' },
    status3: { zh: '已取消', en: 'Cancelled' },
    lines: { zh: '到货明细', en: 'Lines' },
    Mpn: { zh: '型号', en: 'MPN' },
    Brand: { zh: '品牌', en: 'Brand' },
    Ordered: { zh: '订购数量', en: 'Ordered' },
    Received: { zh: '已入库', en: 'Received' },
    Deliverable: { zh: '可到货', en: 'Open' },
    arrive: { zh: '确认到货', en: 'Mark arrived' },
    cancel: { zh: '取消', en: 'Cancel' },
    cancelReason: { zh: '取消原因', en: 'Reason' },
    pickOrder: { zh: '选择已下单的采购单', en: 'Pick an ordered purchase order' },
    save: { zh: '保存', en: 'Save' },
    saved: { zh: '已保存', en: 'Saved' },
  },
});

/** Server messages of supplier deliveries (namespace `purchase`). */
export const supplierDeliveryMessages = defineMessages({
  delivery: {
    orderNotOpen: {
      zh: '采购单 {{no}} 不是已下单或部分到货状态，不能登记到货',
      en: 'Purchase order {{no}} is not ordered or partly received: no delivery can be recorded',
    },
    linesRequired: { zh: '请至少填写一行到货数量', en: 'Please enter at least one delivered line' },
    lineNotOfOrder: {
      zh: '第 {{line}} 行不属于采购单 {{no}}',
      en: 'Line {{line}} is not a line of purchase order {{no}}',
    },
    lineTwice: { zh: '第 {{line}} 行：同一采购行重复', en: 'Line {{line}}: the same PO line twice' },
    lineQtyInvalid: {
      zh: '第 {{line}} 行：到货数量必须是正整数',
      en: 'Line {{line}}: the delivered quantity must be a positive whole number',
    },
    lineQtyOver: {
      zh: '第 {{line}} 行：到货数量超过可到货数量 {{open}}（订购 − 已入库 − 运输中）',
      en: 'Line {{line}}: the quantity is more than the {{open}} still open (ordered − received − in transit)',
    },
    dateInvalid: { zh: '日期格式应为 YYYY-MM-DD', en: 'The date must be YYYY-MM-DD' },
    shippedRequired: { zh: '请填写发货日期', en: 'Please enter the shipped date' },
    expectedBeforeShipped: {
      zh: '预计到货日期不能早于发货日期',
      en: 'The expected arrival cannot be before the shipped date',
    },
    notInTransit: {
      zh: '到货单 {{no}} 不在运输中，不能修改、确认或取消',
      en: 'Delivery {{no}} is not in transit: it cannot be edited, marked arrived or cancelled',
    },
    cancelReasonRequired: { zh: '请填写取消原因', en: 'Please give the reason for cancelling' },
  },
});
