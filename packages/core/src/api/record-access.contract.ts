import { IDENTIFIER_PATTERN } from '../metadata/identifiers';
import { jsonIdSchema, SERIAL_ID_MAX } from './numbers';
import { z } from './zod';

/**
 * The calls of the record permissions administration screen (docs/api/administration.md, "Record
 * access and ownership transfer"): the server answers with these shapes and the web reads them.
 */
const objectName = z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.');

/** An object whose records' access an administrator manages. */
export const accessObjectSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  module: z.string(),
});
export type AccessObject = z.infer<typeof accessObjectSchema>;

/** A record as the record permissions screen lists it. */
export const accessRecordSchema = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  restricted: z.boolean(),
});
export type AccessRecord = z.infer<typeof accessRecordSchema>;

/** A member of the organization, to pick an owner from. */
export const accessMemberSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type AccessMember = z.infer<typeof accessMemberSchema>;

export const accessObjectsAnswerSchema = z.object({ data: z.array(accessObjectSchema) });
export const accessRecordsAnswerSchema = z.object({ data: z.array(accessRecordSchema) });
export const accessMembersAnswerSchema = z.object({ data: z.array(accessMemberSchema) });
export const accessRecordsQuerySchema = z.object({ search: z.string().max(200).optional() });
export const accessObjectParamsSchema = z.object({ object: objectName });

/** `POST auth/administration/ownership-transfer`: every record `from` owns (of `objects`, else all) goes to `to`. */
export const ownershipTransferBodySchema = z.object({
  from_user_id: jsonIdSchema('from_user_id', { max: SERIAL_ID_MAX }),
  to_user_id: jsonIdSchema('to_user_id', { max: SERIAL_ID_MAX }),
  objects: z.array(objectName).max(500).optional(),
});
export type OwnershipTransferBody = z.infer<typeof ownershipTransferBodySchema>;

export const ownershipTransferAnswerSchema = z.object({
  data: z.array(z.object({ object: z.string(), count: z.number().int() })),
  total: z.number().int(),
});
export type OwnershipTransferAnswer = z.infer<typeof ownershipTransferAnswerSchema>;
