import {
  type Attribute,
  checkRules,
  choiceItems,
  type FormDefinition,
  type FormNode,
  formNodeSchema,
  type ListAnswer,
  type LoginAnswer,
  MODULES,
  type ObjectDefinition,
  permissionScope,
  translated,
} from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/platform/db/database';
import { withTenant } from '../src/platform/db/tenant';
import { CRM_OBJECTS, CRM_RELATIONSHIPS } from '../src/seed/crm/definitions';
import { seedCrm } from '../src/seed/crm/seed-crm';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sam: LoginAnswer;
let orgs: Record<string, number>;
let definitions: Map<string, ObjectDefinition>;

const attributeLabelIn = (attribute: Attribute, locale: string) =>
  translated(attribute.options.translations, locale, 'label', attribute.label);

const OBJECT_NAMES = CRM_OBJECTS.map((object) => object.name);

beforeAll(async () => {
  t = await createTestApp({ SEED_CRM_DATA: 'true' });
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  orgs = Object.fromEntries(rows.map((row) => [row.code, row.id]));
  const response = await apiCall(
    t.app,
    'GET',
    `def/objects/bynames?names=${OBJECT_NAMES.join(',')}`,
    sam.token,
  );
  definitions = new Map(response.json<{ data: ObjectDefinition[] }>().data.map((d) => [d.name, d]));
});
afterAll(async () => {
  await t.close();
});

function listIn(org: string, object: string, query = 'pageSize=5') {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/records/${object}?${query}`,
    headers: bearer(sam.token, orgs[org]),
  });
}

/** Rows per object table, all organizations together (the test connection is not confined by RLS). */
async function counts(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const name of OBJECT_NAMES) {
    const rows = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(`obj_${name}`)}`.execute(
      db,
    );
    result[name] = rows.rows[0]?.n ?? 0;
  }
  // The CRM's own history: the demo workflows' records (seeded with it) write theirs too.
  const history = await sql<{ n: number }>`select count(*)::int as n from record_history
    where object in (${sql.join(OBJECT_NAMES)})`.execute(db);
  result.record_history = history.rows[0]?.n ?? 0;
  const meta = await sql<{
    n: number;
  }>`select (select count(*) from objects) + (select count(*) from relationships)
    + (select count(*) from attributes) + (select count(*) from forms) as n`.execute(db);
  result.metadata = Number(meta.rows[0]?.n ?? 0);
  return result;
}

describe('CRM objects and relations', () => {
  it('has an object for every CRM navigation list, named after its permission scope', () => {
    const crm = MODULES.find((module) => module.key === 'crm');
    const scopes = (crm?.navigation ?? [])
      .flatMap((entry) => entry.requires?.all ?? [])
      .filter((permission) => permission.endsWith(':view'))
      .map((permission) => permission.split(':')[0]);
    expect(scopes).toHaveLength(11);
    for (const scope of scopes) {
      expect(OBJECT_NAMES.map(permissionScope), `no object for ${scope}:view`).toContain(scope);
    }
    expect([...definitions.keys()].sort()).toEqual([...OBJECT_NAMES].sort());
  });

  it('answers every relationship on both of its objects', () => {
    for (const relation of CRM_RELATIONSHIPS) {
      const parent = definitions.get(relation.parent_object)?.relationships[relation.name];
      expect(parent, `${relation.parent_object}.${relation.name}`).toMatchObject({
        type: relation.type,
        child_object: relation.child_object,
        foreign_key: relation.foreign_key,
      });
      const child = definitions.get(relation.child_object)?.relationships[relation.reverse_name];
      expect(child, `${relation.child_object}.${relation.reverse_name}`).toMatchObject({
        parent_object: relation.parent_object,
      });
    }
  });

  it('covers every stored type family, with labels, required fields, ordering and versioning', () => {
    const all = [...definitions.values()];
    const types = new Set(all.flatMap((d) => d.attributes.map((a) => a.type)));
    const expected = [
      ...['singleLine', 'multiLine', 'longText', 'phone', 'email', 'checkbox', 'radioSelect'],
      ...['singleSelect', 'multiSelect', 'singleSelectCountries', 'tagSelect', 'numberField'],
      ...['decimalField', 'currency', 'percent', 'dateField', 'datetimeField', 'timeField', 'urlField'],
      ...['color', 'singleOn', 'sequence', 'mapField', 'statusBreadcrumb', 'displayText', 'lookup'],
      'polymorphParent',
    ];
    for (const type of expected) expect(types, type).toContain(type);
    for (const definition of all) {
      const label = definition.attributes.find((a) => a.name === definition.label_attribute);
      expect(label?.options, definition.name).toMatchObject({ searchable: true });
    }
    expect(definitions.get('account')?.attributes.find((a) => a.name === 'name')?.options.required).toBe(
      true,
    );
    expect(definitions.get('project')?.has_ordering).toBe(true);
    expect(definitions.get('quote')?.has_versioning).toBe(true);
    const stage = definitions.get('opportunity')?.attributes.find((a) => a.name === 'stage');
    expect(stage?.options.statuses).toContainEqual(
      expect.objectContaining({ id: 'closed_won', label: 'Closed Won' }),
    );
  });

  it('names fields and options in Arabic, Hindi and Urdu (issue 14.6)', () => {
    const account = definitions.get('account');
    const name = account?.attributes.find((a) => a.name === 'name');
    expect(name ? attributeLabelIn(name, 'ar') : undefined).toBe('الاسم');
    const stage = definitions.get('opportunity')?.attributes.find((a) => a.name === 'stage');
    expect(stage ? choiceItems(stage, 'ur').map((item) => item.label) : []).toContain('بند - جیتا');
    const lookup = definitions.get('contact')?.attributes.find((a) => a.name === 'account_id');
    expect(lookup ? attributeLabelIn(lookup, 'hi') : undefined).toBe('खाता');
  });

  it('lays out the account and contact forms in two columns and titled sections', async () => {
    for (const object of ['account', 'contact']) {
      const form = (await apiCall(t.app, 'GET', `forms/${object}`, sam.token)).json<FormDefinition>();
      const body = formNodeSchema.parse(form.body);
      const nodes: FormNode[] = [];
      const walk = (node: FormNode) => {
        nodes.push(node);
        node.children?.forEach(walk);
      };
      walk(body);
      expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length);
      expect(nodes.some((n) => n.type === 'row' && n.children?.length === 2)).toBe(true);
      expect(nodes.some((n) => n.type === 'containerWithTitle' && n.title)).toBe(true);
    }
    const contactForm = (await apiCall(t.app, 'GET', 'forms/contact', sam.token)).body;
    expect(contactForm).toContain('"attributeName":"account_id"');
  });
});

