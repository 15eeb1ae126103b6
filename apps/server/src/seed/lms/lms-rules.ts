import { LMS_OPTION_KEYS, objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { PackageStep } from '../../features/packages/package-steps';
import { declareObjectStep } from '../../features/records/write-pipeline/object-steps';
import type { WriteState } from '../../features/records/write-pipeline/write-state';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { LMS_RULES_STEP } from './lms-package';

const table = (object: string) => sql.table(objectTableName(object));

/** What an organization without a configuration record allows. */
export const LMS_DEFAULTS = { attemptsAllowed: 3, defaultPassMark: 70 } as const;

/** A refusal of one field: 422 with the reason, on the field and as the message. */
function refuse(field: string, message: string): never {
  throw new AppError('UNPROCESSABLE', message, { [field]: [message] });
}

function fieldValue(state: WriteState, name: string): unknown {
  if (name in state.values) return state.values[name];
  return state.stored?.[name];
}

function idOf(value: unknown): number | undefined {
  const raw = typeof value === 'object' && value !== null && 'id' in value ? value.id : value;
  const id = Number(raw);
  return raw !== null && raw !== '' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export interface LmsSettings {
  attemptsAllowed: number;
  defaultPassMark: number;
}

/** The organization's settings: its configuration record, else the defaults. */
export async function lmsSettings(tx: Db, orgId: number): Promise<LmsSettings> {
  const { rows } = await sql<{ attempts: number | null; mark: number | null }>`
    select attempts_allowed::int as attempts, default_pass_mark::int as mark from ${table('lms_configuration')}
    where org_id = ${orgId} order by id limit 1`.execute(tx);
  const row = rows[0];
  return {
    attemptsAllowed: row?.attempts ?? LMS_DEFAULTS.attemptsAllowed,
    defaultPassMark: row?.mark ?? LMS_DEFAULTS.defaultPassMark,
  };
}

export interface TestRow {
  id: number;
  title: string;
  status: string | null;
  pass_mark: number | null;
}

export async function testOf(tx: Db, orgId: number, id: number): Promise<TestRow | undefined> {
  const { rows } = await sql<TestRow>`
    select id::float8 as id, title, status, pass_mark::int as pass_mark from ${table('lms_test')}
    where id = ${id} and org_id = ${orgId}`.execute(tx);
  return rows[0];
}

export interface PaperQuestion {
  id: number;
  text: string;
  points: number;
  correct: string | null;
  options: { key: (typeof LMS_OPTION_KEYS)[number]; text: string }[];
}

/** A test's questions in their order, with their options (and, for marking only, the correct one). */
export async function questionsOf(tx: Db, orgId: number, testId: number): Promise<PaperQuestion[]> {
  const { rows } = await sql<{
    id: number;
    text: string;
    points: number | null;
    correct: string | null;
    a: string | null;
    b: string | null;
    c: string | null;
    d: string | null;
  }>`
    select q.id::float8 as id, q.text, q.points::int as points, q.correct_option as correct,
      q.option_a as a, q.option_b as b, q.option_c as c, q.option_d as d
    from ${table('lms_test_question')} tq
    join ${table('lms_question')} q on q.id = tq.question_id and q.org_id = tq.org_id
    where tq.test_id = ${testId} and tq.org_id = ${orgId}
    order by tq.position nulls last, tq.id`.execute(tx);
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    points: row.points ?? 1,
    correct: row.correct,
    options: LMS_OPTION_KEYS.flatMap((key) => {
      const text = row[key.toLowerCase() as 'a' | 'b' | 'c' | 'd'];
      return filled(text) ? [{ key, text: String(text) }] : [];
    }),
  }));
}

