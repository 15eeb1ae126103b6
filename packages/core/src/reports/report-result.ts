import { z } from '../api/zod';

/** One column of a report's answer: `d0`, `d1` for dimensions, `m0`… for measures. */
export const reportColumnSchema = z.object({
  key: z.string(),
  role: z.enum(['dimension', 'measure']),
  /** The attribute (or, for a count, nothing) the column reads. */
  attribute: z.string().nullable(),
  /** What a dimension's values are: a date period, a record id with its label, or a stored value. */
  kind: z.enum(['period', 'reference', 'value', 'number', 'date']),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/**
 * The grouped rows: per row `d0`…, `m0`…, and for a reference dimension its record's label as
 * `d0_label`. `truncated` says more groups exist than the report's limit.
 */
export const reportResultSchema = z.object({
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  truncated: z.boolean(),
});
export type ReportResult = z.infer<typeof reportResultSchema>;
