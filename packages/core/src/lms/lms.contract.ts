import { jsonIdSchema, textIdSchema } from '../api/numbers';
import { z } from '../api/zod';

/** The four subjects a test or question belongs to: one `my-*-tests` page each. */
export const LMS_CATEGORIES = ['Compliance', 'QHSE', 'IT', 'HR'] as const;
export type LmsCategory = (typeof LMS_CATEGORIES)[number];

/** A question's options by letter: A and B always, C and D when the question has them. */
export const LMS_OPTION_KEYS = ['A', 'B', 'C', 'D'] as const;

/** `lms/tests/:id/…`: the test's id, decimal digits only. */
export const testIdParamsSchema = z.strictObject({ id: textIdSchema('The test id') });

/** `lms/templates/:id/tests`: the template's id. */
export const templateIdParamsSchema = z.strictObject({ id: textIdSchema('The template id') });

/** The draft test a template made. */
export const testFromTemplateResponseSchema = z.object({ id: z.number() });

/** `GET lms/my-tests?category=IT`: the published tests of one category. */
export const myTestsQuerySchema = z.strictObject({
  category: z.enum(LMS_CATEGORIES, { error: `The category is one of ${LMS_CATEGORIES.join(', ')}.` }),
});

/** One published test as the person taking it sees it, with how they have done so far. */
export const myTestRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  passMark: z.number(),
  dueDate: z.string().nullable(),
  /** The due date has passed (the server's calendar day): no attempt is taken any more. */
  closed: z.boolean(),
  questions: z.number(),
  attemptsAllowed: z.number(),
  attemptsUsed: z.number(),
  /** The best score of the caller's attempts, in percent; null before the first. */
  bestScore: z.number().nullable(),
  passed: z.boolean(),
});
export type MyTestRow = z.infer<typeof myTestRowSchema>;

export const myTestsResponseSchema = z.object({ tests: z.array(myTestRowSchema) });
export type MyTestsResponse = z.infer<typeof myTestsResponseSchema>;

/** A test's paper: its questions and options, never which option is correct. */
export const testPaperSchema = z.object({
  test: myTestRowSchema,
  questions: z.array(
    z.object({
      id: z.number(),
      text: z.string(),
      points: z.number(),
      options: z.array(z.object({ key: z.enum(LMS_OPTION_KEYS), text: z.string() })),
    }),
  ),
});
export type TestPaper = z.infer<typeof testPaperSchema>;

/** `POST lms/tests/:id/attempts`: one answer per question (the option's letter); unanswered ones score nothing. */
export const submitAttemptSchema = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        question: jsonIdSchema('The question'),
        option: z
          .string({ error: 'The option is a letter such as A.' })
          .max(8, 'The option is a letter such as A.'),
      }),
      { error: 'The answers are a list of { question, option }.' },
    )
    .max(500, 'A paper has at most 500 answers.'),
});
export type SubmitAttempt = z.infer<typeof submitAttemptSchema>;

/** What a submitted attempt scored: the server's marking, never the correct options. */
export const attemptResultSchema = z.object({
  id: z.number(),
  testId: z.number(),
  score: z.number(),
  points: z.number(),
  totalPoints: z.number(),
  passMark: z.number(),
  passed: z.boolean(),
  submittedAt: z.string(),
  attemptsUsed: z.number(),
  attemptsAllowed: z.number(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;
