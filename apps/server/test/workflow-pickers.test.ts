import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 16: the designer picks approvers from the caller's organization, never typed ids.
let t: TestApp;
let ada: LoginAnswer;
let hana: LoginAnswer;
const orgs: Record<string, number> = {};

const call = (url: string, who: LoginAnswer, org: number) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(who.token, org) });

beforeAll(async () => {
  t = await createTestApp();
  for (const row of await t.db.selectFrom('organizations').select(['id', 'code']).execute())
    orgs[row.code] = row.id;
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  hana = await signIn(t.app, 'hana.hr@atrium.local');
});
afterAll(async () => t.close());

type Person = { id: number; name: string; email: string };

describe('GET workflow/people and workflow/roles', () => {
  it('lists only members of the caller’s organization, searched by name or e-mail', async () => {
    const ahq = orgs.AHQ ?? 0;
    const all = await call('workflow/people', ada, ahq);
    expect(all.statusCode, all.body).toBe(200);
    const members = await t.db
      .selectFrom('memberships')
      .select('user_id')
      .where('org_id', '=', ahq)
      .execute();
    const memberIds = new Set(members.map((row) => row.user_id));
    const listed = all.json().data as Person[];
    expect(listed.length).toBeGreaterThan(1);
    for (const person of listed) expect(memberIds.has(person.id)).toBe(true);
    expect(Object.keys(listed[0] ?? {}).sort()).toEqual(['email', 'id', 'name']);

    const found = (await call('workflow/people?search=hana', ada, ahq)).json().data as Person[];
    expect(found.map((person) => person.id)).toEqual([hana.profile.id]);
    // A wildcard in the search is a character, not a pattern.
    expect((await call('workflow/people?search=%25', ada, ahq)).json().data).toEqual([]);

    // In AGT, Hana is not a member: neither a search nor her id lists her.
    const agt = orgs.AGT ?? 0;
    expect((await call('workflow/people?search=hana', ada, agt)).json().data).toEqual([]);
    const byIds = (await call(`workflow/people?ids=${hana.profile.id},${ada.profile.id}`, ada, agt)).json()
      .data as Person[];
    expect(byIds.map((person) => person.id)).toEqual([ada.profile.id]);
  });

  it('lists the roles of the caller’s organization', async () => {
    const answer = await call('workflow/roles', ada, orgs.AHQ ?? 0);
    expect(answer.statusCode).toBe(200);
    const names = (answer.json().data as { name: string }[]).map((role) => role.name);
    expect(names).toContain('HCM Staff');
    const own = await t.db
      .selectFrom('roles')
      .select('name')
      .where('org_id', '=', orgs.AHQ ?? 0)
      .execute();
    expect(names.sort()).toEqual(own.map((role) => role.name).sort());
  });

  it('refuses bad input with 4xx and people who do not design workflows with 403', async () => {
    const ahq = orgs.AHQ ?? 0;
    for (const query of ['ids=abc', 'ids=0', 'ids=1,,2', `search=${'x'.repeat(101)}`, 'other=1']) {
      const refused = await call(`workflow/people?${query}`, ada, ahq);
      expect(refused.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, query).toBeLessThan(500);
      expect(refused.json().message).toEqual(expect.any(String));
    }
    expect((await call('workflow/people', hana, ahq)).statusCode).toBe(403);
    expect((await call('workflow/roles', hana, ahq)).statusCode).toBe(403);
  });
});
