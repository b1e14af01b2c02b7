/** What other web modules may use of the stock reports: the bar chart (ECharts, SVG). */
export { type ChartSeries, StockBarChart } from './stock-chart';
