import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sam: LoginAnswer;
let ada: LoginAnswer;
let nora: LoginAnswer;
let orgs: Record<string, number>;
let geocoder: Server;
const geocoderCalls: string[] = [];

/** A stand-in for a Nominatim service on the loopback address: tests never leave the machine. */
function startGeocoder(): Promise<string> {
  geocoder = createServer((request, response) => {
    geocoderCalls.push(request.url ?? '');
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/search' && url.searchParams.get('q') === 'broken') {
      response.statusCode = 500;
      response.end('{}');
      return;
    }
    const place = {
      display_name: 'Burj Khalifa, Dubai, United Arab Emirates',
      lat: '25.1972',
      lon: '55.2744',
      address: { city: 'Dubai', country: 'United Arab Emirates', country_code: 'ae' },
    };
    response.end(
      JSON.stringify(url.pathname === '/search' ? [place, { display_name: 'no coordinates' }] : place),
    );
  });
  return new Promise((resolve) =>
    geocoder.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`),
    ),
  );
}

beforeAll(async () => {
  const geocoderUrl = await startGeocoder();
  t = await createTestApp({ GEOCODER_URL: geocoderUrl });
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  const steps: [string, object][] = [
    [
      'administration/creator/objects',
      {
        name: 'appointment',
        display_name: 'Appointment',
        module: 'crm',
        label_attribute: 'subject',
        attributes: [
          { name: 'subject', label: 'Subject', type: 'singleLine' },
          { name: 'starts_at', label: 'Starts', type: 'datetimeField' },
        ],
      },
    ],
    [
      'administration/creator/relationships',
      {
        name: 'appointments',
        type: 'OneToMany',
        parent_object: 'contact',
        child_object: 'appointment',
        reverse_name: 'contact',
        foreign_key: 'contact_id',
      },
    ],
  ];
  for (const [url, body] of steps) {
    const response = await apiCall(t.app, 'POST', url, admin.token, body);
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
  }
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  orgs = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => geocoder.close(resolve));
});

async function created(object: string, body: object, token = sam.token): Promise<number> {
  const response = await apiCall(t.app, 'POST', `records/${object}`, token, body);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().id;
}

describe('GET objectPrints/{object}/{id}/print', () => {
  it('answers a printable page of the record’s fields with labels, every value escaped', async () => {
    const id = await created('account', {
      name: '<script>alert(1)</script> Ltd',
      employees: 12,
      active: '1',
      email: 'x@y.z',
    });
    const response = await apiCall(t.app, 'GET', `objectPrints/account/${id}/print`, sam.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    expect(html).toContain(`<title>Account #${id}`);
    expect(html).toContain('<th scope="row">Employees</th><td>12</td>');
    expect(html).toContain('<th scope="row">Active</th><td>Yes</td>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ltd');
    expect(html).not.toContain('<script>');
  });

  it('is refused without record read access, for another organization, and for bad input', async () => {
    const id = await created('account', { name: 'Secret print' });
    await apiCall(t.app, 'POST', `auth/record_permissions/account/${id}`, sam.token, {
      to_user: ada.profile.id,
      permission: 8,
    });
    // A print never tells whether a record the person may not read exists (issue 17: 404).
    expect((await apiCall(t.app, 'GET', `objectPrints/account/${id}/print`, ada.token)).statusCode).toBe(404);
    expect((await apiCall(t.app, 'GET', `objectPrints/account/${id}/print`, nora.token)).statusCode).toBe(
      404,
    );
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/objectPrints/account/${id}/print`,
      headers: bearer(sam.token, orgs.AGT),
    });
    expect(other.statusCode).toBe(404);
    expect((await apiCall(t.app, 'GET', 'objectPrints/account/abc/print', sam.token)).statusCode).toBe(400);
    expect((await apiCall(t.app, 'GET', 'objectPrints/Bad-Name/1/print', sam.token)).statusCode).toBe(400);
    expect((await apiCall(t.app, 'GET', 'objectPrints/nothing/1/print', sam.token)).statusCode).toBe(404);
  });
});

describe('GET folio/statistics/latest-activity/{object}/{call|appointment}/{id}', () => {
  it('answers the latest appointment with its start date and owner name', async () => {
    const contact = await created('contact', { full_name: 'Grace Hopper' });
    await created('appointment', {
      subject: 'First',
      starts_at: '2026-01-10T09:00:00.000Z',
      contact_id: contact,
    });
    await created('appointment', {
      subject: 'Latest',
      starts_at: '2026-03-01T09:00:00.000Z',
      contact_id: contact,
    });
    await created('appointment', {
      subject: 'Middle',
      starts_at: '2026-02-01T09:00:00.000Z',
      contact_id: contact,
    });
    const response = await apiCall(
      t.app,
      'GET',
      `folio/statistics/latest-activity/contact/appointment/${contact}`,
      sam.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      object: 'appointment',
      subject: 'Latest',
      owner_name: 'Sam Sales',
    });
    expect(new Date(response.json().start_date).toISOString()).toBe('2026-03-01T09:00:00.000Z');
  });

  it('answers null when there is no such activity, no such object or no relationship', async () => {
    const contact = await created('contact', { full_name: 'No meetings' });
    const account = await created('account', { name: 'No calls' });
    const none = await apiCall(
      t.app,
      'GET',
      `folio/statistics/latest-activity/contact/appointment/${contact}`,
      sam.token,
    );
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const noCallObject = await apiCall(
      t.app,
      'GET',
      `folio/statistics/latest-activity/account/call/${account}`,
      sam.token,
    );
    expect(noCallObject.statusCode).toBe(200);
    expect(noCallObject.json()).toBeNull();
    const noRelation = await apiCall(
      t.app,
      'GET',
      `folio/statistics/latest-activity/account/appointment/${account}`,
      sam.token,
    );
    expect(noRelation.json()).toBeNull();
  });

  it('is refused without read access to the record, for another organization and for bad input', async () => {
    const contact = await created('contact', { full_name: 'Private contact' });
    await apiCall(t.app, 'POST', `auth/record_permissions/contact/${contact}`, sam.token, {
      to_user: ada.profile.id,
      permission: 8,
    });
    const url = `folio/statistics/latest-activity/contact/appointment/${contact}`;
    expect((await apiCall(t.app, 'GET', url, ada.token)).statusCode).toBe(403);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/${url}`,
      headers: bearer(sam.token, orgs.AGT),
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await apiCall(t.app, 'GET', `folio/statistics/latest-activity/contact/email/${contact}`, sam.token))
        .statusCode,
    ).toBe(400);
    expect(
      (await apiCall(t.app, 'GET', 'folio/statistics/latest-activity/contact/call/0', sam.token)).statusCode,
    ).toBe(400);
  });
});

