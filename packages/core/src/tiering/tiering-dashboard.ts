import { z } from '../api/zod';
import type { ReportDefinitionInput } from '../reports/report-definition';
import { reportResultSchema } from '../reports/report-result';
import type { ChartType } from '../reports/saved-report.contract';

export interface TieringReport {
  key: 'firmsByTier' | 'scoreByArea' | 'scoreByYear';
  name: string;
  chart: ChartType;
  definition: ReportDefinitionInput;
}

/**
 * The legal tiering tool's dashboard: how many panel firms stand in each tier, the average score per
 * practice area, and the average score and number of evaluations per year. The package ships them as
 * saved reports with charts; `GET ppctieringtool/dashboard` runs them within the caller's record access.
 */
export const TIERING_REPORTS: readonly TieringReport[] = [
  {
    key: 'firmsByTier',
    name: 'Panel firms by tier',
    chart: 'BAR',
    definition: {
      object: 'ppctt_firm',
      filters: [{ columnName: 'panel_status', operation: 'notIn', value: ['Off panel'] }],
      dimensions: [{ attribute: 'current_tier' }],
      measures: [{ kind: 'count' }],
      sort: [{ column: 'd0', direction: 'asc' }],
    },
  },
  {
    key: 'scoreByArea',
    name: 'Average score by practice area',
    chart: 'BAR',
    definition: {
      object: 'ppctt_evaluation',
      dimensions: [{ attribute: 'practice_area_id' }],
      measures: [{ kind: 'avg', attribute: 'score' }],
      sort: [{ column: 'm0', direction: 'desc' }],
    },
  },
  {
    key: 'scoreByYear',
    name: 'Evaluations and average score by year',
    chart: 'LINE',
    definition: {
      object: 'ppctt_evaluation',
      dimensions: [{ attribute: 'year' }],
      measures: [{ kind: 'avg', attribute: 'score' }, { kind: 'count' }],
      sort: [{ column: 'd0', direction: 'asc' }],
    },
  },
];

/** `GET ppctieringtool/dashboard`: each report's answer, keyed as above. */
export const tieringDashboardSchema = z.object({
  firmsByTier: reportResultSchema,
  scoreByArea: reportResultSchema,
  scoreByYear: reportResultSchema,
});
export type TieringDashboard = z.infer<typeof tieringDashboardSchema>;
