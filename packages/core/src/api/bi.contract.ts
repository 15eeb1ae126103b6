import { z } from './zod';

export const biGroupSchema = z.object({ id: z.number().int().positive(), name: z.string() });
export type BiGroup = z.infer<typeof biGroupSchema>;

/** GET bi/groups: one navigation entry `groups/{id}` per group of the active organization. */
export const biGroupsAnswerSchema = z.object({ data: z.array(biGroupSchema) });
export type BiGroupsAnswer = z.infer<typeof biGroupsAnswerSchema>;

/** Body of POST bi/groups and PUT bi/groups/{id} (BI configuration): the group's name. */
export const biGroupInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'A name is required.').max(80, 'A name is at most 80 characters.'),
});
export type BiGroupInput = z.infer<typeof biGroupInputSchema>;
