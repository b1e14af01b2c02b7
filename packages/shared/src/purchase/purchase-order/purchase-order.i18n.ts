import { defineMessages } from '../../i18n/define.js';

/** Labels of the purchase order resource (keys `resources.purchaseOrder.…`), zh-CN and en-US side by side. */
export const purchaseOrderResources = defineMessages({
  purchaseOrder: {
    title: { zh: '采购订单', en: 'Purchase orders' },
    add: { zh: '新增采购单', en: 'New purchase order' },
    No: { zh: '采购单号', en: 'PO no.' },
    SupplierId: { zh: '供应商', en: 'Supplier' },
    SupplierName: { zh: '供应商', en: 'Supplier' },
    TenantId: { zh: '所属公司', en: 'Owner company' },
    Currency: { zh: '币种', en: 'Currency' },
    Rate: { zh: '汇率', en: 'Rate' },
    TaxRate: { zh: '税率 %', en: 'Tax %' },
    PaymentTerms: { zh: '付款方式', en: 'Payment terms' },
    Amount: { zh: '金额', en: 'Amount' },
    Total: { zh: '含税总额', en: 'Total' },
    Mpns: { zh: '型号', en: 'MPN' },
    Status: { zh: '状态', en: 'Status' },
    OwnerName: { zh: '采购员', en: 'Buyer' },
    OwnerId: { zh: '采购员', en: 'Buyer' },
    Remark: { zh: '备注', en: 'Remark' },
    Version: { zh: '版本', en: 'Version' },
    status1: { zh: '草稿', en: 'Draft' },
    status2: { zh: '待审核', en: 'Pending review' },
    status3: { zh: '已下单', en: 'Ordered' },
    status4: { zh: '已驳回', en: 'Rejected' },
    status5: { zh: '待完善', en: 'To complete' },
    status6: { zh: '部分到货', en: 'Partly received' },
    status7: { zh: '已到货', en: 'Received' },
    status8: { zh: '已取消', en: 'Cancelled' },
    terms1: { zh: '预付款', en: 'Prepayment' },
    terms2: { zh: '货到付款', en: 'On delivery' },
    terms3: { zh: '月结 15 天', en: 'Net 15 days' },
    terms4: { zh: '月结 30 天', en: 'Net 30 days' },
    terms5: { zh: '月结 60 天', en: 'Net 60 days' },
    terms6: { zh: '信用卡', en: 'Card' },
  },
});

/** Server messages of purchase orders (namespace `purchase`). */
export const purchaseOrderMessages = defineMessages({
  tenantDisabled: {
    zh: '所属公司 {{tenant}} 不能用于新单据',
    en: 'Owner company {{tenant}} cannot be used for new documents',
  },
  taxRateInvalid: { zh: '税率必须是 0、1、3、9、10、11 或 13', en: 'Tax % must be 0, 1, 3, 9, 10, 11 or 13' },
  paymentTermsInvalid: { zh: '付款方式无效', en: 'Invalid payment terms' },
  supplierNotFound: { zh: '供应商不存在', en: 'No such supplier' },
  supplierNotActive: {
    zh: '供应商 {{supplier}} 已暂停或禁止合作，不能下采购单',
    en: 'Supplier {{supplier}} is suspended or prohibited: no new purchase orders',
  },
  warehouseNotFound: { zh: '收货仓库不存在或已停用', en: 'No such active warehouse' },
  linesRequired: { zh: '请至少添加一行', en: 'Please add at least one line' },
  lineMpnRequired: { zh: '第 {{line}} 行：请填写型号', en: 'Line {{line}}: the MPN is required' },
  lineQtyInvalid: {
    zh: '第 {{line}} 行：数量必须是正整数',
    en: 'Line {{line}}: the quantity must be a positive whole number',
  },
  lineCostInvalid: {
    zh: '第 {{line}} 行：单价必须大于 0，最多 6 位小数',
    en: 'Line {{line}}: the unit cost must be above 0 with at most 6 decimals',
  },
  lineCostRequired: {
    zh: '第 {{line}} 行：提交审核前请填写单价',
    en: 'Line {{line}}: enter the unit cost before submitting',
  },
  lineDateInvalid: {
    zh: '第 {{line}} 行：需求日期格式应为 YYYY-MM-DD',
    en: 'Line {{line}}: the required date must be YYYY-MM-DD',
  },
  linePartNotFound: { zh: '第 {{line}} 行：物料不存在', en: 'Line {{line}}: no such part' },
  lineNotOfOrder: {
    zh: '第 {{line}} 行不属于本采购单',
    en: 'Line {{line}} is not a line of this purchase order',
  },
  notEditable: {
    zh: '采购单 {{no}} 当前状态不能修改',
    en: 'Purchase order {{no}} cannot be edited in its current status',
  },
  notSubmittable: {
    zh: '采购单 {{no}} 当前状态不能提交审核',
    en: 'Purchase order {{no}} cannot be submitted in its current status',
  },
  qtyBelowReceived: {
    zh: '第 {{line}} 行：数量不能小于已到货数量 {{received}}',
    en: 'Line {{line}}: the quantity cannot be below the {{received}} received',
  },
  receivedLineLocked: {
    zh: '第 {{line}} 行已到货，不能修改{{field}}',
    en: 'Line {{line}} has received goods: its {{field}} cannot change',
  },
  receivedLineRemoved: {
    zh: '第 {{line}} 行已到货，不能删除',
    en: 'Line {{line}} has received goods and cannot be removed',
  },
  cancelReasonRequired: { zh: '请填写取消原因', en: 'Please give the reason for cancelling' },
  cancelNotAllowed: {
    zh: '采购单 {{no}} 当前状态不能取消',
    en: 'Purchase order {{no}} cannot be cancelled in its current status',
  },
  cancelReceived: {
    zh: '采购单 {{no}} 已有到货，不能取消',
    en: 'Purchase order {{no}} has received goods and cannot be cancelled',
  },
  demandNotOpen: {
    zh: '第 {{row}} 行：该需求已全部下单或不存在',
    en: 'Row {{row}}: this demand is already fully on purchase orders, or does not exist',
  },
  demandQtyOver: {
    zh: '第 {{row}} 行：数量超过待采购数量 {{open}}',
    en: 'Row {{row}}: the quantity is more than the {{open}} still to buy',
  },
  demandTwice: {
    zh: '第 {{row}} 行：同一需求行重复勾选',
    en: 'Row {{row}}: the same demand row is ticked twice',
  },
  demandTenantDisabled: {
    zh: '第 {{row}} 行：需求所属公司 {{tenant}} 不能用于新单据',
    en: 'Row {{row}}: owner company {{tenant}} of this demand cannot be used for new documents',
  },
});
