import { BarChart as EChartsBar } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what a bar chart needs, drawn as SVG: no canvas, and nothing that builds code at run time.
echarts.use([EChartsBar, GridComponent, TooltipComponent, SVGRenderer]);

export interface EChartsBarsProps {
  labels: string[];
  values: number[];
  height: number;
}

/** The bars themselves, drawn by ECharts; hidden from screen readers, which read BarChart's table. */
export function EChartsBars({ labels, values, height }: EChartsBarsProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = element.current;
    if (!host) return;
    const chart = echarts.init(host, undefined, { renderer: 'svg', height });
    chart.setOption({
      tooltip: {},
      grid: { left: 40, right: 16, top: 16, bottom: 40 },
      xAxis: { type: 'category', data: labels },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', data: values, itemStyle: { color: '#20a8d8' } }],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [labels, values, height]);
  return <div ref={element} style={{ height, width: '100%' }} aria-hidden />;
}
