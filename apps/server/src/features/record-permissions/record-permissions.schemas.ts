import { IDENTIFIER_PATTERN, jsonIdSchema, SERIAL_ID_MAX, textIdSchema, z } from '@atrium/core';

export const recordRefParams = z.object({
  object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
  recordId: textIdSchema('The record id'),
});

export const grantParams = recordRefParams.extend({
  grantId: textIdSchema('The grant id'),
});

const LEVELS = [1, 2, 4, 7, 8] as const;
const LEVEL_MESSAGE = 'The permission must be 1 (Read), 2 (Edit), 4 (Delete), 7 (Full) or 8 (Deny).';

/** A grant to a user or to a role (spec 000 §3): exactly one of the two, and a level. */
export const grantBodySchema = z
  .object({
    to_user: jsonIdSchema('to_user', { max: SERIAL_ID_MAX }).nullable().optional(),
    to_role: jsonIdSchema('to_role', { max: SERIAL_ID_MAX }).nullable().optional(),
    // A JSON number only: `"7"` or `[1]` is a mistake to report, not a level to guess.
    permission: z
      .number({ error: LEVEL_MESSAGE })
      .refine((level) => (LEVELS as readonly number[]).includes(level), { error: LEVEL_MESSAGE })
      .default(1),
  })
  .refine((body) => (body.to_user ? 1 : 0) + (body.to_role ? 1 : 0) === 1, {
    error: 'Choose either a user or a role.',
    path: ['to_user'],
  });
export type GrantBody = z.infer<typeof grantBodySchema>;

export const ownershipBodySchema = z.object({
  newOwnerId: jsonIdSchema('newOwnerId', { max: SERIAL_ID_MAX }),
});
