import { IDENTIFIER_PATTERN, z } from '@atrium/core';

export const recordRefParams = z.object({
  object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
  recordId: z.coerce.number().int().positive('The record id must be a number.').max(Number.MAX_SAFE_INTEGER),
});

export const grantParams = recordRefParams.extend({
  grantId: z.coerce.number().int().positive('The grant id must be a number.'),
});

const LEVELS = [1, 2, 4, 7, 8] as const;

/** A grant to a user or to a role (spec 000 §3): exactly one of the two, and a level. */
export const grantBodySchema = z
  .object({
    to_user: z.number().int().positive().nullable().optional(),
    to_role: z.number().int().positive().nullable().optional(),
    permission: z.coerce
      .number()
      .refine((level) => (LEVELS as readonly number[]).includes(level), {
        error: 'The permission must be 1 (Read), 2 (Edit), 4 (Delete), 7 (Full) or 8 (Deny).',
      })
      .default(1),
  })
  .refine((body) => (body.to_user ? 1 : 0) + (body.to_role ? 1 : 0) === 1, {
    error: 'Choose either a user or a role.',
    path: ['to_user'],
  });
export type GrantBody = z.infer<typeof grantBodySchema>;

export const ownershipBodySchema = z.object({
  newOwnerId: z.coerce.number({ error: 'Choose the new owner.' }).int().positive('Choose the new owner.'),
});
