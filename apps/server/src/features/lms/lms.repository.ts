import type { AttemptResult, LmsCategory, MyTestRow, TestPaper } from '@atrium/core';
import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { type RecordAccess, readableSql } from '../records/record-access';
import { attemptsUsedMessage, closedMessage, lmsSettings, questionsOf } from './lms-reads';

const table = (object: string) => sql.table(objectTableName(object));

/** The LMS tables exist once its package is installed (in any organization: metadata is shared). */
export async function requireLms(db: Db): Promise<void> {
  const row = await db
    .selectFrom('objects')
    .select('id')
    .where('name', '=', 'lms_attempt')
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'The LMS is not installed: install its package first.');
}

interface TestQuery {
  orgId: number;
  userId: number;
  /** The taker's record access to tests: a test closed to them by grants (not assigned) is not theirs. */
  access: RecordAccess;
  category?: LmsCategory;
  testId?: number;
}

/**
 * Tests of the organization with the caller's record at each: questions, attempts made, best score
 * and whether any attempt passed. `published` limits them to those one may take.
 */
async function testRows(tx: Db, query: TestQuery, published: boolean): Promise<MyTestRow[]> {
  const { orgId, userId, category, testId } = query;
  const settings = await lmsSettings(tx, orgId);
  const { rows } = await sql<Omit<MyTestRow, 'attemptsAllowed' | 'passMark'> & { passMark: number | null }>`
    select t.id::float8 as id, t.title, coalesce(t.description, '') as description, t.category,
      t.pass_mark::int as "passMark", to_char(t.due_date, 'YYYY-MM-DD') as "dueDate",
      coalesce(t.due_date < current_date, false) as closed,
      (select count(*)::int from ${table('lms_test_question')} tq where tq.test_id = t.id and tq.org_id = t.org_id) as questions,
      coalesce(a.used, 0)::int as "attemptsUsed", a.best::int as "bestScore", coalesce(a.passed, false) as passed
    from ${table('lms_test')} t
    left join (
      select test_id, count(*) as used, max(score) as best, bool_or(passed) as passed
      from ${table('lms_attempt')} where org_id = ${orgId} and user_id = ${userId} group by test_id
    ) a on a.test_id = t.id
    where t.org_id = ${orgId} and ${readableSql('lms_test', query.access)}
      ${published ? sql`and t.status = 'Published'` : sql``}
      ${category ? sql`and t.category = ${category}` : sql``}
      ${testId === undefined ? sql`` : sql`and t.id = ${testId}`}
    order by t.due_date nulls last, t.title, t.id
    limit 200`.execute(tx);
  return rows.map((row) => ({
    ...row,
    passMark: row.passMark ?? settings.defaultPassMark,
    attemptsAllowed: settings.attemptsAllowed,
  }));
}

/** The published tests of a category, with how the caller has done at each. */
export async function myTests(tx: Db, query: TestQuery & { category: LmsCategory }): Promise<MyTestRow[]> {
  return testRows(tx, query, true);
}

/** One test of the organization as the caller sees it; 404 when the organization has none with that id. */
export async function testFor(tx: Db, query: TestQuery & { testId: number }): Promise<MyTestRow> {
  const [row] = await testRows(tx, query, false);
  if (!row) throw new AppError('NOT_FOUND', `There is no test with id ${query.testId}.`);
  return row;
}

/** A published test's paper: its questions and options, the correct options left out. */
export async function paperOf(tx: Db, query: TestQuery & { testId: number }): Promise<TestPaper> {
  const test = await testFor(tx, query);
  const published = await sql<{ status: string | null }>`
    select status from ${table('lms_test')} where id = ${query.testId} and org_id = ${query.orgId}`.execute(
    tx,
  );
  if (published.rows[0]?.status !== 'Published')
    throw new AppError('UNPROCESSABLE', `The test '${test.title}' is not published: it cannot be taken yet.`);
  if (test.closed) throw new AppError('UNPROCESSABLE', closedMessage(test.title, test.dueDate));
  // The paper is for taking the test: once every attempt allowed is used, it is not given out again.
  if (test.attemptsUsed >= test.attemptsAllowed)
    throw new AppError('UNPROCESSABLE', attemptsUsedMessage(test.title, test.attemptsAllowed));
  const questions = await questionsOf(tx, query.orgId, query.testId);
  return {
    test,
    questions: questions.map(({ id, text, points, options }) => ({ id, text, points, options })),
  };
}

/** What an attempt scored, as stored, with the test's pass mark and the caller's attempts at it. */
export async function attemptResult(
  tx: Db,
  query: TestQuery & { testId: number; attemptId: number },
): Promise<AttemptResult> {
  const test = await testFor(tx, query);
  const questions = await questionsOf(tx, query.orgId, query.testId);
  const { rows } = await sql<{ score: number; points: number; passed: boolean; submitted: Date | string }>`
    select coalesce(score, 0)::int as score, coalesce(points, 0)::int as points, coalesce(passed, false) as passed,
      submitted_at as submitted
    from ${table('lms_attempt')} where id = ${query.attemptId} and org_id = ${query.orgId}`.execute(tx);
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', `There is no attempt with id ${query.attemptId}.`);
  return {
    id: query.attemptId,
    testId: query.testId,
    score: row.score,
    points: row.points,
    totalPoints: questions.reduce((sum, question) => sum + question.points, 0),
    passMark: test.passMark,
    passed: row.passed,
    submittedAt: new Date(row.submitted).toISOString(),
    attemptsUsed: test.attemptsUsed,
    attemptsAllowed: test.attemptsAllowed,
  };
}
