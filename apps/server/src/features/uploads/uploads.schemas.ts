import { IDENTIFIER_PATTERN, z } from '@atrium/core';
import { STORED_NAME_PATTERN } from './upload-files';

const positiveId = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a number.`)
    .positive(`${what} must be a number.`)
    .max(Number.MAX_SAFE_INTEGER);

export const recordRefParams = z.object({
  object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
  recordId: positiveId('The record id'),
});

export const uploadIdParams = z.object({ id: positiveId('The upload id') });

const filterEntry = z.object({
  columnName: z.enum(['filename', 'id'], { error: 'Uploads can be filtered by filename or id.' }),
  value: z.union([z.string().max(200), z.number()]),
});

/** `filter` arrives as JSON in the query string, as on record lists. */
export const uploadListQuery = z.object({
  page: z.coerce.number().int('page must be a whole number.').min(1, 'page starts at 1.').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100.').default(20),
  filter: z
    .string()
    .max(2000)
    .transform((raw, context) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'filter must be JSON.' });
        return z.NEVER;
      }
    })
    .pipe(z.array(filterEntry).max(5, 'At most 5 filters.'))
    .optional(),
});
export type UploadListQuery = z.infer<typeof uploadListQuery>;

/** Upload keys as the list and the upload answer give them; a path with folders is refused here. */
export const pathsBody = z.object({
  paths: z
    .array(z.string().regex(STORED_NAME_PATTERN, 'Each path must be the key of an uploaded file.'))
    .min(1, 'paths is required.')
    .max(100, 'At most 100 paths at once.'),
});

export interface UploadEntry {
  id: number;
  key: string;
  url: string;
  size: number;
  filename: string;
  original_file_name: string;
  mime: string;
  object: string;
  record_id: number;
  created_at: string;
}
