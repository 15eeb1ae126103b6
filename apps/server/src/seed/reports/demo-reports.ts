import type { ChartInput, ReportDefinitionInput } from '@atrium/core';
import { statuses } from '../crm/choices';

/** A seeded report: its group (by name, or none), its definition and its charts. */
export interface DemoReport {
  name: string;
  group: string | null;
  definition: ReportDefinitionInput;
  charts: ChartInput[];
}

export const CRM_PIPELINE_GROUP = 'CRM pipeline';

/** Groups the report seed adds to each organization, beside the demo data's own. */
export const REPORT_SEED_GROUPS = [CRM_PIPELINE_GROUP, 'Service desk'];

/** Stages are stored as their breadcrumb ids (`closed_won`). */
const CLOSED_STAGES = statuses(['Closed Won', 'Closed Lost']).map((stage) => stage.id);

/** The CRM pipeline dashboard: one chart per report, laid out two a row, the count card first. */
const CRM_PIPELINE: DemoReport[] = [
  {
    name: 'Open opportunities',
    group: CRM_PIPELINE_GROUP,
    definition: {
      object: 'opportunity',
      filters: [{ columnName: 'stage', operation: 'notIn', value: CLOSED_STAGES }],
      measures: [{ kind: 'count' }],
    },
    charts: [{ name: 'Open opportunities', type: 'BRAND_CARD', pivot_order: 0, pivot_size: 24 }],
  },
  {
    name: 'Opportunities by stage',
    group: CRM_PIPELINE_GROUP,
    definition: {
      object: 'opportunity',
      dimensions: [{ attribute: 'stage' }],
      measures: [{ kind: 'count' }, { kind: 'sum', attribute: 'amount' }],
    },
    charts: [
      {
        name: 'Opportunities by stage',
        type: 'BAR',
        style: { color: '#1677ff' },
        pivot_order: 1,
        pivot_size: 12,
      },
    ],
  },
  {
    name: 'Pipeline amount by month',
    group: CRM_PIPELINE_GROUP,
    definition: {
      object: 'opportunity',
      filters: [{ columnName: 'stage', operation: 'notIn', value: CLOSED_STAGES }],
      dimensions: [{ attribute: 'close_date', bucket: 'month' }],
      measures: [{ kind: 'sum', attribute: 'amount' }],
    },
    charts: [
      {
        name: 'Pipeline amount by month',
        type: 'LINE',
        style: { color: '#13a8a8' },
        pivot_order: 2,
        pivot_size: 12,
      },
    ],
  },
  {
    name: 'Accounts by industry',
    group: CRM_PIPELINE_GROUP,
    definition: {
      object: 'account',
      dimensions: [{ attribute: 'industry' }],
      measures: [{ kind: 'count' }],
    },
    charts: [{ name: 'Accounts by industry', type: 'DOUGHNUT_CHART', pivot_order: 3, pivot_size: 12 }],
  },
];

/** One or two reports for each other module with demo records: leave requests and service tickets. */
const MODULE_REPORTS: DemoReport[] = [
  {
    name: 'Leave days by type',
    group: 'People Analytics',
    definition: {
      object: 'hcm_leave',
      dimensions: [{ attribute: 'leave_type_id' }],
      measures: [{ kind: 'sum', attribute: 'days' }, { kind: 'count' }],
    },
    charts: [{ name: 'Leave days by type', type: 'BAR', style: { color: '#722ed1' }, pivot_size: 12 }],
  },
  {
    name: 'Leave requests by month',
    group: 'People Analytics',
    definition: {
      object: 'hcm_leave',
      dimensions: [{ attribute: 'start_date', bucket: 'month' }],
      measures: [{ kind: 'count' }, { kind: 'sum', attribute: 'days' }],
    },
    charts: [{ name: 'Leave requests by month', type: 'TABLE', pivot_order: 1, pivot_size: 12 }],
  },
  {
    name: 'Service tickets by priority',
    group: 'Service desk',
    definition: {
      object: 'service_ticket',
      dimensions: [{ attribute: 'priority' }],
      measures: [{ kind: 'count' }],
    },
    charts: [{ name: 'Service tickets by priority', type: 'PIE', pivot_size: 12 }],
  },
  {
    name: 'Service tickets by category and priority',
    group: 'Service desk',
    definition: {
      object: 'service_ticket',
      dimensions: [{ attribute: 'category_id' }, { attribute: 'priority' }],
      measures: [{ kind: 'count' }],
    },
    charts: [
      {
        name: 'Service tickets by category and priority',
        type: 'STACKED_BAR',
        pivot_order: 1,
        pivot_size: 12,
      },
    ],
  },
];

export const DEMO_REPORTS: readonly DemoReport[] = [...CRM_PIPELINE, ...MODULE_REPORTS];
