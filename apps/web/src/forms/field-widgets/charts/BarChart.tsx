import { BarChart as EChartsBar } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what a bar chart needs, drawn as SVG: no canvas, and nothing that builds code at run time.
echarts.use([EChartsBar, GridComponent, TooltipComponent, SVGRenderer]);

interface BarChartProps {
  labels: string[];
  values: number[];
  label: string;
}

const HEIGHT = 280;

/** An ECharts bar chart; the numbers are also in a table for screen readers. */
export function BarChart({ labels, values, label }: BarChartProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = element.current;
    if (!host) return;
    const chart = echarts.init(host, undefined, { renderer: 'svg', height: HEIGHT });
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
  }, [labels, values]);
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <div ref={element} style={{ height: HEIGHT, width: '100%' }} aria-hidden />
      <table
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
      >
        <caption>{label}</caption>
        <tbody>
          {labels.map((name, index) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{values[index]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
