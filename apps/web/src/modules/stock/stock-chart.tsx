import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Tree-shaken ECharts: only the bar chart, its grid / tooltip / legend and the SVG renderer (a few dozen bars: SVG is light, crisp, and draws in jsdom too, so the screen test sees the bars).
echarts.use([BarChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export interface ChartSeries {
  name: string;
  /** Decimal strings or numbers (CNY, 2 places): a chart only draws, the tables hold the exact values. */
  data: (string | number)[];
  stack?: string;
}

/**
 * A bar chart of the stock reports: categories on x, one bar (or stacked bar) per series. A small
 * wrapper over `echarts/core` (init on mount, setOption on change, resize with its box, dispose on
 * unmount) instead of echarts-for-react: its ESM build imports `tslib` without declaring it, and the
 * install has no top-level tslib (decision 0029).
 */
export function StockBarChart(props: {
  categories: string[];
  series: ChartSeries[];
  testId: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const c = echarts.init(el, undefined, { renderer: 'svg' });
    chart.current = c;
    const ro = new ResizeObserver(() => c.resize());
    ro.observe(el);
    return () => {
      ro.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);
  const { categories, series } = props;
  useEffect(() => {
    chart.current?.setOption(
      {
        tooltip: { trigger: 'axis' },
        legend: { show: series.length > 1 },
        grid: { left: 64, right: 16, top: 32, bottom: 32 },
        xAxis: { type: 'category', data: categories },
        yAxis: { type: 'value' },
        series: series.map((s) => ({
          type: 'bar',
          name: s.name,
          stack: s.stack,
          data: s.data.map(Number),
          barMaxWidth: 48,
        })),
      },
      true,
    );
  }, [categories, series]);
  return <div data-testid={props.testId} ref={box} style={{ height: props.height ?? 280, width: '100%' }} />;
}
