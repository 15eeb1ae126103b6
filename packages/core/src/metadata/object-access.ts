import { z } from '../api/zod';
import type { ObjectVerb } from './identifiers';

export const OBJECT_VERBS = [
  'view',
  'create',
  'edit',
  'delete',
  'export',
] as const satisfies readonly ObjectVerb[];

const verbsSchema = z
  .array(z.enum(OBJECT_VERBS, { error: `A verb is one of ${OBJECT_VERBS.join(', ')}.` }))
  .max(OBJECT_VERBS.length);

/**
 * Which roles of the active organization hold which of an object's permissions
 * (`GET administration/creator/objects/{object}/access`); a grant is `{scope}:{verb}` on the role.
 */
export const objectAccessSchema = z.object({
  object: z.string(),
  roles: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string(),
      description: z.string().nullable(),
      verbs: verbsSchema,
    }),
  ),
});
export type ObjectAccess = z.infer<typeof objectAccessSchema>;

/** The PUT body: the verbs each listed role holds afterwards; roles not listed keep theirs. */
export const objectAccessSaveSchema = z.object({
  roles: z
    .array(z.object({ id: z.number().int().positive('A role id is a positive number.'), verbs: verbsSchema }))
    .max(500)
    .refine((roles) => new Set(roles.map((role) => role.id)).size === roles.length, {
      error: 'A role is listed twice.',
    }),
});
export type ObjectAccessSave = z.infer<typeof objectAccessSaveSchema>;
