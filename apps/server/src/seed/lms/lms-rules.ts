import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import {
  attemptsUsed,
  attemptsUsedMessage,
  closedMessage,
  lmsSettings,
  questionsOf,
  testOf,
} from '../../features/lms/lms-reads';
import type { PackageStep } from '../../features/packages/package-steps';
import { declareObjectStep } from '../../features/records/write-pipeline/object-steps';
import { lookupId, refuseField, writtenValue } from '../../features/records/write-pipeline/step-helpers';
import type { WriteState } from '../../features/records/write-pipeline/write-state';
import { AppError } from '../../platform/errors/app-error';
import { LMS_RULES_STEP } from './lms-package';

const table = (object: string) => sql.table(objectTableName(object));

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

interface Answer {
  question: number;
  option: string;
}

/** The answers as sent (JSON text of `[{ question, option }]`), read strictly. */
function answersOf(value: unknown): Answer[] {
  const wrong = 'The answers are a JSON list of { "question": id, "option": "A" }.';
  let parsed: unknown;
  try {
    parsed = typeof value === 'string' ? JSON.parse(value) : value;
  } catch {
    refuseField('answers', wrong);
  }
  if (parsed === undefined || parsed === null || parsed === '') return [];
  if (!Array.isArray(parsed)) refuseField('answers', wrong);
  return parsed.map((item: unknown) => {
    const { question, option } = (item ?? {}) as { question?: unknown; option?: unknown };
    if (typeof question !== 'number' || !Number.isSafeInteger(question) || question <= 0)
      refuseField('answers', 'Each answer names its question by id, a whole number such as 12.');
    if (typeof option !== 'string')
      refuseField('answers', 'Each answer names its option by letter, such as A.');
    return { question, option };
  });
}

/**
 * An attempt is marked by the server: the test must be published, not past its due date, and the
 * person within the attempts allowed; each answer must name a question on the test and one of its options. Score (percent of the
 * points), points, passed (against the test's pass mark, else the default), the person and the time
 * are the step's, whatever the writer sends. One lock per person makes two submissions at once count.
 */
async function scoreAttempt(state: WriteState): Promise<void> {
  const { tx, auth } = state;
  const testId = lookupId(state.values.test_id);
  if (testId === undefined) refuseField('test_id', 'Choose the test the attempt is at.');
  await sql`select pg_advisory_xact_lock(hashtext('atrium.lms.attempt'), ${auth.user.id}::int)`.execute(tx);
  const test = await testOf(tx, auth.orgId, testId);
  if (!test) refuseField('test_id', `There is no test with id ${testId}.`);
  if (test.status !== 'Published')
    refuseField('test_id', `The test '${test.title}' is not published: it cannot be taken yet.`);
  if (test.closed) refuseField('test_id', closedMessage(test.title, test.due_date));
  const questions = await questionsOf(tx, auth.orgId, testId);
  if (questions.length === 0) refuseField('test_id', `The test '${test.title}' has no questions yet.`);
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answers = answersOf(state.values.answers);
  const seen = new Set<number>();
  for (const answer of answers) {
    const question = byId.get(answer.question);
    if (!question) refuseField('answers', `Question ${answer.question} is not on the test '${test.title}'.`);
    if (seen.has(answer.question)) refuseField('answers', `Question ${answer.question} is answered twice.`);
    seen.add(answer.question);
    if (!question.options.some((option) => option.key === answer.option))
      refuseField(
        'answers',
        `Question ${answer.question} has no option '${answer.option}': choose one of ${question.options.map((option) => option.key).join(', ')}.`,
      );
  }
  const settings = await lmsSettings(tx, auth.orgId);
  const used = await attemptsUsed(tx, auth.orgId, testId, auth.user.id);
  if (used >= settings.attemptsAllowed)
    refuseField('test_id', attemptsUsedMessage(test.title, settings.attemptsAllowed));
  const total = questions.reduce((sum, question) => sum + question.points, 0);
  const points = answers.reduce((sum, answer) => {
    const question = byId.get(answer.question);
    return sum + (question && question.correct === answer.option ? question.points : 0);
  }, 0);
  const score = total === 0 ? 0 : Math.round((points * 100) / total);
  const passMark = test.pass_mark ?? settings.defaultPassMark;
  state.columns.answers = JSON.stringify(answers);
  state.columns.user_id = auth.user.id;
  state.columns.person = auth.user.email;
  state.columns.points = points;
  state.columns.score = score;
  state.columns.passed = score >= passMark;
  state.columns.submitted_at = new Date();
}

