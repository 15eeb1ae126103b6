import {
  barChartProblem,
  barChartsOf,
  chartObjectName,
  type FormNode,
  type ObjectDefinition,
} from '@atrium/core';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { loadDefinitions } from '../metadata/metadata.repository';

/**
 * Refuses to publish a form whose bar chart cannot draw with its settings, saying what to set: staff
 * would otherwise meet 'Could not load' where the chart should be.
 */
export async function requireDrawableCharts(
  db: Db,
  body: FormNode,
  definition: ObjectDefinition,
): Promise<void> {
  const charts = barChartsOf(body);
  if (charts.length === 0) return;
  const others = [...new Set(charts.map((chart) => chartObjectName(chart, definition.name)))].filter(
    (name) => name !== definition.name,
  );
  const counted = new Map([
    [definition.name, definition],
    ...(await loadDefinitions(db, others)).map((found) => [found.name, found] as const),
  ]);
  const errors: Record<string, string[]> = {};
  for (const chart of charts) {
    const objectName = chartObjectName(chart, definition.name);
    const object = counted.get(objectName);
    const problem = object
      ? barChartProblem(chart, object)
      : `The bar chart counts '${objectName}', which is not an object. Set its Object option to an existing object.`;
    if (problem) errors[chart.id] = [problem];
  }
  const [first] = Object.values(errors);
  if (first?.[0]) throw new AppError('UNPROCESSABLE', first[0], errors);
}
