import { textIntegerSchema } from '../api/numbers';
import { z } from '../api/zod';
import { FILTER_OPERATION_NAMES } from '../metadata/field-types';

const jsonParam = <T extends z.ZodType>(schema: T, what: string) =>
  z
    .string()
    .max(8192, `${what} is too long.`)
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${what} must be JSON.` });
        return z.NEVER;
      }
    })
    .pipe(schema);

export const sortEntrySchema = z.object({
  columnName: z.string().max(80),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type SortEntry = z.infer<typeof sortEntrySchema>;

export const filterEntrySchema = z.object({
  columnName: z.string().max(80),
  operation: z.enum(FILTER_OPERATION_NAMES).default('equals'),
  value: z.unknown().optional(),
});
export type FilterEntry = z.infer<typeof filterEntrySchema>;

/** Query of a list call: `sorting` and `filter` are JSON arrays in the query string. */
export const listQuerySchema = z.object({
  page: textIntegerSchema('page', { min: 1, max: 1_000_000 }).default(1),
  pageSize: textIntegerSchema('pageSize', { min: 1, max: 200 }).default(20),
  sorting: jsonParam(z.array(sortEntrySchema).max(5, 'At most 5 sort columns.'), 'sorting').optional(),
  filter: jsonParam(z.array(filterEntrySchema).max(30, 'At most 30 filters.'), 'filter').optional(),
  search: z.string().max(200, 'The search term is too long.').optional(),
  /**
   * The attributes a screen shows, comma-separated: only those columns are read and sent (id, version
   * and the permission mask always come along). Absent: every attribute.
   */
  fields: z
    .string()
    .max(4000, 'fields is too long.')
    .transform((raw) => [...new Set(raw.split(',').map((name) => name.trim()))].filter(Boolean))
    .pipe(
      z.array(z.string().max(80, 'A field name is at most 80 characters.')).max(200, 'At most 200 fields.'),
    )
    .optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** POST records/{object}/export-records: the list's current filter, sorting and search, as JSON. */
export const exportBodySchema = z.object({
  filter: z.array(filterEntrySchema).max(30, 'At most 30 filters.').optional(),
  sorting: z.array(sortEntrySchema).max(5, 'At most 5 sort columns.').optional(),
  search: z.string().max(200, 'The search term is too long.').optional(),
});
export type ExportBody = z.infer<typeof exportBodySchema>;

export const EXPORT_STARTED_MESSAGE = 'We will email you the exported file shortly';

/** Where a call points: an object and one of its records. */
export interface RecordRef {
  object: string;
  recordId: number;
}

/** A record as the API answers it: its stored values, `{lookup}_display` labels and `permission`. */
export type RecordData = Record<string, unknown> & { id: number; permission: number };

export interface ListAnswer {
  data: RecordData[];
  total: number;
  /**
   * True when `total` is an estimate from a sample of the table (within a few percent): beyond
   * EXACT_COUNT_LIMIT matching rows counting them all would cost more than the page itself.
   */
  total_is_estimate: boolean;
  per_page: number;
  current_page: number;
  last_page: number;
}
