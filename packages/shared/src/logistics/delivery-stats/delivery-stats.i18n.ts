import { defineMessages } from '../../i18n/define.js';

/** Server messages of the delivery statistics (merged into the `logistics` namespace). */
export const deliveryStatsMessages = defineMessages({
  statsRangeOrder: { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  statsRangeTooLong: {
    zh: '统计范围不能超过 {{max}} 天',
    en: 'The range cannot be longer than {{max}} days',
  },
});

/** UI texts of `/sales/sales-deliverystats` (namespace `deliveryStatsUi`). */
export const uiDeliveryStats = defineMessages({
  title: { zh: '发货统计', en: 'Shipping statistics' },
  dateRange: { zh: '发货日期', en: 'Shipped between' },
  courier: { zh: '快递公司', en: 'Courier' },
  country: { zh: '国家/地区', en: 'Country' },
  search: { zh: '查询', en: 'Search' },
  empty: { zh: '所选范围内没有已发货的发货单', en: 'No shipments shipped in this range' },
  byMonth: { zh: '按月', en: 'By month' },
  byCourier: { zh: '按快递公司', en: 'By courier' },
  byCountry: { zh: '按国家/地区', en: 'By country' },
  group: { zh: '分组', en: 'Group' },
  none: { zh: '(未填写)', en: '(none)' },
  total: { zh: '合计', en: 'Total' },
  Shipments: { zh: '发货单数', en: 'Shipments' },
  Quantity: { zh: '发货数量', en: 'Pieces' },
  OnTime: { zh: '准时', en: 'On time' },
  Late: { zh: '延迟', en: 'Late' },
  NoDate: { zh: '无需求日期', en: 'No required date' },
  onTimeRate: { zh: '准时率', en: 'On-time rate' },
});