describe('maps', () => {
  it('says geocoding is available and proxies a search to the configured service', async () => {
    expect((await apiCall(t.app, 'GET', 'maps/capabilities', sam.token)).json()).toEqual({ geocoding: true });
    const response = await apiCall(
      t.app,
      'GET',
      `maps/search?q=${encodeURIComponent('Burj Khalifa')}`,
      sam.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        address: 'Burj Khalifa, Dubai, United Arab Emirates',
        lat: 25.1972,
        lng: 55.2744,
        addressParts: { city: 'Dubai', country: 'United Arab Emirates', country_code: 'ae' },
      },
    ]);
    expect(geocoderCalls.at(-1)).toContain('q=Burj+Khalifa');
    const reverse = await apiCall(t.app, 'GET', 'maps/reverse?lat=25.19&lng=55.27', sam.token);
    expect(reverse.json().data.address).toContain('Dubai');
  });

  it('refuses bad input, reports a failing service as 503, and needs a session', async () => {
    expect((await apiCall(t.app, 'GET', 'maps/search?q=x', sam.token)).statusCode).toBe(400);
    expect((await apiCall(t.app, 'GET', 'maps/reverse?lat=91&lng=0', sam.token)).statusCode).toBe(400);
    expect((await apiCall(t.app, 'GET', 'maps/search?q=broken', sam.token)).statusCode).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/maps/search?q=Dubai' })).statusCode).toBe(401);
  });

  it('offers no search when no geocoder is configured', async () => {
    const bare = await createTestApp();
    try {
      const token = (await signIn(bare.app, 'sam.sales@atrium.local')).token;
      expect((await apiCall(bare.app, 'GET', 'maps/capabilities', token)).json()).toEqual({
        geocoding: false,
      });
      expect((await apiCall(bare.app, 'GET', 'maps/search?q=Dubai', token)).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