/** How many attempts a person has made at a test. */
export async function attemptsUsed(tx: Db, orgId: number, testId: number, userId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from ${table('lms_attempt')}
    where org_id = ${orgId} and test_id = ${testId} and user_id = ${userId}`.execute(tx);
  return Number(rows[0]?.n ?? 0);
}

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
    refuse('answers', wrong);
  }
  if (parsed === undefined || parsed === null || parsed === '') return [];
  if (!Array.isArray(parsed)) refuse('answers', wrong);
  return parsed.map((item: unknown) => {
    const { question, option } = (item ?? {}) as { question?: unknown; option?: unknown };
    if (typeof question !== 'number' || !Number.isSafeInteger(question) || question <= 0)
      refuse('answers', 'Each answer names its question by id, a whole number such as 12.');
    if (typeof option !== 'string') refuse('answers', 'Each answer names its option by letter, such as A.');
    return { question, option };
  });
}

/**
 * An attempt is marked by the server: the test must be published and the person within the attempts
 * allowed; each answer must name a question on the test and one of its options. Score (percent of the
 * points), points, passed (against the test's pass mark, else the default), the person and the time
 * are the step's, whatever the writer sends. One lock per person makes two submissions at once count.
 */
async function scoreAttempt(state: WriteState): Promise<void> {
  const { tx, auth } = state;
  const testId = idOf(state.values.test_id);
  if (testId === undefined) refuse('test_id', 'Choose the test the attempt is at.');
  await sql`select pg_advisory_xact_lock(hashtext('atrium.lms.attempt'), ${auth.user.id}::int)`.execute(tx);
  const test = await testOf(tx, auth.orgId, testId);
  if (!test) refuse('test_id', `There is no test with id ${testId}.`);
  if (test.status !== 'Published')
    refuse('test_id', `The test '${test.title}' is not published: it cannot be taken yet.`);
  const questions = await questionsOf(tx, auth.orgId, testId);
  if (questions.length === 0) refuse('test_id', `The test '${test.title}' has no questions yet.`);
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answers = answersOf(state.values.answers);
  const seen = new Set<number>();
  for (const answer of answers) {
    const question = byId.get(answer.question);
    if (!question) refuse('answers', `Question ${answer.question} is not on the test '${test.title}'.`);
    if (seen.has(answer.question)) refuse('answers', `Question ${answer.question} is answered twice.`);
    seen.add(answer.question);
    if (!question.options.some((option) => option.key === answer.option))
      refuse(
        'answers',
        `Question ${answer.question} has no option '${answer.option}': choose one of ${question.options.map((option) => option.key).join(', ')}.`,
      );
  }
  const settings = await lmsSettings(tx, auth.orgId);
  const used = await attemptsUsed(tx, auth.orgId, testId, auth.user.id);
  if (used >= settings.attemptsAllowed)
    refuse(
      'test_id',
      `You have used the ${settings.attemptsAllowed} attempt${settings.attemptsAllowed === 1 ? '' : 's'} allowed at '${test.title}'.`,
    );
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
  const correct = fieldValue(state, 'correct_option');
  if (
    typeof correct === 'string' &&
    correct !== '' &&
    !filled(fieldValue(state, `option_${correct.toLowerCase()}`))
  )
    refuse('correct_option', `The correct option is ${correct}, but option ${correct} is empty.`);
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
    refuse('status', 'A test without questions cannot be published: add its questions first.');
}

/** A question is on a test once; a new one goes last unless its place is given. */
async function checkTestQuestion(state: WriteState): Promise<void> {
  const { tx, auth, request } = state;
  const testId = idOf(fieldValue(state, 'test_id'));
  const questionId = idOf(fieldValue(state, 'question_id'));
  if (testId === undefined) refuse('test_id', 'Choose the test.');
  if (questionId === undefined) refuse('question_id', 'Choose the question.');
  const own = request.kind === 'update' ? request.id : 0;
  const { rows } = await sql<{ id: number }>`
    select id from ${table('lms_test_question')}
    where org_id = ${auth.orgId} and test_id = ${testId} and question_id = ${questionId} and id <> ${own}
    limit 1`.execute(tx);
  if (rows.length > 0) refuse('question_id', 'This question is already on the test.');
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
    refuse('name', 'This organization already has its LMS configuration: edit that record instead.');
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