describe('CRM lead rules', () => {
  it('serves the lead form with rules that compile against the lead', async () => {
    const forms = await apiCall(t.app, 'GET', 'forms/byobjects?objects[]=lead', sam.token);
    const [form] = forms.json<{ data: FormDefinition[] }>().data;
    const lead = definitions.get('lead');
    if (!form?.rules || !lead) throw new Error('the lead form or definition is missing');
    expect(form.rules.map((rule) => rule.title)).toContain('Budget only for qualified leads');
    const issues = checkRules(form.rules, { attributes: lead.attributes });
    expect(issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  });

  it('makes a qualified lead give its value, and picks the rating a converted lead must have', async () => {
    const missing = await apiCall(t.app, 'POST', 'records/lead', sam.token, {
      full_name: 'Rania Haddad',
      status: 'qualified',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ estimated_value: ['Estimated value is required.'] });
    const converted = await apiCall(t.app, 'POST', 'records/lead', sam.token, {
      full_name: 'Rania Haddad',
      status: 'converted',
      estimated_value: 25000,
    });
    expect(converted.statusCode).toBe(201);
    expect(converted.json().rating).toBe('Hot');
    const cold = await apiCall(t.app, 'PUT', `records/lead/${converted.json().id}`, sam.token, {
      rating: 'Cold',
    });
    expect(cold.statusCode).toBe(422);
    expect(cold.json().errors).toEqual({ rating: ['Rating is not one of the options.'] });
  });
});

describe('CRM demo records', () => {
  it('lets Sam list every CRM object in both organizations, fewer in AGT', async () => {
    for (const object of OBJECT_NAMES) {
      const ahq = await listIn('AHQ', object);
      const agt = await listIn('AGT', object);
      expect(ahq.statusCode, object).toBe(200);
      const ahqTotal = ahq.json<ListAnswer>().total;
      const agtTotal = agt.json<ListAnswer>().total;
      expect(ahqTotal, object).toBeGreaterThan(0);
      expect(agtTotal, object).toBeGreaterThan(0);
      expect(agtTotal, object).toBeLessThan(ahqTotal);
    }
  });

  it('answers a contact with its account label from the same organization', async () => {
    const contacts = (await listIn('AHQ', 'contact', 'pageSize=3')).json<ListAnswer>().data;
    for (const contact of contacts) {
      expect(contact.account_id).toEqual(expect.any(Number));
      const account = await t.app.inject({
        method: 'GET',
        url: `/api/v1/records/account/${contact.account_id}`,
        headers: bearer(sam.token, orgs.AHQ),
      });
      expect(account.statusCode).toBe(200);
      expect(contact.account_id_display).toBe(account.json().name);
    }
  });

  it('searches, filters on lookups and sorts seeded records', async () => {
    const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    const first = (await listIn('AHQ', 'account', 'pageSize=1')).json<ListAnswer>().data[0];
    const name = String(first?.name);
    const found = (await listIn('AHQ', 'account', `search=${encodeURIComponent(name)}`)).json<ListAnswer>();
    expect(found.data.map((record) => record.name)).toContain(name);
    const filter = q([{ columnName: 'account_id', operation: 'equals', value: first?.id }]);
    const opportunities = await listIn('AHQ', 'opportunity', `filter=${filter}`);
    expect(opportunities.statusCode).toBe(200);
    const sorting = q([{ columnName: 'sort_order', direction: 'asc' }]);
    const projects = (await listIn('AHQ', 'project', `sorting=${sorting}`)).json<ListAnswer>().data;
    expect(projects.slice(0, 5).map((p) => p.sort_order)).toEqual([1, 2, 3, 4, 5]);
  });

  it('attaches notes to accounts and leads through notable_type and notable_id', async () => {
    // The record API cannot filter on a polymorphic pair yet (filter refuses `notable`, `notable_type`).
    const ahq = orgs.AHQ ?? 0;
    const notes = await withTenant(t.db, ahq, async (tx) => {
      const account = await sql<{ id: number }>`select id from obj_account order by id limit 1`.execute(tx);
      const accountId = Number(account.rows[0]?.id);
      const forAccount = await sql<{ n: number }>`select count(*)::int as n from obj_note
        where notable_type = 'account' and notable_id = ${accountId}`.execute(tx);
      const byType = await sql<{ notable_type: string; n: number }>`select notable_type, count(*)::int as n
        from obj_note group by notable_type order by notable_type`.execute(tx);
      return { forAccount: forAccount.rows[0]?.n ?? 0, byType: byType.rows.map((row) => row.notable_type) };
    });
    expect(notes.forAccount).toBeGreaterThan(0);
    expect(notes.byType).toEqual(['account', 'contact', 'lead', 'opportunity']);
  });

  it('keeps every lookup and note within its own organization, owned by Sam or Ada', async () => {
    const crossing = await sql<{ n: number }>`select
      (select count(*) from obj_contact c join obj_account a on a.id = c.account_id where a.org_id <> c.org_id)
      + (select count(*) from obj_opportunity o join obj_account a on a.id = o.account_id where a.org_id <> o.org_id)
      + (select count(*) from obj_quote q join obj_opportunity o on o.id = q.opportunity_id where o.org_id <> q.org_id)
      + (select count(*) from obj_sales_order s join obj_quote q on q.id = s.quote_id where q.org_id <> s.org_id)
      + (select count(*) from obj_note n join obj_account a on n.notable_type = 'account' and a.id = n.notable_id
         where a.org_id <> n.org_id) as n`.execute(t.db);
    expect(Number(crossing.rows[0]?.n)).toBe(0);
    const owners = await sql<{ email: string }>`select distinct u.email from obj_account a
      join users u on u.id = a.owner_id order by u.email`.execute(t.db);
    expect(owners.rows.map((row) => row.email)).toEqual([
      'ada.lovelace@atrium.local',
      'sam.sales@atrium.local',
    ]);
  });

  it('writes one created history entry per seeded record', async () => {
    const before = await counts(t.db);
    const records = OBJECT_NAMES.reduce((sum, name) => sum + (before[name] ?? 0), 0);
    expect(records).toBeGreaterThan(300);
    expect(before.record_history).toBe(records);
  });
});

describe('seeding again', () => {
  it('changes nothing when called on a seeded database', async () => {
    const before = await counts(t.db);
    await seedCrm(t.db);
    expect(await counts(t.db)).toEqual(before);
  });

  describe.runIf(process.env.DATABASE_URL)('a second start on the same database', () => {
    it('adds no objects and no records', async () => {
      const before = await counts(t.db);
      // Only the database matters here; closing a never-used second app's Redis clients raced (see report).
      const second = await buildApp({ ...t.config, redisUrl: undefined, realtimeEnabled: false });
      try {
        expect(await counts(second.db)).toEqual(before);
      } finally {
        await second.close();
      }
    });
  });
});

describe('notes, the polymorphic children', () => {
  it('lists an account’s notes by their (type, id) pair and through the relationship', async () => {
    const [account] = (await apiCall(t.app, 'GET', 'records/account?pageSize=1', sam.token)).json().data;
    const filter = encodeURIComponent(
      JSON.stringify([
        { columnName: 'notable_type', value: 'account' },
        { columnName: 'notable_id', value: account.id },
      ]),
    );
    const byFilter = await apiCall(t.app, 'GET', `records/note?filter=${filter}`, sam.token);
    expect(byFilter.statusCode).toBe(200);
    const related = await apiCall(t.app, 'GET', `r/crm/account/${account.id}/notes`, sam.token);
    expect(related.statusCode).toBe(200);
    expect(related.json().total).toBe(byFilter.json().total);
  });
});
