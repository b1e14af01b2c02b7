import { defineMessages } from '../../i18n/define.js';

/** Labels of the internal stock order resource (keys `resources.internalStockOrder.…`), zh-CN and en-US side by side. */
export const internalStockOrderResources = defineMessages({
  internalStockOrder: {
    title: { zh: '内部备货单', en: 'Internal stock orders' },
    add: { zh: '新增内部备货单', en: 'Add internal stock order' },
    No: { zh: '单号', en: 'No.' },
    Reason: { zh: '备货原因', en: 'Reason' },
    Remark: { zh: '备注', en: 'Remark' },
    Currency: { zh: '目标成本币种', en: 'Target cost currency' },
    LineCount: { zh: '行数', en: 'Lines' },
    Quantity: { zh: '备货数量', en: 'Quantity' },
    OnOrderQty: { zh: '已下采购', en: 'On POs' },
    ReceivedQty: { zh: '已入库', en: 'Received' },
    Status: { zh: '状态', en: 'Status' },
    OwnerName: { zh: '申请人', en: 'Requested by' },
    ReviewComment: { zh: '审核意见', en: 'Review comment' },
    Mpn: { zh: '型号', en: 'MPN' },
    Brand: { zh: '品牌', en: 'Brand' },
    Package: { zh: '封装', en: 'Package' },
    TargetCost: { zh: '目标单价', en: 'Target unit cost' },
    RequiredDate: { zh: '需求日期', en: 'Required date' },
    Lines: { zh: '备货明细', en: 'Lines' },
    addLine: { zh: '添加行', en: 'Add line' },
    removeLine: { zh: '删除', en: 'Remove' },
    save: { zh: '保存', en: 'Save' },
    saved: { zh: '已保存', en: 'Saved' },
    submit: { zh: '提交审核', en: 'Submit for review' },
    submitted: { zh: '已提交审核', en: 'Submitted for review' },
    approve: { zh: '审核通过', en: 'Approve' },
    reject: { zh: '驳回', en: 'Reject' },
    decided: { zh: '已审核', en: 'Decided' },
    cancel: { zh: '作废', en: 'Cancel order' },
    cancelled: { zh: '已作废', en: 'Cancelled' },
    comment: { zh: '审核意见 / 原因', en: 'Comment / reason' },
    status1: { zh: '草稿', en: 'Draft' },
    status2: { zh: '待审核', en: 'Pending review' },
    status3: { zh: '已审核', en: 'Approved' },
    status4: { zh: '已驳回', en: 'Rejected' },
    status5: { zh: '已作废', en: 'Cancelled' },
  },
});

/** Server messages of internal stock orders (namespace `purchase`, keys `purchase.stockOrder.…`). */
export const internalStockOrderMessages = defineMessages({
  stockOrder: {
    reasonRequired: { zh: '请填写备货原因', en: 'Give the reason for buying for stock' },
    currencyInvalid: {
      zh: '币种须为 CNY、USD、HKD、EUR 或 GBP',
      en: 'Currency must be CNY, USD, HKD, EUR or GBP',
    },
    linesRequired: { zh: '至少需要一行备货明细', en: 'At least one line is required' },
    mpnRequired: { zh: '第 {{line}} 行请填写型号', en: 'Line {{line}}: the MPN is required' },
    qtyInvalid: {
      zh: '第 {{line}} 行数量须为 1 至 100000000 的整数',
      en: 'Line {{line}}: the quantity must be a whole number from 1 to 100,000,000',
    },
    costInvalid: {
      zh: '第 {{line}} 行目标单价须大于 0，最多 6 位小数',
      en: 'Line {{line}}: the target unit cost must be above 0 with at most 6 decimals',
    },
    dateInvalid: { zh: '第 {{line}} 行需求日期无效', en: 'Line {{line}}: not a valid required date' },
    partNotFound: { zh: '第 {{line}} 行物料不存在', en: 'Line {{line}}: no such part' },
    lineTwice: {
      zh: '第 {{line}} 行与前面的行型号品牌相同，请合并数量',
      en: 'Line {{line}} repeats an earlier line’s MPN and brand: add the quantities up instead',
    },
    notYours: {
      zh: '只有申请人可以修改、提交或作废内部备货单 {{no}}',
      en: 'Only whoever raised internal stock order {{no}} may change, submit or cancel it',
    },
    notEditable: {
      zh: '内部备货单 {{no}} 当前状态不可修改或提交',
      en: 'Internal stock order {{no}} cannot be changed or submitted in its current state',
    },
    notCancellable: {
      zh: '内部备货单 {{no}} 当前状态不可作废',
      en: 'Internal stock order {{no}} cannot be cancelled in its current state',
    },
    onOrder: {
      zh: '内部备货单 {{no}} 已有采购单 {{orders}} 在采购，不可作废',
      en: 'Internal stock order {{no}} is already being bought on {{orders}}: it cannot be cancelled',
    },
    cancelReasonRequired: { zh: '请填写作废原因', en: 'Give the reason for cancelling' },
  },
});
