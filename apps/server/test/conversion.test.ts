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
import { configurationIdOf, countOf as countRows, openConversionWorld } from './support/conversion-fixture';
import { apiCall, bearer, signIn } from './support/sign-in';
import type { TestApp } from './support/test-app';

/* Converting a lead (spec 000 §4, issue 17): the seeded configurations and the convert call. */

let t: TestApp;
let sam: LoginAnswer;
let ahq: number;
let agt: number;
let configurations: ConverterConfiguration[];

const idOf = (object: string) => configurationIdOf(configurations, object);
const countOf = (table: string, orgId: number) => countRows(t, table, orgId);

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
  ({ t, sam, ahq, agt, configurations } = await openConversionWorld());
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
