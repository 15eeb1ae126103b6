import { IDENTIFIER_PATTERN, textIdSchema, textIntegerSchema, z } from '@atrium/core';
import { STORED_NAME_PATTERN } from './upload-files';

export const recordRefParams = z.object({
  object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
  recordId: textIdSchema('The record id'),
});

export const uploadIdParams = z.object({ id: textIdSchema('The upload id') });

const filterEntry = z.object({
  columnName: z.enum(['filename', 'id'], { error: 'Uploads can be filtered by filename or id.' }),
  value: z.union([z.string().max(200), z.number()]),
});

/** `filter` arrives as JSON in the query string, as on record lists. */
export const uploadListQuery = z.object({
  page: textIntegerSchema('page', { min: 1, max: 1_000_000 }).default(1),
  pageSize: textIntegerSchema('pageSize', { min: 1, max: 100 }).default(20),
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
