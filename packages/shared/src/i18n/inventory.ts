import { warehouseMessages } from '../inventory/warehouse/warehouse.i18n.js';
import { defineMessages } from './define.js';

/** Server messages of the stock ledger (namespace `inventory`; issue #13). */
export const inventory = defineMessages({
  ...warehouseMessages,
  lotNotFound: { zh: '批次 {{lot}} 不存在', en: 'Lot {{lot}} does not exist' },
  qtyPositiveInteger: {
    zh: '{{field}}必须是正整数',
    en: '{{field}} must be a positive whole number',
  },
  wrongSign: {
    zh: '{{kind}}的数量方向不对（应为{{sign}}）',
    en: 'The quantity of a {{kind}} move has the wrong sign (it must be {{sign}})',
  },
  onHandNegative: {
    zh: '批次 {{lot}} 库存不足：现有 {{onHand}}，本次 {{qty}}',
    en: 'Lot {{lot}} has too little stock: {{onHand}} on hand, this move {{qty}}',
  },
  reservedTaken: {
    zh: '批次 {{lot}} 的 {{reserved}} 已被预留，本次出库后仅剩 {{onHand}}',
    en: 'Lot {{lot}} has {{reserved}} reserved; after this move only {{onHand}} would be on hand',
  },
  beyondAvailable: {
    zh: '批次 {{lot}} 可用数量只有 {{available}}，不能预留 {{qty}}',
    en: 'Lot {{lot}} has only {{available}} available; {{qty}} cannot be reserved',
  },
  notPassed: {
    zh: '批次 {{lot}} 未通过质检，不能预留或出库',
    en: 'Lot {{lot}} has not passed quality check and cannot be reserved or shipped',
  },
  beyondReserved: {
    zh: '批次 {{lot}} 为该单据行只预留了 {{reserved}}，不能释放或消耗 {{qty}}',
    en: 'Lot {{lot}} holds only {{reserved}} for this document line; {{qty}} cannot be released or consumed',
  },
  reversalMismatch: {
    zh: '冲销流水必须与被冲销的流水同一批次、数量相反（流水 {{move}}）',
    en: 'A reversal must be on the same lot with the opposite quantity of the move it reverses (move {{move}})',
  },
  qcReserved: {
    zh: '批次 {{lot}} 仍有 {{reserved}} 被预留，须先释放预留才能改为未通过质检',
    en: 'Lot {{lot}} still has {{reserved}} reserved: release it before taking the lot out of passed QC',
  },
  alreadyReversed: { zh: '库存流水 {{move}} 已冲销', en: 'Stock move {{move}} is already reversed' },
  positive: { zh: '{{field}}必须大于 0', en: '{{field}} must be greater than 0' },
  notNegative: { zh: '{{field}}不能为负数', en: '{{field}} cannot be negative' },
  costDecimals: {
    zh: '{{field}}最多 {{max}} 位小数',
    en: '{{field}} takes at most {{max}} decimals',
  },
  ruleNotFound: { zh: '现货价格规则不存在', en: 'The cash price rule does not exist' },
  brandUnknown: { zh: '品牌不存在：{{brand}}', en: 'Unknown brand: {{brand}}' },
  markupInvalid: {
    zh: '{{field}}须为 0 到 1000 之间、最多 4 位小数的数',
    en: '{{field}} must be a number from 0 to 1000 with at most 4 decimals',
  },
  ageInvalid: {
    zh: '{{field}}须为 0 到 1200 之间的整数（月）',
    en: '{{field}} must be a whole number of months from 0 to 1200',
  },
  costInvalid: {
    zh: '{{field}}须为不小于 0、最多 6 位小数的金额',
    en: '{{field}} must be an amount ≥ 0 with at most 6 decimals',
  },
  bandInvalid: {
    zh: '{{field}}须大于起点',
    en: '{{field}} must be greater than where the band starts',
  },
  ruleOverlap: {
    zh: '与已有规则重叠（库龄 {{ageFrom}}–{{ageTo}} 月，成本 {{costFrom}}–{{costTo}}）',
    en: 'Overlaps an existing rule (age {{ageFrom}}–{{ageTo}} months, cost {{costFrom}}–{{costTo}})',
  },
  layoutUnknown: {
    zh: '不支持的平台格式：{{layout}}',
    en: 'Unknown marketplace layout: {{layout}}',
  },
  dateCodeInvalid: {
    zh: '{{field}}「{{value}}」不是可识别的生产批号（如 2431、202431、2022、22+）',
    en: '{{field}} "{{value}}" is not a date code (e.g. 2431, 202431, 2022, 22+)',
  },
  countWhole: {
    zh: '{{field}}必须是不小于 0 的整数',
    en: '{{field}} must be a whole number of 0 or more',
  },
  foundPositive: {
    zh: '盘盈行的{{field}}必须大于 0',
    en: '{{field}} of a found-stock line must be greater than 0',
  },
  checkEmpty: {
    zh: '盘点单没有任何明细：该仓库（库区）没有批次，也没有录入盘盈',
    en: 'The stock check has no lines: no lots in this warehouse (zone) and no found stock entered',
  },
  checkNotEditable: {
    zh: '盘点单 {{no}} 已提交或已审核，不能修改',
    en: 'Stock check {{no}} is submitted or approved and cannot be changed',
  },
  checkLineUnknown: {
    zh: '明细 {{line}} 不属于盘点单 {{no}}',
    en: 'Line {{line}} is not a line of stock check {{no}}',
  },
  bookMoved: {
    zh: '批次 {{lot}} 的账面数量在盘点后已变化（盘点时 {{book}}，现在 {{onHand}}），请驳回后重新盘点',
    en: 'The book quantity of lot {{lot}} changed since the count ({{book}} then, {{onHand}} now): reject the sheet and recount',
  },
  warehouseUnknown: { zh: '仓库 {{id}} 不存在', en: 'Warehouse {{id}} does not exist' },
  zoneUnknown: { zh: '库区 {{id}} 不属于该仓库', en: 'Zone {{id}} is not a zone of this warehouse' },
  moveKind: {
    1: { zh: '入库', en: 'inbound' },
    2: { zh: '出库', en: 'shipment' },
    3: { zh: '客户退货', en: 'customer return' },
    4: { zh: '退供应商', en: 'supplier return' },
    5: { zh: '盘点调整', en: 'adjustment' },
    6: { zh: '调拨出', en: 'transfer out' },
    7: { zh: '调拨入', en: 'transfer in' },
    8: { zh: '报废', en: 'scrap' },
  },
  sign: {
    positive: { zh: '正数', en: 'positive' },
    negative: { zh: '负数', en: 'negative' },
  },
  dateRangeOrder: {
    zh: '{{field}}不能早于开始日期',
    en: '{{field}} cannot be before the start date',
  },
  dateRangeTooLong: {
    zh: '此统计周期下{{field}}最多覆盖 {{max}} 天',
    en: '{{field}}: at most {{max}} days for this period',
  },
});

/** Field labels of the stock ledger (merged into `fields`). */
export const inventoryFields = defineMessages({
  UnitCost: { zh: '单位成本', en: 'Unit cost' },
  LotId: { zh: '批次', en: 'Lot' },
  CashPrice: { zh: '现货价', en: 'Cash price' },
  MarkupPercent: { zh: '加价率', en: 'Markup' },
  AgeFrom: { zh: '库龄起', en: 'Age from' },
  AgeTo: { zh: '库龄止', en: 'Age to' },
  Layout: { zh: '平台格式', en: 'Layout' },
  DateStart: { zh: '开始日期', en: 'Start date' },
  DateEnd: { zh: '结束日期', en: 'End date' },
  Period: { zh: '统计周期', en: 'Period' },
  CountedQty: { zh: '实盘数量', en: 'Counted quantity' },
  Code: { zh: '编码', en: 'Code' },
  WarehouseId: { zh: '仓库', en: 'Warehouse' },
  ZoneId: { zh: '库区', en: 'Zone' },
});
