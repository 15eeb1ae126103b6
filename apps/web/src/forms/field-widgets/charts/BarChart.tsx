import { lazyPart, PartPlaceholder } from '../shared/lazy-part';
import type { EChartsBarsProps } from './EChartsBars';

const EChartsBars = lazyPart<EChartsBarsProps>(
  async () => (await import('./EChartsBars')).EChartsBars,
  ({ height }) => <PartPlaceholder height={height} />,
);

interface BarChartProps {
  labels: string[];
  values: number[];
  label: string;
}

const HEIGHT = 280;

/** A bar chart (ECharts, in a chunk of its own); the numbers are also in a table for screen readers. */
export function BarChart({ labels, values, label }: BarChartProps) {
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <EChartsBars labels={labels} values={values} height={HEIGHT} />
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
