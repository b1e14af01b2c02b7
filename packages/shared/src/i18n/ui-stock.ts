import { defineMessages } from './define.js';

/** UI texts of the stock summary and inventory statistics screens (namespace `stockUi`, issue #13). */
export const uiStock = defineMessages({
  summary: {
    total: { zh: '库存总值(CNY)', en: 'Stock value (CNY)' },
    lots: { zh: '批次数', en: 'Lots' },
    onHand: { zh: '在库数量', en: 'On hand' },
    byAge: { zh: '按库龄', en: 'By age' },
    byBrand: { zh: '按品牌', en: 'By brand' },
    byWarehouse: { zh: '按仓库', en: 'By warehouse' },
    byTenant: { zh: '按公司', en: 'By owner company' },
    group: { zh: '分组', en: 'Group' },
    value: { zh: '成本金额(CNY)', en: 'Value (CNY)' },
    share: { zh: '占比', en: 'Share' },
    chartTitle: { zh: '库龄分布(成本金额)', en: 'Value by age' },
    empty: { zh: '暂无库存', en: 'No stock' },
    noBrand: { zh: '(无品牌)', en: '(no brand)' },
    lotsTitle: { zh: '批次明细', en: 'Lots' },
  },
  stats: {
    title: { zh: '库存统计', en: 'Inventory statistics' },
    dateRange: { zh: '日期', en: 'Dates' },
    period: { zh: '统计周期', en: 'Period' },
    day: { zh: '按日', en: 'Daily' },
    week: { zh: '按周', en: 'Weekly' },
    month: { zh: '按月', en: 'Monthly' },
    tenant: { zh: '所属公司', en: 'Owner company' },
    warehouse: { zh: '仓库', en: 'Warehouse' },
    brand: { zh: '品牌', en: 'Brand' },
    search: { zh: '查询', en: 'Search' },
    export: { zh: '导出', en: 'Export' },
    empty: { zh: '所选范围内没有库存流水', en: 'No stock moves in this range' },
    chartIn: { zh: '入库', en: 'In' },
    chartOut: { zh: '出库', en: 'Out' },
  },
});
