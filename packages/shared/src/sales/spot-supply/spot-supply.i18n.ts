import { defineMessages } from '../../i18n/define.js';

/** Labels of the spot supply resources (keys `resources.spotSupply.…`), zh-CN and en-US side by side. */
export const spotSupplyResources = defineMessages({
  spotSupply: {
    title: { zh: '现货供应', en: 'Spot supply' },
    purchaseTitle: { zh: '现货供应（采购）', en: 'Spot supply (purchasing)' },
    add: { zh: '新增现货供应', en: 'Take own stock' },
    No: { zh: '单号', en: 'No.' },
    OrderNo: { zh: '销售订单', en: 'Sales order' },
    OrderId: { zh: '销售订单', en: 'Sales order' },
    Quantity: { zh: '数量', en: 'Quantity' },
    Mpns: { zh: '型号', en: 'MPN' },
    Version: { zh: '版本', en: 'Version' },
    OwnerName: { zh: '销售员', en: 'Salesperson' },
    Status: { zh: '状态', en: 'Status' },
    Remark: { zh: '备注', en: 'Remark' },
    orderLine: { zh: '订单行', en: 'Order line' },
    openQty: { zh: '待备数量', en: 'Open quantity' },
    lot: { zh: '批次', en: 'Lot' },
    available: { zh: '可用', en: 'Available' },
    take: { zh: '占用数量', en: 'Quantity to take' },
    addLine: { zh: '添加', en: 'Add' },
    submit: { zh: '提交审核', en: 'Submit for review' },
    cancel: { zh: '取消', en: 'Cancel' },
    noLots: { zh: '该型号没有可用的自有库存', en: 'No available own stock of this part' },
    status1: { zh: '待销售审核', en: 'Pending sales review' },
    status2: { zh: '待采购审核', en: 'Pending purchase review' },
    status3: { zh: '已审核（已占用）', en: 'Approved (reserved)' },
    status4: { zh: '已驳回', en: 'Rejected' },
  },
});

/** Server messages of spot supply (namespace `sales`). */
export const spotSupplyMessages = defineMessages({
  spotOrderNotApproved: {
    zh: '销售订单 {{no}} 未审核通过，不能占用现货',
    en: 'Sales order {{no}} is not approved: own stock cannot be taken for it',
  },
  spotLinesRequired: { zh: '请至少添加一行', en: 'Please add at least one line' },
  spotLineNotOfOrder: {
    zh: '第 {{line}} 行：订单行不属于销售订单 {{no}}',
    en: 'Line {{line}}: the order line is not a line of sales order {{no}}',
  },
  spotLotNotFound: { zh: '第 {{line}} 行：批次不存在', en: 'Line {{line}}: the lot does not exist' },
  spotLotOtherPart: {
    zh: '第 {{line}} 行：批次 {{lot}} 是 {{lotMpn}}，订单行是 {{mpn}}',
    en: 'Line {{line}}: lot {{lot}} holds {{lotMpn}}, the order line is {{mpn}}',
  },
  spotQtyInvalid: {
    zh: '第 {{line}} 行：数量必须是正整数',
    en: 'Line {{line}}: the quantity must be a positive whole number',
  },
  spotBeyondAvailable: {
    zh: '第 {{line}} 行：批次 {{lot}} 可用 {{available}}，不能占用 {{qty}}',
    en: 'Line {{line}}: lot {{lot}} has {{available}} available, {{qty}} cannot be taken',
  },
  spotBeyondOpen: {
    zh: '第 {{line}} 行：订单行待备数量为 {{open}}，不能占用 {{qty}}',
    en: 'Line {{line}}: the order line needs {{open}} more, {{qty}} cannot be taken',
  },
  spotTakenMeanwhile: {
    zh: '{{no}}：批次 {{lot}} 现可用 {{available}}，不足 {{qty}}（已被其他单据占用），不能审核通过',
    en: '{{no}}: lot {{lot}} now has {{available}} available, less than {{qty}} (taken by another document): it cannot be approved',
  },
  spotOpenMeanwhile: {
    zh: '{{no}}：订单行待备数量现为 {{open}}，不足 {{qty}}，不能审核通过',
    en: '{{no}}: the order line now needs only {{open}}, less than {{qty}}: it cannot be approved',
  },
  spotOrderNotApprovedAtReview: {
    zh: '{{no}}：销售订单已不是已审核状态，不能审核通过',
    en: '{{no}}: the sales order is no longer approved: it cannot be approved',
  },
});