function keepAttempt(): never {
  throw new AppError(
    'UNPROCESSABLE',
    'An attempt is the record of a submitted paper: it cannot be changed or copied (delete it to give the person another attempt).',
  );
}

/** A question's correct option is one it has; its points default to 1. */
async function checkQuestion(state: WriteState): Promise<void> {
  const correct = writtenValue(state, 'correct_option');
  if (
    typeof correct === 'string' &&
    correct !== '' &&
    !filled(writtenValue(state, `option_${correct.toLowerCase()}`))
  )
    refuseField('correct_option', `The correct option is ${correct}, but option ${correct} is empty.`);
  if (state.request.kind === 'create' && state.values.points == null) state.columns.points = 1;
}

/** A test is published only with questions; a new one starts as a draft. */
async function checkTest(state: WriteState): Promise<void> {
  const { request } = state;
  if (request.kind === 'create' && !state.values.status) state.columns.status = 'Draft';
  const publishing = state.values.status === 'Published' && state.stored?.status !== 'Published';
  if (!publishing) return;
  const questions =
    request.kind === 'update' ? (await questionsOf(state.tx, state.auth.orgId, request.id)).length : 0;
  if (questions === 0)
    refuseField('status', 'A test without questions cannot be published: add its questions first.');
}

/** A question is on a test once; a new one goes last unless its place is given. */
async function checkTestQuestion(state: WriteState): Promise<void> {
  const { tx, auth, request } = state;
  const testId = lookupId(writtenValue(state, 'test_id'));
  const questionId = lookupId(writtenValue(state, 'question_id'));
  if (testId === undefined) refuseField('test_id', 'Choose the test.');
  if (questionId === undefined) refuseField('question_id', 'Choose the question.');
  const own = request.kind === 'update' ? request.id : 0;
  const { rows } = await sql<{ id: number }>`
    select id from ${table('lms_test_question')}
    where org_id = ${auth.orgId} and test_id = ${testId} and question_id = ${questionId} and id <> ${own}
    limit 1`.execute(tx);
  if (rows.length > 0) refuseField('question_id', 'This question is already on the test.');
  if (request.kind === 'create' && state.values.position == null) {
    const { rows: last } = await sql<{ last: number }>`
      select coalesce(max(position), 0)::int as last from ${table('lms_test_question')}
      where org_id = ${auth.orgId} and test_id = ${testId}`.execute(tx);
    state.columns.position = Number(last[0]?.last ?? 0) + 1;
  }
}

/** The configuration is one record per organization. */
async function singleConfiguration(state: WriteState): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    select id from ${table('lms_configuration')} where org_id = ${state.auth.orgId} limit 1`.execute(
    state.tx,
  );
  if (rows.length > 0)
    refuseField('name', 'This organization already has its LMS configuration: edit that record instead.');
}

/** The LMS package's write step, registered by name so that the package validates here. */
export const LMS_RULES: PackageStep = { name: LMS_RULES_STEP };

let declared = false;

/** Declares the LMS steps once per process (several apps in one test process share the registry). */
export function declareLmsRules(): void {
  if (declared) return;
  declared = true;
  declareObjectStep({ object: 'lms_attempt' }, { name: 'lmsScoring', kinds: ['create'], run: scoreAttempt });
  declareObjectStep(
    { object: 'lms_attempt' },
    { name: 'lmsAttemptKept', kinds: ['update', 'duplicate', 'version'], run: async () => keepAttempt() },
  );
  declareObjectStep(
    { object: 'lms_question' },
    { name: 'lmsQuestion', kinds: ['create', 'update'], run: checkQuestion },
  );
  declareObjectStep({ object: 'lms_test' }, { name: 'lmsTest', kinds: ['create', 'update'], run: checkTest });
  declareObjectStep(
    { object: 'lms_test_question' },
    { name: 'lmsTestQuestion', kinds: ['create', 'update'], run: checkTestQuestion },
  );
  declareObjectStep(
    { object: 'lms_configuration' },
    { name: 'lmsConfiguration', kinds: ['create'], run: singleConfiguration },
  );
}
