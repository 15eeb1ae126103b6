import { textIntegerSchema } from '../api/numbers';
import { z } from '../api/zod';

/** `GET records/{object}/{id}/history`: pages of a record's tracked changes, newest first. */
export const fieldHistoryQuerySchema = z.object({
  page: textIntegerSchema('page', { min: 1, max: 1_000_000 }).default(1),
  pageSize: textIntegerSchema('pageSize', { min: 1, max: 200 }).default(50),
});
export type FieldHistoryQuery = z.infer<typeof fieldHistoryQuerySchema>;

export const fieldHistoryEntrySchema = z.object({
  id: z.number().int(),
  attribute: z.string(),
  /** The attribute's label when the change was read (it may have been renamed since the change). */
  label: z.string(),
  /** What the write was: created, updated, duplicated, versioned, … (the pipeline's history step names it). */
  action: z.string(),
  old_value: z.unknown(),
  new_value: z.unknown(),
  /** An encrypted attribute's value that could not be decrypted (changed, or another key): shown as such. */
  unreadable: z.boolean().optional(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  changed_at: z.string(),
});
export type FieldHistoryEntry = z.infer<typeof fieldHistoryEntrySchema>;

export const fieldHistoryPageSchema = z.object({
  data: z.array(fieldHistoryEntrySchema),
  total: z.number().int(),
  current_page: z.number().int(),
  per_page: z.number().int(),
});
export type FieldHistoryPage = z.infer<typeof fieldHistoryPageSchema>;
