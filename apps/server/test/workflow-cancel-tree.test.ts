import type { LoginAnswer, WorkflowDefinition } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_TIMER_JOB } from '../src/features/workflow/workflow-engine';
import { createCrmObjects } from './support/crm-fixture';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 16: cancelling an instance (its record deleted) cancels the sub-workflows it started on
// other records, in the delete's transaction, and removes the timers they would have woken up for.
let t: TestApp;
let admin: LoginAnswer;
let sam: LoginAnswer;
let ahq: number;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, who: LoginAnswer, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(who.token, ahq),
    ...(payload ? { payload } : {}),
  });
const ok = async (method: Method, url: string, who: LoginAnswer, payload?: object) => {
  const response = await call(method, url, who, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.statusCode === 204 ? undefined : response.json();
};

async function publish(definition: WorkflowDefinition): Promise<void> {
  await ok('POST', 'workflow/definitions', admin, definition);
  await ok('POST', `workflow/definitions/${definition.name}/publish`, admin);
}

/** On an account: waits an hour (a timer), then ends. */
const accountHold: WorkflowDefinition = {
  name: 'accountHold',
  label: 'Account hold',
  object: 'account',
  start: { on: 'manual' },
  startNode: 'wait',
  nodes: [
    { id: 'wait', label: 'Hold', kind: 'WAIT', until: { kind: 'duration', minutes: 60 } },
    { id: 'end', label: 'End', kind: 'END' },
  ],
  transitions: [{ id: 'a', from: 'wait', to: 'end', on: 'done' }],
};

/** On a contact: holds its account (a sub-workflow on the related record), then ends. */
const contactOnboarding: WorkflowDefinition = {
  name: 'contactOnboarding',
  label: 'Contact onboarding',
  object: 'contact',
  start: { on: 'create' },
  startNode: 'hold',
  nodes: [
    {
      id: 'hold',
      label: 'Hold the account',
      kind: 'SUB_WORKFLOW',
      workflow: 'accountHold',
      recordField: 'account_id',
    },
    { id: 'end', label: 'End', kind: 'END' },
  ],
  transitions: [{ id: 'a', from: 'hold', to: 'end', on: 'done' }],
};

const instancesOn = (object: string, recordId: number) =>
  t.db
    .selectFrom('workflow_instances')
    .select(['id', 'status', 'parent_instance_id', 'state'])
    .where('object', '=', object)
    .where('record_id', '=', recordId)
    .orderBy('id')
    .execute();
const queuedTimersOf = (instanceId: string) =>
  t.db
    .selectFrom('jobs')
    .select('id')
    .where('type', '=', WORKFLOW_TIMER_JOB)
    .where('status', '=', 'queued')
    .where(sql<string>`payload->>'instanceId'`, '=', instanceId)
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  ahq = (
    await t.db.selectFrom('organizations').select('id').where('code', '=', 'AHQ').executeTakeFirstOrThrow()
  ).id;
  await createCrmObjects(t.app, admin.token);
  await publish(accountHold);
  await publish(contactOnboarding);
  sam = await signIn(t.app, 'sam.sales@atrium.local');
});
afterAll(async () => t.close());

describe('deleting a record whose workflow started sub-workflows elsewhere', () => {
  it('cancels them in the same transaction and removes their timers', async () => {
    const account = await ok('POST', 'records/account', sam, { name: 'Held Ltd' });
    const contact = await ok('POST', 'records/contact', sam, {
      full_name: 'Kim Held',
      account_id: account.id,
    });
    const [parent] = await instancesOn('contact', contact.id);
    const [child] = await instancesOn('account', account.id);
    expect(parent?.status).toBe('WAITING');
    expect(child).toMatchObject({ status: 'WAITING', parent_instance_id: parent?.id });
    expect(await queuedTimersOf(child?.id ?? '')).toHaveLength(1);

    await ok('DELETE', `records/contact/${contact.id}`, sam);

    expect((await instancesOn('contact', contact.id)).map((row) => row.status)).toEqual(['CANCELLED']);
    const [after] = await instancesOn('account', account.id);
    expect(after?.status).toBe('CANCELLED');
    expect((after?.state as { error?: string } | undefined)?.error).toMatch(
      /Cancelled with the workflow that started it: The Contact was deleted by Sam/,
    );
    expect(await queuedTimersOf(child?.id ?? '')).toEqual([]);
    const lines = await t.db
      .selectFrom('workflow_timeline')
      .select(['kind', 'actor_id'])
      .where('instance_id', '=', child?.id ?? '')
      .where('kind', '=', 'cancelled')
      .execute();
    expect(lines).toEqual([{ kind: 'cancelled', actor_id: sam.profile.id }]);
    // The account itself stays, and its status says the hold was cancelled.
    const status = await ok('GET', `workflow/objects/account/${account.id}/status/accountHold`, sam);
    expect(status.status).toBe('CANCELLED');
    expect(await t.jobs.drain()).toBe(0);
  });

  it('keeps everything when the delete is refused', async () => {
    const account = await ok('POST', 'records/account', sam, { name: 'Kept Ltd' });
    const contact = await ok('POST', 'records/contact', sam, {
      full_name: 'Kim Kept',
      account_id: account.id,
    });
    const [child] = await instancesOn('account', account.id);
    const hana = await signIn(t.app, 'hana.hr@atrium.local');
    expect((await call('DELETE', `records/contact/${contact.id}`, hana)).statusCode).toBeGreaterThanOrEqual(
      403,
    );
    expect((await instancesOn('account', account.id))[0]?.status).toBe('WAITING');
    expect(await queuedTimersOf(child?.id ?? '')).toHaveLength(1);
  });
});
