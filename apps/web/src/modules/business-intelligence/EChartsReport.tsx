import type { ChartOption } from '@atrium/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// What report charts need, drawn as SVG: no canvas, and nothing that builds code at run time.
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface EChartsReportProps {
  option: ChartOption;
  height: number;
  /** A click on a bar, point or slice, by its category's position. */
  onCategoryClick?: ((index: number) => void) | undefined;
}

/** A report chart drawn by ECharts; hidden from screen readers, which read the chart view's table. */
export function EChartsReport({ option, height, onCategoryClick }: EChartsReportProps) {
  const element = useRef<HTMLDivElement>(null);
  // The latest handler, read at click time: a new handler (its data refetched) must not rebuild the
  // chart, which would replay its animation under the pointer.
  const onClick = useRef(onCategoryClick);
  onClick.current = onCategoryClick;
  const clickable = onCategoryClick !== undefined;
  useEffect(() => {
    const host = element.current;
    if (!host) return;
    const chart = echarts.init(host, undefined, { renderer: 'svg', height });
    chart.setOption(option);
    chart.on('click', (event) => onClick.current?.(event.dataIndex));
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [option, height]);
  return (
    <div
      ref={element}
      style={{ height, width: '100%', cursor: clickable ? 'pointer' : undefined }}
      aria-hidden
      data-testid="report-chart"
    />
  );
}
