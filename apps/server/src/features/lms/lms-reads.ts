import { LMS_OPTION_KEYS, objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

const table = (object: string) => sql.table(objectTableName(object));

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** What an organization without a configuration record allows. */
export const LMS_DEFAULTS = { attemptsAllowed: 3, defaultPassMark: 70 } as const;

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
  due_date: string | null;
  /** Its due date is before today (the database's calendar day): it takes no more attempts. */
  closed: boolean;
}

export async function testOf(tx: Db, orgId: number, id: number): Promise<TestRow | undefined> {
  const { rows } = await sql<TestRow>`
    select id::float8 as id, title, status, pass_mark::int as pass_mark,
      to_char(due_date, 'YYYY-MM-DD') as due_date, coalesce(due_date < current_date, false) as closed
    from ${table('lms_test')}
    where id = ${id} and org_id = ${orgId}`.execute(tx);
  return rows[0];
}

/** Why a test past its due date is not taken: the due date is its last day. */
export function closedMessage(title: string, dueDate: string | null): string {
  return `The test '${title}' closed after its due date${dueDate ? `, ${dueDate}` : ''}: it takes no more attempts.`;
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

/** Why a person who has used every attempt allowed at a test takes it no more. */
export function attemptsUsedMessage(title: string, allowed: number): string {
  return `You have used the ${allowed} attempt${allowed === 1 ? '' : 's'} allowed at '${title}'.`;
}
