import { z } from './zod';

export const biGroupSchema = z.object({ id: z.number().int().positive(), name: z.string() });
export type BiGroup = z.infer<typeof biGroupSchema>;

/** GET bi/groups: one navigation entry `groups/{id}` per group of the active organization. */
export const biGroupsAnswerSchema = z.object({ data: z.array(biGroupSchema) });
export type BiGroupsAnswer = z.infer<typeof biGroupsAnswerSchema>;
