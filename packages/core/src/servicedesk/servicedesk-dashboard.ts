import { z } from '../api/zod';
import type { ReportDefinitionInput } from '../reports/report-definition';
import { reportResultSchema } from '../reports/report-result';
import type { ChartType } from '../reports/saved-report.contract';

/** Ticket states whose SLA clocks have stopped for good. */
export const CLOSED_TICKET_STATUSES = ['Resolved', 'Rejected'] as const;

export interface ServiceDeskReport {
  key: 'openByPriority' | 'breachedByPriority' | 'resolutionByWeek';
  name: string;
  chart: ChartType;
  definition: ReportDefinitionInput;
}

/**
 * The service desk dashboard's three reports (issue 19 item 3). The package ships them as saved
 * reports with charts; `GET servicedesk/dashboard` runs them for the caller within their record access.
 */
export const SERVICEDESK_REPORTS: readonly ServiceDeskReport[] = [
  {
    key: 'openByPriority',
    name: 'Open tickets by priority',
    chart: 'BAR',
    definition: {
      object: 'service_ticket',
      filters: [{ columnName: 'status', operation: 'notIn', value: [...CLOSED_TICKET_STATUSES] }],
      dimensions: [{ attribute: 'priority' }],
      measures: [{ kind: 'count' }],
      sort: [{ column: 'd0', direction: 'asc' }],
    },
  },
  {
    key: 'breachedByPriority',
    name: 'Breached SLAs by priority',
    chart: 'BAR',
    definition: {
      object: 'service_ticket',
      filters: [{ columnName: 'sla_breached', operation: 'equals', value: true }],
      dimensions: [{ attribute: 'priority' }],
      measures: [{ kind: 'count' }],
      sort: [{ column: 'd0', direction: 'asc' }],
    },
  },
  {
    key: 'resolutionByWeek',
    name: 'Resolution time by week (minutes)',
    chart: 'LINE',
    definition: {
      object: 'service_ticket',
      filters: [{ columnName: 'resolved_at', operation: 'isNotEmpty' }],
      dimensions: [{ attribute: 'resolved_at', bucket: 'week' }],
      measures: [{ kind: 'avg', attribute: 'resolution_time' }, { kind: 'count' }],
      sort: [{ column: 'd0', direction: 'asc' }],
    },
  },
];

/** `GET servicedesk/dashboard`: each report's answer, keyed as above. */
export const serviceDeskDashboardSchema = z.object({
  openByPriority: reportResultSchema,
  breachedByPriority: reportResultSchema,
  resolutionByWeek: reportResultSchema,
});
export type ServiceDeskDashboard = z.infer<typeof serviceDeskDashboardSchema>;
