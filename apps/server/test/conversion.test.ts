import {
  type ConversionLink,
  type ConverterConfiguration,
  type LoginAnswer,
  objectTableName,
} from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/platform/db/tenant';
import { seedLeadConversion } from '../src/seed/crm/conversion-mappings';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: LoginAnswer;
let ada: LoginAnswer;
let sam: LoginAnswer;
let ahq: number;
let agt: number;
let configurations: ConverterConfiguration[];

const idOf = (object: string) =>
  configurations.find((c) => c.destination_object === object)?.configuration_id ?? 0;

async function countOf(table: string, orgId: number): Promise<number> {
  return withTenant(t.db, orgId, async (tx) => {
    const row = await tx
      .selectFrom(table as 'record_conversions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
}

async function newLead(token: string, values: Record<string, unknown>): Promise<number> {
  const answer = await apiCall(t.app, 'POST', 'records/lead', token, {
    full_name: 'Layla Haddad',
    ...values,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return Number(answer.json<{ id: number }>().id);
}

const convert = (token: string, lead: number, body: object) =>
  apiCall(t.app, 'POST', `converter-mapping/objects/lead/${lead}/convert`, token, body);

const everyDestination = (closeDate: string | undefined) => ({
  destinations: [
    { configuration_id: idOf('account'), action: 'create' },
    { configuration_id: idOf('contact'), action: 'create' },
    {
      configuration_id: idOf('opportunity'),
      action: 'create',
      ...(closeDate ? { values: { close_date: closeDate } } : {}),
    },
  ],
});

beforeAll(async () => {
  t = await createTestApp({ SEED_CRM_DATA: 'true' });
  admin = await signIn(t.app, 'super.admin@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  const orgs = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  ahq = orgs.find((o) => o.code === 'AHQ')?.id ?? 0;
  agt = orgs.find((o) => o.code === 'AGT')?.id ?? 0;
  const answer = await apiCall(
    t.app,
    'GET',
    'converter-mapping/configurations?source_object=lead',
    sam.token,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  configurations = answer.json<{ data: ConverterConfiguration[] }>().data;
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe('the seeded lead conversion', () => {
  it('converts a lead into an account, a contact and an opportunity, with no problems', () => {
    expect(configurations.map((c) => c.destination_object)).toEqual(['account', 'contact', 'opportunity']);
    for (const configuration of configurations) expect(configuration.problems).toEqual([]);
    expect(configurations[0]?.configuration_group_title).toBe('Convert lead');
  });

  it('seeds again without adding or undoing anything', async () => {
    const before = await countOf('converter_mappings', ahq);
    await seedLeadConversion(t.db);
    expect(await countOf('converter_mappings', ahq)).toBe(before);
  });
});

describe('POST converter-mapping/objects/{object}/{id}/convert', () => {
  it('creates every destination through the pipeline in one go, and the lead keeps links to them', async () => {
    const lead = await newLead(sam.token, {
      company: 'Haddad Trading',
      email: 'layla@haddad.example',
      estimated_value: 125000,
      source: 'Referral',
    });
    const answer = await convert(sam.token, lead, everyDestination('2027-03-31'));
    expect(answer.statusCode, answer.body).toBe(201);
    const links = answer.json<{ data: ConversionLink[] }>().data;
    expect(links.map((l) => [l.destination_object, l.action]).sort()).toEqual([
      ['account', 'created'],
      ['contact', 'created'],
      ['opportunity', 'created'],
    ]);
    const byObject = new Map(links.map((l) => [l.destination_object, l]));
    expect(byObject.get('account')?.destination_label).toBe('Haddad Trading');
    expect(byObject.get('contact')?.destination_label).toBe('Layla Haddad');
    const accountId = byObject.get('account')?.destination_id;
    const contact = await apiCall(
      t.app,
      'GET',
      `records/contact/${byObject.get('contact')?.destination_id}`,
      sam.token,
    );
    expect(contact.json()).toMatchObject({
      full_name: 'Layla Haddad',
      email: 'layla@haddad.example',
      account_id: accountId,
    });
    const opportunity = await apiCall(
      t.app,
      'GET',
      `records/opportunity/${byObject.get('opportunity')?.destination_id}`,
      sam.token,
    );
    expect(opportunity.json()).toMatchObject({
      name: 'Haddad Trading',
      stage: 'prospecting',
      lead_source: 'Referral',
      account_id: accountId,
    });
    expect(Number(opportunity.json<{ amount: unknown }>().amount)).toBe(125000);
    // The pipeline kept their history like a person's save.
    const history = await withTenant(t.db, ahq, (tx) =>
      tx
        .selectFrom('record_history')
        .select(['object', 'action'])
        .where('record_id', '=', String(byObject.get('opportunity')?.destination_id))
        .where('object', '=', 'opportunity')
        .execute(),
    );
    expect(history.map((h) => h.action)).toContain('created');
    const listed = await apiCall(
      t.app,
      'GET',
      `converter-mapping/objects/lead/${lead}/conversions`,
      sam.token,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ data: ConversionLink[] }>().data).toHaveLength(3);
  });

  it('links an existing account instead of creating one, and the contact points at it', async () => {
    const account = await apiCall(t.app, 'POST', 'records/account', sam.token, { name: 'Existing Co' });
    const accountId = Number(account.json<{ id: number }>().id);
    const lead = await newLead(sam.token, { company: 'Ignored Co' });
    const answer = await convert(sam.token, lead, {
      destinations: [
        { configuration_id: idOf('account'), action: 'link', record_id: accountId },
        { configuration_id: idOf('contact'), action: 'create' },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const links = answer.json<{ data: ConversionLink[] }>().data;
    expect(links.find((l) => l.destination_object === 'account')).toMatchObject({
      action: 'linked',
      destination_id: accountId,
    });
    const contactId = links.find((l) => l.destination_object === 'contact')?.destination_id;
    const contact = await apiCall(t.app, 'GET', `records/contact/${contactId}`, sam.token);
    expect(contact.json()).toMatchObject({ account_id: accountId });
  });

  it('creates nothing when one destination is refused by validation (all or nothing)', async () => {
    const lead = await newLead(sam.token, { company: 'Half Done LLC' });
    const before = await countOf('record_conversions', ahq);
    const accounts = () =>
      withTenant(t.db, ahq, async (tx) => {
        const rows = await sql<{
          n: string;
        }>`select count(*) as n from ${sql.table(objectTableName('account'))} where name = 'Half Done LLC'`.execute(
          tx,
        );
        return Number(rows.rows[0]?.n);
      });
    // The opportunity's expected close date is required and nobody gave it.
    const answer = await convert(sam.token, lead, everyDestination(undefined));
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json<{ message: string }>().message).toContain('Nothing was converted');
    expect(Object.keys(answer.json<{ errors: Record<string, string[]> }>().errors)).toContain(
      'opportunity.close_date',
    );
    expect(await countOf('record_conversions', ahq)).toBe(before);
    // The account, made first, was rolled back with the rest.
    expect(await accounts()).toBe(0);
    const done = await convert(sam.token, lead, everyDestination('2027-06-30'));
    expect(done.statusCode, done.body).toBe(201);
    expect(await accounts()).toBe(1);
  });

  it('refuses a conversion whose mapping no longer matches the objects, with the reason', async () => {
    const lead = await newLead(sam.token, { company: 'Stale Mapping Ltd' });
    const contactId = idOf('contact');
    await withTenant(t.db, ahq, (tx) =>
      tx
        .updateTable('converter_mappings')
        .set({ map: JSON.stringify([{ source: 'nickname', destination: 'full_name' }]) })
        .where('id', '=', contactId)
        .execute(),
    );
    const before = await countOf('record_conversions', ahq);
    const answer = await convert(sam.token, lead, everyDestination('2027-01-01'));
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json<{ message: string }>().message).toContain("no attribute 'nickname'");
    expect(await countOf('record_conversions', ahq)).toBe(before);
    const listed = await apiCall(
      t.app,
      'GET',
      'converter-mapping/configurations?source_object=lead&destination_object=contact',
      sam.token,
    );
    expect(listed.json<{ data: ConverterConfiguration[] }>().data[0]?.problems.join(' ')).toContain(
      'nickname',
    );
    await withTenant(t.db, ahq, (tx) =>
      tx
        .updateTable('converter_mappings')
        .set({ map: JSON.stringify([{ source: 'full_name', destination: 'full_name' }]) })
        .where('id', '=', contactId)
        .execute(),
    );
  });

  it('is 403 for someone who may not create a destination object, and creates nothing', async () => {
    const hana = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'hana.hr@atrium.local')
      .executeTakeFirstOrThrow();
    const role = await t.db
      .insertInto('roles')
      .values({ org_id: ahq, name: 'Lead keepers', description: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('role_permissions')
      .values(
        ['module:crm', 'lead:view', 'lead:edit', 'lead:create', 'account:view', 'account:create'].map(
          (permission) => ({ role_id: role.id, permission }),
        ),
      )
      .execute();
    await t.db.insertInto('user_roles').values({ user_id: hana.id, role_id: role.id }).execute();
    const keeper = await signIn(t.app, 'hana.hr@atrium.local');
    const lead = await newLead(keeper.token, { company: 'Keeper Co' });
    const before = await countOf('record_conversions', ahq);
    const answer = await convert(keeper.token, lead, everyDestination('2027-01-01'));
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json<{ message: string }>().message).toContain('contact:create');
    expect(await countOf('record_conversions', ahq)).toBe(before);
    // Nora holds no CRM permission at all.
    const nora = await signIn(t.app, 'nora.none@atrium.local');
    expect((await convert(nora.token, lead, everyDestination('2027-01-01'))).statusCode).toBe(403);
  });

  it("answers 404 for another organization's lead and configurations", async () => {
    const agtLead = await t.app.inject({
      method: 'POST',
      url: '/api/v1/records/lead',
      headers: bearer(sam.token, agt),
      payload: { full_name: 'Gulf Lead' },
    });
    expect(agtLead.statusCode, agtLead.body).toBe(201);
    const agtLeadId = Number(agtLead.json<{ id: number }>().id);
    const answer = await convert(sam.token, agtLeadId, everyDestination('2027-01-01'));
    expect(answer.statusCode, answer.body).toBe(404);
    const links = await apiCall(
      t.app,
      'GET',
      `converter-mapping/objects/lead/${agtLeadId}/conversions`,
      sam.token,
    );
    expect(links.statusCode).toBe(404);
    // AGT's own configuration ids are unknown in AHQ.
    const agtConfigurations = await t.app.inject({
      method: 'GET',
      url: '/api/v1/converter-mapping/configurations?source_object=lead',
      headers: bearer(sam.token, agt),
    });
    const agtAccount = agtConfigurations.json<{ data: ConverterConfiguration[] }>().data[0]?.configuration_id;
    const lead = await newLead(sam.token, { company: 'Mine' });
    const crossed = await convert(sam.token, lead, {
      destinations: [{ configuration_id: agtAccount, action: 'create' }],
    });
    expect(crossed.statusCode, crossed.body).toBe(404);
  });

  it('refuses malformed bodies (422) and paths (400) and changes nothing', async () => {
    const lead = await newLead(sam.token, { company: 'Malformed' });
    const before = await countOf('record_conversions', ahq);
    const bodies: object[] = [
      {},
      { destinations: [] },
      { destinations: [{ configuration_id: '1', action: 'create' }] },
      { destinations: [{ configuration_id: idOf('account'), action: 'make' }] },
      { destinations: [{ configuration_id: idOf('account'), action: 'link' }] },
      { destinations: [{ configuration_id: idOf('account'), action: 'create', record_id: 3 }] },
      {
        destinations: [
          { configuration_id: idOf('account'), action: 'create' },
          { configuration_id: idOf('account'), action: 'create' },
        ],
      },
      { destinations: [{ configuration_id: idOf('account'), action: 'create' }], extra: true },
    ];
    for (const body of bodies) {
      const answer = await convert(sam.token, lead, body);
      // A field's wrong value is 422; a body that is not the call's shape at its root is 400.
      expect([400, 422], JSON.stringify(body)).toContain(answer.statusCode);
    }
    expect(
      (
        await apiCall(
          t.app,
          'POST',
          'converter-mapping/objects/lead/abc/convert',
          sam.token,
          everyDestination('2027-01-01'),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await apiCall(
          t.app,
          'POST',
          'converter-mapping/objects/Lead!/1/convert',
          sam.token,
          everyDestination('2027-01-01'),
        )
      ).statusCode,
    ).toBe(400);
    const linkedStranger = await convert(sam.token, lead, {
      destinations: [{ configuration_id: idOf('account'), action: 'link', record_id: 999_999 }],
    });
    expect(linkedStranger.statusCode, linkedStranger.body).toBe(422);
    expect(await countOf('record_conversions', ahq)).toBe(before);
  });
});

describe('POST converter-mapping/update-mapping', () => {
  const mapping = (map: object[], extra: object = {}) => ({
    sourceObjectName: 'lead',
    destinationObjectName: 'prospect',
    sourceObjectValue: 'Convert lead',
    destinationObjectValue: 'Prospect',
    map,
    ...extra,
  });

  it('saves a mapping that fits, and the configurations list it', async () => {
    const answer = await apiCall(
      t.app,
      'POST',
      'converter-mapping/update-mapping',
      admin.token,
      mapping(
        [
          { source: 'company', destination: 'company' },
          { source: 'score', destination: 'fit_score' },
        ],
        { position: 3 },
      ),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      destination_object: 'prospect',
      configuration_title: 'Prospect',
      problems: [],
    });
    const again = await apiCall(
      t.app,
      'POST',
      'converter-mapping/update-mapping',
      admin.token,
      mapping([{ source: 'company', destination: 'company' }], { position: 3 }),
    );
    expect(again.json<ConverterConfiguration>().configuration_id).toBe(
      answer.json<ConverterConfiguration>().configuration_id,
    );
    expect(again.json<ConverterConfiguration>().map).toHaveLength(1);
    const listed = await apiCall(
      t.app,
      'GET',
      'converter-mapping/configurations?source_object=lead',
      sam.token,
    );
    expect(listed.json<{ data: ConverterConfiguration[] }>().data.map((c) => c.destination_object)).toContain(
      'prospect',
    );
    const removed = await apiCall(
      t.app,
      'DELETE',
      `converter-mapping/configurations/${again.json<ConverterConfiguration>().configuration_id}`,
      admin.token,
    );
    expect(removed.statusCode).toBe(204);
    const gone = await apiCall(
      t.app,
      'DELETE',
      `converter-mapping/configurations/${again.json<ConverterConfiguration>().configuration_id}`,
      admin.token,
    );
    expect(gone.statusCode).toBe(404);
  });

  it('refuses unknown attributes and incompatible types with 422, listing each', async () => {
    const before = await countOf('converter_mappings', ahq);
    const answer = await apiCall(
      t.app,
      'POST',
      'converter-mapping/update-mapping',
      admin.token,
      mapping(
        [
          { source: 'nickname', destination: 'company' },
          { source: 'company', destination: 'shoe_size' },
          { source: 'last_contacted', destination: 'fit_score' },
        ],
        { relations: [{ destination: 'company', object: 'account' }], defaults: { colour: 'red' } },
      ),
    );
    expect(answer.statusCode, answer.body).toBe(422);
    const errors = answer.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(
      [
        'defaults.colour',
        'map.0.source',
        'map.1.destination',
        'map.2.destination',
        'relations.0.destination',
      ].sort(),
    );
    expect(errors['map.0.source']?.[0]).toContain('nickname');
    expect(errors['map.2.destination']?.[0]).toContain('cannot be converted');
    expect(await countOf('converter_mappings', ahq)).toBe(before);
  });

  it('needs superadmin:create-relations, validates its body and knows its objects', async () => {
    const fits = mapping([{ source: 'company', destination: 'company' }]);
    expect(
      (await apiCall(t.app, 'POST', 'converter-mapping/update-mapping', ada.token, fits)).statusCode,
    ).toBe(403);
    expect(
      (await apiCall(t.app, 'POST', 'converter-mapping/update-mapping', sam.token, fits)).statusCode,
    ).toBe(403);
    expect(
      (await apiCall(t.app, 'DELETE', `converter-mapping/configurations/${idOf('account')}`, sam.token))
        .statusCode,
    ).toBe(403);
    const bad = [
      { ...fits, map: 'company' },
      { ...fits, sourceObjectName: 'DROP TABLE' },
      { ...fits, map: [{ source: 'company' }] },
      { ...fits, position: -1 },
      { ...fits, surprise: 1 },
    ];
    for (const body of bad)
      expect([400, 422]).toContain(
        (await apiCall(t.app, 'POST', 'converter-mapping/update-mapping', admin.token, body)).statusCode,
      );
    const unknown = await apiCall(t.app, 'POST', 'converter-mapping/update-mapping', admin.token, {
      ...fits,
      destinationObjectName: 'spaceship',
    });
    expect(unknown.statusCode).toBe(404);
    const itself = await apiCall(t.app, 'POST', 'converter-mapping/update-mapping', admin.token, {
      ...fits,
      destinationObjectName: 'lead',
    });
    expect(itself.statusCode).toBe(422);
  });

  it('lists configurations only to those who may view the source object', async () => {
    const nora = await signIn(t.app, 'nora.none@atrium.local');
    expect(
      (await apiCall(t.app, 'GET', 'converter-mapping/configurations?source_object=lead', nora.token))
        .statusCode,
    ).toBe(403);
    expect((await apiCall(t.app, 'GET', 'converter-mapping/configurations', sam.token)).statusCode).toBe(400);
    // An object whose name has an underscore: its permission is named by its scope (`fieldNote:view`).
    const made = await apiCall(t.app, 'POST', 'administration/creator/objects', admin.token, {
      name: 'field_note',
      display_name: 'Field note',
      module: 'crm',
      attributes: [{ name: 'text', label: 'Text', type: 'singleLine' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const listed = () =>
      apiCall(t.app, 'GET', 'converter-mapping/configurations?source_object=field_note', ada.token);
    expect((await listed()).statusCode).toBe(403);
    const access = await apiCall(t.app, 'GET', 'administration/creator/objects/field_note/access', ada.token);
    const administrator = access
      .json<{ roles: { id: number; name: string }[] }>()
      .roles.find((role) => role.name === 'Administrator');
    const granted = await apiCall(
      t.app,
      'PUT',
      'administration/creator/objects/field_note/access',
      ada.token,
      {
        roles: [{ id: administrator?.id, verbs: ['view'] }],
      },
    );
    expect(granted.statusCode, granted.body).toBe(200);
    const answer = await listed();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: ConverterConfiguration[] }>().data).toEqual([]);
    expect(
      (await apiCall(t.app, 'GET', 'converter-mapping/configurations?source_object=nothing', sam.token))
        .statusCode,
    ).toBe(404);
  });
});
