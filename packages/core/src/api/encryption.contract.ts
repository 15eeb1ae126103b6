import { z } from './zod';

/**
 * The super admins' view of the encryption keys (decision 0020, "Rotation"): how many stored values
 * each key id still seals, and the job that re-seals them with the current key.
 */

/** A key id as `ATRIUM_ENCRYPTION_KEY` names it (the server's KEY_ID_PATTERN). */
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export const encryptionKeyCountSchema = z.object({
  id: z.string(),
  /** The key new values are sealed with (the first configured). */
  current: z.boolean(),
  /** False for an id found in the data that no configured key has: those values cannot be read. */
  configured: z.boolean(),
  /** Values in the encrypted columns of object tables. */
  objects: z.number().int(),
  /** Values in `record_history` and `record_field_history`. */
  history: z.number().int(),
});
export type EncryptionKeyCount = z.infer<typeof encryptionKeyCountSchema>;

export const RE_ENCRYPTION_SOURCES = ['object', 'history', 'field_history'] as const;
export type ReEncryptionSource = (typeof RE_ENCRYPTION_SOURCES)[number];

/** Where a value no configured key opens rests: it is left as it is. */
export const unreadablePlaceSchema = z.object({
  source: z.enum(RE_ENCRYPTION_SOURCES),
  object: z.string(),
  /** The attribute (null for a record_history row, whose changes may name several). */
  attribute: z.string().nullable(),
  record_id: z.number().int(),
});
export type UnreadablePlace = z.infer<typeof unreadablePlaceSchema>;

export const reEncryptionResultSchema = z.object({
  /** Values re-sealed with the current key. */
  resealed: z.number().int(),
  /** Values that look sealed but that no configured key opens; left as they are. */
  unreadable: z.number().int(),
  /** The first of them (at most 20), to look at. */
  unreadable_places: z.array(unreadablePlaceSchema),
  /** Values a save changed between the job's read and its write: the save's value was kept. */
  changed: z.number().int(),
});
export type ReEncryptionResult = z.infer<typeof reEncryptionResultSchema>;

export const RE_ENCRYPTION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const reEncryptionJobSchema = z.object({
  id: z.string(),
  /** The key the job seals with. */
  key_id: z.string(),
  status: z.enum(RE_ENCRYPTION_STATUSES),
  /** 0–100. */
  progress: z.number().int(),
  result: reEncryptionResultSchema.nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReEncryptionJob = z.infer<typeof reEncryptionJobSchema>;

export const encryptionStatusSchema = z.object({
  current_key: z.string(),
  keys: z.array(encryptionKeyCountSchema),
  /** The latest re-encryption job, or null when none was ever asked for. */
  job: reEncryptionJobSchema.nullable(),
});
export type EncryptionStatus = z.infer<typeof encryptionStatusSchema>;

/** The key the caller saw as current: a screen left open across a rotation is told, not obeyed. */
export const reEncryptBodySchema = z.strictObject({
  key_id: z
    .string({ error: 'key_id is required.' })
    .regex(KEY_ID, 'key_id must be a key id (letters, digits, - or _, at most 32).'),
});
export type ReEncryptBody = z.infer<typeof reEncryptBodySchema>;

export const reEncryptAnswerSchema = z.object({ message: z.string(), job: reEncryptionJobSchema });
export type ReEncryptAnswer = z.infer<typeof reEncryptAnswerSchema>;
