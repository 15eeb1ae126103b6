import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import type { Realtime } from '../../platform/realtime/realtime';
import { publishCommitted } from '../records/write-pipeline/events';
import { prepareWrites, runSteps } from '../records/write-pipeline/run-write';
import type { PendingEvent, WriteRequest } from '../records/write-pipeline/write-state';

const table = (object: string) => sql.table(objectTableName(object));

interface TemplateRow {
  name: string;
  category: string;
  question_count: number | null;
  pass_mark: number | null;
}

/**
 * A draft test made from a template: its name, category and pass mark, and as many questions of the
 * category as the template says, drawn at random from the bank and placed in order — written through
 * the pipeline as the caller, all or nothing. Answers the new test's id.
 */
export async function testFromTemplate(
  deps: { db: Db; realtime: Realtime },
  auth: AuthContext,
  templateId: number,
): Promise<number> {
  const events: PendingEvent[] = [];
  const create = (object: string, values: Record<string, unknown>): WriteRequest => ({
    kind: 'create',
    object,
    values,
  });
  const prepared = await prepareWrites(
    deps.db,
    ['lms_test', 'lms_test_question'].map((object) => create(object, {})),
  );
  const id = await withTenant(deps.db, auth.orgId, async (tx) => {
    const { rows } = await sql<TemplateRow>`
      select name, category, question_count::int as question_count, pass_mark::int as pass_mark
      from ${table('lms_test_template')} where id = ${templateId} and org_id = ${auth.orgId}`.execute(tx);
    const template = rows[0];
    if (!template) throw new AppError('NOT_FOUND', `There is no test template with id ${templateId}.`);
    const wanted = template.question_count ?? 0;
    if (wanted < 1)
      throw new AppError('UNPROCESSABLE', `The template '${template.name}' does not say how many questions.`);
    const { rows: questions } = await sql<{ id: number }>`
      select id::float8 as id from ${table('lms_question')}
      where org_id = ${auth.orgId} and category = ${template.category} order by random() limit ${wanted}`.execute(
      tx,
    );
    if (questions.length < wanted)
      throw new AppError(
        'UNPROCESSABLE',
        `The template '${template.name}' needs ${wanted} ${template.category} questions; the bank has ${questions.length}.`,
      );
    const test = await runSteps(
      tx,
      auth,
      prepared,
      create('lms_test', {
        title: template.name,
        category: template.category,
        ...(template.pass_mark === null ? {} : { pass_mark: template.pass_mark }),
      }),
    );
    events.push(...test.events);
    if (test.id === undefined) throw new Error('The new test got no id.');
    for (const [at, question] of questions.entries()) {
      const placed = await runSteps(
        tx,
        auth,
        prepared,
        create('lms_test_question', { test_id: test.id, question_id: question.id, position: at + 1 }),
      );
      events.push(...placed.events);
    }
    return test.id;
  });
  publishCommitted(deps.realtime, events);
  return id;
}
