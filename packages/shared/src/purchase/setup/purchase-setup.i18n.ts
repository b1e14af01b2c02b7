import { defineMessages } from '../../i18n/define.js';

/** Server messages of purchase-setup and the inbound warehouse rule (namespace `purchase`). */
export const purchaseSetupMessages = defineMessages({
  setupThresholdInvalid: {
    zh: '审核金额门槛须为大于 0 的金额（最多两位小数，不超过 {{max}}）',
    en: 'The review threshold must be an amount above 0 with at most 2 decimals, at most {{max}}',
  },
  setupTermsInvalid: {
    zh: '默认付款方式无效',
    en: 'The default payment terms are not valid payment terms',
  },
  setupCargoReviewInvalid: {
    zh: '发货采购审核设置无效（不审核 / 为订单采购的货物 / 所有发货）',
    en: 'The shipment review setting is not valid (off / goods bought for the order / every shipment)',
  },
  setupWarehouseInvalid: {
    zh: '第 {{line}} 个入库仓库不存在或已停用',
    en: 'Inbound warehouse {{line}} does not exist or is disabled',
  },
  setupWarehouseTwice: {
    zh: '第 {{line}} 个入库仓库重复',
    en: 'Inbound warehouse {{line}} is listed twice',
  },
  setupWarehouseTooMany: {
    zh: '入库仓库最多 {{max}} 个',
    en: 'At most {{max}} inbound warehouses',
  },
  setupNoExtraStep: {
    zh: '采购单审核流程没有金额审核步骤（第 {{step}} 步），请先在审核流程中恢复',
    en: 'The purchase order review chain has no amount step (step {{step}}); restore it in the review chain first',
  },
  receiptWarehouseNotInbound: {
    zh: '第 {{line}} 行：仓库「{{warehouse}}」不在采购设置允许入库的仓库中',
    en: 'Line {{line}}: warehouse "{{warehouse}}" is not one of the warehouses allowed for inbound in the purchasing settings',
  },
  statsDateInvalid: {
    zh: '日期须为 YYYY-MM-DD，且开始不晚于结束',
    en: 'Dates must be YYYY-MM-DD with the start not after the end',
  },
});

/** Texts of the purchase-setup and purchase-deliverystats screens (namespace `purchaseSetupUi`). */
export const uiPurchaseSetup = defineMessages({
  setupTitle: { zh: '采购设置', en: 'Purchasing settings' },
  reviewSection: { zh: '采购单审核', en: 'Purchase order review' },
  ReviewThreshold: { zh: '加签审核金额门槛（人民币）', en: 'Extra review from (CNY)' },
  ReviewThresholdHelp: {
    zh: '采购单总额（按锁定汇率折合人民币）达到此金额时，采购主管审核后还需管理员审核',
    en: 'A purchase order whose total (in CNY at its locked rate) reaches this amount needs the administrator after the purchasing head',
  },
  ReviewExtraRoles: { zh: '加签审核人', en: 'Extra step decided by' },
  termsSection: { zh: '新采购单', en: 'New purchase orders' },
  DefaultPaymentTerms: { zh: '默认付款方式', en: 'Default payment terms' },
  DefaultPaymentTermsHelp: {
    zh: '手工新建采购单未选择付款方式时采用；由需求生成的采购单采用供应商的付款方式',
    en: 'Used by a purchase order made by hand without terms; generated orders take the supplier’s terms',
  },
  cargoSection: { zh: '发货审核（采购）', en: 'Shipment review (purchasing)' },
  SalesCargoReview: { zh: '发货前须采购审核', en: 'Purchasing reviews shipments' },
  SalesCargoReviewHelp: {
    zh: '仓库发货时先提交采购主管/组长审核（销售发货审核），通过后才能发货',
    en: 'When the warehouse ships, the purchasing head / leader reviews first (shipment review); it ships once approved',
  },
  cargoOff: { zh: '不审核', en: 'Off' },
  cargoBought: { zh: '含为本订单采购的货物时', en: 'When it ships goods bought for the order' },
  cargoAll: { zh: '所有发货', en: 'Every shipment' },
  inboundSection: { zh: '入库', en: 'Inbound' },
  InboundWarehouseIds: { zh: '允许入库的仓库', en: 'Warehouses allowed for inbound' },
  InboundWarehouseIdsHelp: {
    zh: '收货只能入这些仓库；留空表示采购单所属公司的所有启用仓库',
    en: 'Goods are received only into these warehouses; empty means every enabled warehouse of the PO’s company',
  },
  save: { zh: '保存', en: 'Save' },
  saved: { zh: '已保存', en: 'Saved' },
  updated: { zh: '最后修改：{{at}} {{by}}', en: 'Last changed: {{at}} {{by}}' },
  readOnly: { zh: '您只能查看采购设置', en: 'You may only view the purchasing settings' },
  statsTitle: { zh: '到货统计', en: 'Delivery statistics' },
  dateRange: { zh: '要求到货日期', en: 'Required date' },
  tenant: { zh: '公司', en: 'Company' },
  search: { zh: '查询', en: 'Search' },
  bySupplier: { zh: '按供应商', en: 'By supplier' },
  byBuyer: { zh: '按采购员', en: 'By buyer' },
  Name: { zh: '名称', en: 'Name' },
  supplier: { zh: '供应商', en: 'Supplier' },
  buyer: { zh: '采购员', en: 'Buyer' },
  Lines: { zh: '到期明细数', en: 'Lines due' },
  OnTime: { zh: '准时', en: 'On time' },
  Partial: { zh: '部分到货', en: 'Partial' },
  Late: { zh: '延迟', en: 'Late' },
  OnTimeRate: { zh: '准时率', en: 'On-time rate' },
  total: { zh: '合计', en: 'Total' },
  empty: { zh: '该期间没有到期的采购明细', en: 'No purchase order line was due in this period' },
  statsHelp: {
    zh: '按采购明细的要求到货日期统计：到期日前全部入库为准时，到期日前部分入库为部分到货，到期日前未入库为延迟；未到期且未全部入库的明细不计',
    en: 'Per PO line by its required date: all received by then is on time, some received by then is partial, nothing received by then is late; lines not yet due and not fully received are not counted',
  },
});
