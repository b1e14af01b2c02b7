import { defineMessages } from '../../i18n/define.js';

/** Labels of the goods received note resources (keys `resources.purchaseReceipt.…`). */
export const receiptResources = defineMessages({
  purchaseReceipt: {
    title: { zh: '收货单', en: 'Goods received notes' },
    approvalTitle: { zh: '入库待检验', en: 'Inbound awaiting inspection' },
    No: { zh: '入库单号', en: 'GRN no.' },
    OrderNo: { zh: '采购单号', en: 'PO no.' },
    SupplierName: { zh: '供应商', en: 'Supplier' },
    Quantity: { zh: '收货数量', en: 'Received qty' },
    Pending: { zh: '待检行数', en: 'Lines to inspect' },
    Status: { zh: '状态', en: 'Status' },
    status1: { zh: '隔离待检', en: 'In quarantine' },
    status2: { zh: '已检验', en: 'Inspected' },
    OwnerName: { zh: '收货人', en: 'Received by' },
    Remark: { zh: '备注', en: 'Remark' },
    add: { zh: '收货入库', en: 'Receive goods' },
    view: { zh: '查看', en: 'View' },
    OrderId: { zh: '采购单', en: 'Purchase order' },
    pickOrder: {
      zh: '选择已下单或部分到货的采购单',
      en: 'Pick an ordered or partly received purchase order',
    },
    lines: { zh: '收货明细', en: 'Lines' },
    Mpn: { zh: '型号', en: 'MPN' },
    Brand: { zh: '品牌', en: 'Brand' },
    Ordered: { zh: '订购数量', en: 'Ordered' },
    ReceivedQty: { zh: '已入库', en: 'Received' },
    OpenQty: { zh: '未到货', en: 'Outstanding' },
    DateCode: { zh: '生产批号(D/C)', en: 'Date code' },
    LotNo: { zh: '批次号', en: 'Lot no.' },
    Coo: { zh: '原产地', en: 'COO' },
    Msl: { zh: '湿敏等级', en: 'MSL' },
    WarehouseId: { zh: '仓库', en: 'Warehouse' },
    ZoneId: { zh: '库区', en: 'Zone' },
    LocationId: { zh: '库位', en: 'Location' },
    QcState: { zh: '质检状态', en: 'QC state' },
    Inspection: { zh: '检验单', en: 'Inspection' },
    inspect: { zh: '检验', en: 'Inspect' },
    save: { zh: '保存', en: 'Save' },
    nothingToReceive: {
      zh: '该采购单没有待收货的明细',
      en: 'Nothing left to receive on this purchase order',
    },
  },
});

/** Server messages of goods received notes (namespace `purchase`). */
export const receiptMessages = defineMessages({
  receiptOrderNotReceivable: {
    zh: '采购单 {{no}} 当前状态不能收货（需已下单或部分到货）',
    en: 'Purchase order {{no}} cannot receive goods in its current status (it must be ordered or partly received)',
  },
  receiptLineUnknown: {
    zh: '第 {{line}} 行：不是该采购单的明细',
    en: 'Line {{line}}: not a line of this purchase order',
  },
  receiptLineTwice: {
    zh: '第 {{line}} 行：同一采购明细只能出现一次',
    en: 'Line {{line}}: a purchase order line may appear only once',
  },
  receiptQtyInvalid: {
    zh: '第 {{line}} 行：收货数量须为正整数',
    en: 'Line {{line}}: the received quantity must be a positive whole number',
  },
  receiptMoreThanOrdered: {
    zh: '第 {{line}} 行：收货数量 {{qty}} 超过未到货数量 {{open}}',
    en: 'Line {{line}}: receiving {{qty}} is more than the {{open}} still outstanding',
  },
  receiptNoCost: {
    zh: '第 {{line}} 行：采购明细没有单价',
    en: 'Line {{line}}: the purchase order line has no unit cost',
  },
  receiptWarehouse: {
    zh: '第 {{line}} 行：仓库不存在、已停用或不属于采购单的公司',
    en: "Line {{line}}: the warehouse does not exist, is disabled or is not the purchase order's company's",
  },
  receiptZone: {
    zh: '第 {{line}} 行：库区不属于该仓库或已停用',
    en: 'Line {{line}}: the zone is not an enabled zone of that warehouse',
  },
  receiptLocation: {
    zh: '第 {{line}} 行：库位不属于该库区或已停用',
    en: 'Line {{line}}: the location is not an enabled location of that zone',
  },
  receiptCoo: {
    zh: '第 {{line}} 行：原产地须为两位国家代码',
    en: 'Line {{line}}: the country of origin must be a two-letter country code',
  },
});

/** More server messages of goods received notes. */
export const receiptMessages2 = defineMessages({
  receiptDateCode: {
    zh: '第 {{line}} 行：生产批号「{{value}}」无法识别（如 2431、202431、2022、22+）',
    en: 'Line {{line}}: date code "{{value}}" is not a date code (e.g. 2431, 202431, 2022, 22+)',
  },
});
