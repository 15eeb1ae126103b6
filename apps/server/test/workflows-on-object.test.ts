import { type LoginAnswer, objectTableName } from '@atrium/core';
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWrite } from '../src/features/records/write-pipeline/run-write';
import { type AuthContext, resolveJobAuth } from '../src/platform/auth/request-context';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';
import { createLeaveObject, leaveCooldown } from './support/workflow-fixture';

let t: TestApp;
let admin: LoginAnswer;
let auth: AuthContext;

/** A database that keeps each statement's syntax tree (as JSON, which names its tables) in order. */
function recorded() {
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      statements.push(JSON.stringify(args.node));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { deps: { db: t.db.withPlugin(plugin), realtime: t.realtime }, statements };
}

const touching = (statements: string[], table: string) =>
  statements.filter((text) => text.includes(`"${table}"`));

/** A leave request created, renamed and deleted through the pipeline; what those writes asked. */
async function createRenameDelete(): Promise<string[]> {
  const { deps, statements } = recorded();
  const created = await runWrite(deps, auth, {
    kind: 'create',
    object: 'leave_request',
    values: { reason: 'Moving house', days: 2 },
  });
  const id = Number(created.id);
  await runWrite(deps, auth, {
    kind: 'update',
    object: 'leave_request',
    id,
    values: { reason: 'Moving house, again' },
    version: undefined,
  });
  await runWrite(deps, auth, { kind: 'delete', object: 'leave_request', id });
  const left = await sql<{ n: number }>`
    select count(*)::int as n from ${sql.table(objectTableName('leave_request'))} where id = ${id}`.execute(
    t.db,
  );
  expect(left.rows).toEqual([{ n: 0 }]);
  return statements;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  await createLeaveObject(t.app, t.db, admin.token);
  const administrator = await t.db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'Administrator')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('role_permissions')
    .values({ role_id: administrator.id, permission: 'leaveRequest:delete' })
    .execute();
  const ada = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'ada.lovelace@atrium.local')
    .executeTakeFirstOrThrow();
  const ahq = await t.db
    .selectFrom('organizations')
    .select('id')
    .where('code', '=', 'AHQ')
    .executeTakeFirstOrThrow();
  auth = await resolveJobAuth(t.db, { userId: ada.id, orgId: ahq.id, jobId: 'workflows-on-object' });
});
afterAll(async () => {
  await t?.close();
});

describe('the workflow steps of a record write', () => {
  it('ask once per write whether a workflow was ever defined on the object, and stop there when none was', async () => {
    const statements = await createRenameDelete();
    expect(touching(statements, 'workflow_definitions')).toHaveLength(3);
    expect(touching(statements, 'workflow_instances')).toEqual([]);
  });

  it('look for the record’s instances once one was', async () => {
    const workflow = leaveCooldown();
    const headers = bearer(admin.token, auth.orgId);
    for (const url of ['workflow/definitions', `workflow/definitions/${workflow.name}/publish`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/${url}`,
        headers,
        ...(url.endsWith('publish') ? {} : { payload: workflow }),
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    const statements = await createRenameDelete();
    expect(touching(statements, 'workflow_instances').length).toBeGreaterThan(0);
  });
});
