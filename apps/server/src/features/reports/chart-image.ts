import {
  type ChartOption,
  type ChartStyle,
  type ChartType,
  chartOption,
  type SeriesChartData,
} from '@atrium/core';
import { Resvg } from '@resvg/resvg-js';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// The same chart kinds the web draws, rendered to SVG without a DOM (ECharts' server-side rendering).
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TitleComponent, SVGRenderer]);

const WIDTH = 960;
const HEIGHT = 540;

/**
 * A chart as a PNG: the option the web draws (core's chartOption), rendered by ECharts to SVG and
 * rasterised by resvg. Tables are drawn as bars of their groups and a brand card as its one number,
 * so every chart's picture says what its data says.
 */
export function chartPng(
  chart: { name: string; type: ChartType; style: ChartStyle },
  data: SeriesChartData,
  empty: string,
): Buffer {
  const drawn: ChartType = chart.type === 'TABLE' || chart.type === 'SIMPLE_TABLE' ? 'BAR' : chart.type;
  const total = data.titles[0]?.totalCount ?? 0;
  const base: ChartOption =
    drawn === 'BRAND_CARD'
      ? { tooltip: { trigger: 'item' }, series: [] }
      : chartOption(drawn, data, { style: chart.style, empty });
  const option = {
    ...base,
    animation: false,
    backgroundColor: '#ffffff',
    title:
      drawn === 'BRAND_CARD'
        ? { text: chart.name, subtext: total.toLocaleString('en'), left: 'center', top: 'middle' }
        : { text: chart.name, left: 'center', top: 8 },
    ...(base.grid ? { grid: { ...base.grid, top: 56 } } : {}),
  };
  const instance = echarts.init(null, null, { renderer: 'svg', ssr: true, width: WIDTH, height: HEIGHT });
  try {
    instance.setOption(option);
    const svg = instance.renderToSVGString();
    return new Resvg(svg, { background: '#ffffff', font: { loadSystemFonts: true } }).render().asPng();
  } finally {
    instance.dispose();
  }
}
