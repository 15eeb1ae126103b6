import { z } from '../api/zod';
import { reportDefinitionSchema } from './report-definition';

/** Which saved reports a list holds: the caller's own, those shared with them, or both. */
export const REPORT_SCOPES = ['mine', 'shared', 'visible'] as const;
export type ReportScope = (typeof REPORT_SCOPES)[number];

/** Chart types of the spec (000 §3), with line and pie where a person would expect them. */
export const CHART_TYPES = [
  'BRAND_CARD',
  'BAR',
  'STACKED_BAR',
  'DOUGHNUT_CHART',
  'TABLE',
  'SIMPLE_TABLE',
  'LINE',
  'PIE',
] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** Tables page through their rows (infinite scroll from page 1); the other types answer one page. */
export const TABLE_CHART_TYPES: ReadonlySet<ChartType> = new Set(['TABLE', 'SIMPLE_TABLE']);
export const TABLE_PAGE_SIZE = 50;

const id = z.number().int().positive();
const name = z.string().trim().min(1, 'A name is required.').max(120, 'A name is at most 120 characters.');

/** How a chart is drawn: a colour, and for bars whether they stand or lie. */
export const chartStyleSchema = z.object({
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'A colour is written #rrggbb.')
    .optional(),
  horizontal: z.boolean().optional(),
});
export type ChartStyle = z.infer<typeof chartStyleSchema>;

export const chartInputSchema = z.object({
  /** Given to keep a chart (and its id) when a report is saved again; new charts have none. */
  id: id.optional(),
  name,
  type: z.enum(CHART_TYPES, { error: `type must be one of ${CHART_TYPES.join(', ')}.` }),
  style: chartStyleSchema.default({}),
  /** Place among a dashboard's charts (ascending) and width in 24ths of a row (spec 000 §9). */
  pivot_order: z.number().int().min(0).max(10_000).default(0),
  pivot_size: z.number().int().min(6, 'A chart is at least 6 of 24 columns wide.').max(24).default(12),
});
export type ChartInput = z.input<typeof chartInputSchema>;
export type ChartValue = z.infer<typeof chartInputSchema>;

export const chartSchema = chartInputSchema.extend({
  id,
  report_id: id,
  report_name: z.string(),
  object: z.string(),
});
export type Chart = z.infer<typeof chartSchema>;

export const reportSharingSchema = z.object({
  users: z.array(id).max(200, 'At most 200 people.').default([]),
  roles: z.array(id).max(100, 'At most 100 roles.').default([]),
});

export const savedReportInputSchema = z.object({
  name,
  group_id: id.nullable().default(null),
  definition: reportDefinitionSchema,
  shared_with: reportSharingSchema.default({ users: [], roles: [] }),
  charts: z.array(chartInputSchema).max(12, 'A report has at most 12 charts.').default([]),
});
export type SavedReportInput = z.input<typeof savedReportInputSchema>;
export type SavedReportValue = z.infer<typeof savedReportInputSchema>;

export const savedReportSchema = z.object({
  id,
  name: z.string(),
  group_id: id.nullable(),
  owner: z.object({ id, name: z.string() }),
  /** The caller owns it (may change and delete it); otherwise it was shared with them. */
  mine: z.boolean(),
  definition: reportDefinitionSchema,
  shared_with: z.object({ users: z.array(id), roles: z.array(id) }),
  charts: z.array(chartSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedReport = z.infer<typeof savedReportSchema>;

export const savedReportListSchema = z.object({ data: z.array(savedReportSchema) });
export type SavedReportList = z.infer<typeof savedReportListSchema>;

/** GET bi/groups/{id}: a group and the reports in it the caller may see. */
export const biGroupDetailSchema = z.object({ id, name: z.string(), reports: z.array(savedReportSchema) });
export type BiGroupDetail = z.infer<typeof biGroupDetailSchema>;
