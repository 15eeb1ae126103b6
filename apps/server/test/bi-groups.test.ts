import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET bi/groups', () => {
  it('lists the report groups of the active organization to holders of report:view', async () => {
    const ada = await signIn(t.app, 'ada.lovelace@atrium.local');
    const response = await t.app.inject({ url: '/api/v1/bi/groups', headers: bearer(ada.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((group: { name: string }) => group.name)).toEqual([
      'People Analytics',
      'Sales Performance',
    ]);
  });

  it('refuses people without report:view with 403 and the permission they lack', async () => {
    const nora = await signIn(t.app, 'nora.none@atrium.local');
    const response = await t.app.inject({ url: '/api/v1/bi/groups', headers: bearer(nora.token) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("You need the 'report:view' permission for this.");
  });
});
