import { jsonIdSchema, textIdSchema } from '../api/numbers';
import { z } from '../api/zod';

/** `hyperion/journals/:id/post`: the journal's id, decimal digits only. */
export const journalIdParamsSchema = z.strictObject({ id: textIdSchema('The journal id') });

const AMOUNT_MAX = 1_000_000_000_000;
const amount = (what: string) =>
  z
    .number({ error: `${what} must be a number.` })
    .min(0, `${what} must be zero or more.`)
    .max(AMOUNT_MAX, `${what} must be below ${AMOUNT_MAX}.`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: `${what} has at most two decimals.`,
    });

export const journalEntryLineSchema = z.strictObject({
  accountId: jsonIdSchema('The account'),
  costCentreId: jsonIdSchema('The cost centre').nullable().optional(),
  taxCodeId: jsonIdSchema('The tax code').nullable().optional(),
  debit: amount('The debit'),
  credit: amount('The credit'),
});
export type JournalEntryLine = z.infer<typeof journalEntryLineSchema>;

/** `POST hyperion/journal-entries`: a journal and its lines in one call, posted at once when `post`. */
export const journalEntrySchema = z.strictObject({
  date: z.iso.date({ error: 'The date is a day such as 2026-11-28.' }),
  periodId: jsonIdSchema('The period'),
  reference: z
    .string()
    .trim()
    .min(1, 'The reference is required.')
    .max(60, 'The reference is 60 characters at most.'),
  description: z.string().trim().max(500, 'The description is 500 characters at most.').optional(),
  lines: z
    .array(journalEntryLineSchema, { error: 'The lines are a list.' })
    .min(2, 'A journal has at least two lines.')
    .max(200, 'A journal has at most 200 lines.'),
  post: z.boolean({ error: 'Post is true or false.' }),
});
export type JournalEntryInput = z.infer<typeof journalEntrySchema>;

export const journalEntryResponseSchema = z.object({ id: z.number(), status: z.string() });
