import type { LoginAnswer } from '@atrium/core';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { hostileBody, hostileQuery, hostileText, type Vocabulary } from './support/hostile-values';
import { type ListedRoute, listRoutes } from './support/route-list';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue 13 ("Also"): every route the app serves, fed hostile path parameters, query strings and JSON
 * bodies by an administrator acting in one organization, never answers 5xx, never changes a row of
 * another organization, and changes nothing at all when it answers 4xx.
 */
let t: TestApp;
let ada: LoginAnswer;
let acting: number;
let vocabulary: Vocabulary;
let routes: ListedRoute[];

/** Written by sign-in and by the provider's own bookkeeping, on any call: not what a route changes. */
const BOOKKEEPING = new Set([
  'sessions',
  'login_requests',
  'login_failures',
  'oidc_payloads',
  'platform_secrets',
]);
/** Only these methods carry the app's behaviour; Fastify's `all` also lists TRACE, QUERY and the like. */
const FUZZED_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
/** Ends the very session the fuzz runs in; sign-out has tests of its own. */
const SKIPPED = new Set(['POST /api/v1/auth/logout']);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 6);

let checksumSql: string;

/** Per table: a digest of every row, and of the rows of every organization but the acting one. */
async function snapshot(): Promise<Map<string, { all: string; others: string }>> {
  const result = await sql<{
    name: string;
    all_rows: string;
    other_rows: string;
  }>`${sql.raw(checksumSql)}`.execute(t.db);
  return new Map(result.rows.map((row) => [row.name, { all: row.all_rows, others: row.other_rows }]));
}

async function buildChecksumSql(): Promise<string> {
  const columns = await sql<{ table_name: string; has_org: boolean }>`
    select c.table_name, bool_or(c.column_name = 'org_id') as has_org
    from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where c.table_schema = current_schema() and tb.table_type = 'BASE TABLE'
    group by c.table_name order by c.table_name`.execute(t.db);
  const parts = columns.rows
    .filter((row) => !BOOKKEEPING.has(row.table_name) && !row.table_name.startsWith('kysely_'))
    .map((row) => {
      const name = row.table_name.replaceAll('"', '""');
      const others = row.has_org
        ? `filter (where x.org_id is distinct from ${acting})`
        : 'filter (where false)';
      return `select '${name.replaceAll("'", "''")}' as name,
        md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as all_rows,
        md5(coalesce(string_agg(x::text, '|' order by x::text) ${others}, '')) as other_rows
        from "${name}" x`;
    });
  return parts.join(' union all ');
}

function changedTables(
  before: Map<string, { all: string; others: string }>,
  after: Map<string, { all: string; others: string }>,
  part: 'all' | 'others',
): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name)?.[part] !== after.get(name)?.[part]);
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  const orgs = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  const orgOf = (code: string) => orgs.find((org) => org.code === code)?.id ?? 0;
  acting = orgOf('AHQ');
  // Rows in every organization, so an id the fuzz tries may be this organization's or another's.
  const ids: string[] = [];
  for (const code of ['AHQ', 'AGT', 'AIS']) {
    const headers = bearer(admin.token, orgOf(code));
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/v1/records/account',
      headers,
      payload: { name: `Account of ${code}`, employees: 3, tags: ['a'] },
    });
    const accountId = account.json<{ id: number }>().id;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/records/contact',
      headers,
      payload: { full_name: `Contact of ${code}`, account_id: accountId },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/record_permissions/account/${accountId}`,
      headers,
      payload: { to_user: ada.profile.id, permission: 7 },
    });
    ids.push(String(accountId));
  }
  const forms = await t.db.selectFrom('forms').select('id').execute();
  const attributes = await t.db.selectFrom('attributes').select('id').execute();
  vocabulary = {
    ids: [...ids, ...forms.map((form) => String(form.id)), ...attributes.map((a) => String(a.id)), '1'],
    objects: ['account', 'contact'],
    names: { module: ['crm'], kind: ['call', 'appointment'], relationship: ['contacts'], route: ['account'] },
  };
  routes = listRoutes(t.app).filter(
    (route) => FUZZED_METHODS.has(route.method) && !SKIPPED.has(`${route.method} ${route.path}`),
  );
  checksumSql = await buildChecksumSql();
  expect((await apiCall(t.app, 'GET', 'auth/me', ada.token)).statusCode).toBe(200);
}, 120_000);
afterAll(async () => t.close());

/** `%XX` for every UTF-8 byte, and the WTF-8 bytes of a lone surrogate (which encodeURIComponent refuses). */
function encodeSegment(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}

function paramValue(name: string): fc.Arbitrary<string> {
  const known = name
    .split('|')
    .map((part) => part.replace(/^:/, ''))
    .flatMap((part) => {
      if (part === 'object' || part === 'resource') return vocabulary.objects;
      if (/id$/i.test(part)) return vocabulary.ids;
      return vocabulary.names[part] ?? [];
    });
  return known.length > 0 ? fc.oneof(fc.constantFrom(...known), hostileText()) : hostileText();
}

function urlOf(route: ListedRoute, params: string[], query: [string, string][]): string {
  let index = 0;
  const path = route.path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') || segment === '*' ? encodeSegment(params[index++] ?? '') : segment,
    )
    .join('/');
  const search = query.map(([key, value]) => `${encodeSegment(key)}=${encodeSegment(value)}`).join('&');
  return search ? `${path}?${search}` : path;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'text/plain',
];

describe('every route, fed hostile input', () => {
  it('lists the app’s routes from Fastify itself', () => {
    const listed = routes.map((route) => `${route.method} ${route.path}`);
    expect(listed).toContain('DELETE /api/v1/records/:object/:id');
    expect(listed).toContain('POST /api/v1/auth/ownership/:object/:recordId');
    expect(routes.length).toBeGreaterThan(60);
  });

  it('never answers 5xx, never touches another organization, and a 4xx changes nothing', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const slots = route.path.split('/').filter((segment) => segment.startsWith(':') || segment === '*');
      const input = fc.record({
        params: fc.tuple(...slots.map(paramValue)),
        query: hostileQuery(),
        body: fc.option(hostileBody(), { freq: 4 }),
        contentType: fc.constantFrom(...CONTENT_TYPES),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ params, query, body, contentType }) => {
          const url = urlOf(route, params as string[], query);
          const before = await snapshot();
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: {
              ...bearer(ada.token, acting),
              ...(body === null ? {} : { 'content-type': contentType }),
            },
            ...(body === null ? {} : { payload: body }),
          });
          const after = await snapshot();
          const call = `${route.method} ${url} ${body ?? ''}`.slice(0, 400);
          const elsewhere = changedTables(before, after, 'others');
          if (response.statusCode >= 500)
            failures.push(`${response.statusCode} ${call} → ${response.body.slice(0, 200)}`);
          if (elsewhere.length > 0)
            failures.push(`changed another organization's ${elsewhere.join(', ')}: ${call}`);
          if (response.statusCode >= 400) {
            const changed = changedTables(before, after, 'all');
            if (changed.length > 0)
              failures.push(`${response.statusCode} yet changed ${changed.join(', ')}: ${call}`);
          }
        }),
        // Every problem is collected above and reported at once, rather than shrunk one at a time.
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
