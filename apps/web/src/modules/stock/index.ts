/** Stock reports: what other web modules may reuse (import only through this file). */
export { type ChartSeries, StockBarChart } from './stock-chart';
