import { defineMessages } from '../../i18n/define.js';

/**
 * The supplier scorecard (issue #15, decision 0058): computed from the documents of the last
 * `SCORECARD_DAYS` days, never typed in. `GET /merchant/purchase/supplier/:id/scorecard`.
 */
export const SCORECARD_DAYS = 365;

export interface SupplierScorecard {
  SupplierId: number;
  SupplierName: string;
  /** The first day counted (YYYY-MM-DD). */
  Since: string;
  /** The supplier's purchase quotes (CB). Rates in %, 1 decimal, null when there is nothing to divide. */
  Quotes: {
    /** Quotes entered (voided ones included: the supplier did answer). */
    Count: number;
    /** Firm quotes (price and stock confirmed, not tentative). */
    Firm: number;
    /** Firm / Count: how often the supplier answers with a confirmed offer. */
    ResponseRate: string | null;
    /** Mean hours from the inquiry line to the quote (time to RFQ). */
    AvgResponseHours: string | null;
    /** Quotes picked in a sales quote (a trace link from the quote exists). */
    Won: number;
    WinRate: string | null;
    /** Quotes on lines that had another quote in the same currency … */
    Compared: number;
    /** … and of those, the ones with the lowest price of the line. */
    Cheapest: number;
    CheapestRate: string | null;
  };
  Delivery: { Lines: number; OnTime: number; Partial: number; Late: number; OnTimeRate: string };
  Quality: { Inspected: number; Passed: number; Failed: number; Pending: number; PassRate: string | null };
  /** Returns to the supplier: null until a supplier-return document exists. */
  Returns: null;
}

/** Labels of the scorecard card (namespace `supplierUi`, keys `scorecard.…`). */
export const scorecardUi = defineMessages({
  scorecard: {
    title: { zh: '供应商评分卡', en: 'Supplier scorecard' },
    open: { zh: '评分卡', en: 'Scorecard' },
    since: { zh: '统计自 {{since}}（近 12 个月）', en: 'Since {{since}} (last 12 months)' },
    quotes: { zh: '报价', en: 'Quotes' },
    quoteCount: { zh: '报价数', en: 'Quotes' },
    responseRate: { zh: '确认报价率', en: 'Firm quote rate' },
    responseHours: { zh: '平均响应（小时）', en: 'Avg. response (hours)' },
    price: { zh: '价格竞争力', en: 'Price competitiveness' },
    winRate: { zh: '中标率', en: 'Win rate' },
    cheapestRate: { zh: '最低价比例', en: 'Lowest price' },
    delivery: { zh: '交期', en: 'Delivery' },
    onTimeRate: { zh: '准时率', en: 'On-time rate' },
    deliveryLines: {
      zh: '准时 {{onTime}} / 部分 {{partial}} / 延迟 {{late}}',
      en: 'On time {{onTime}} / partial {{partial}} / late {{late}}',
    },
    quality: { zh: '质量', en: 'Quality' },
    passRate: { zh: '检验合格率', en: 'Inspection pass rate' },
    qualityCounts: {
      zh: '合格 {{passed}} / 不合格 {{failed}} / 待审 {{pending}}',
      en: 'Passed {{passed}} / failed {{failed}} / pending {{pending}}',
    },
    returns: { zh: '退货', en: 'Returns' },
    noReturns: { zh: '暂无退货记录', en: 'No returns recorded' },
    none: { zh: '—', en: '—' },
    ofCount: { zh: '{{part}} / {{whole}}', en: '{{part}} of {{whole}}' },
  },
});
