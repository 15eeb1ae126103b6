import type { ConverterConfiguration, LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationIdOf, countOf as countRows, openConversionWorld } from './support/conversion-fixture';
import { grantRoleVerbs } from './support/object-access';
import { apiCall, bearer, signIn } from './support/sign-in';
import type { TestApp } from './support/test-app';

/* Conversion mappings (spec 000 §3 converter mapping, issue 17): saving one, and who may list them. */

let t: TestApp;
let admin: LoginAnswer;
let ada: LoginAnswer;
let sam: LoginAnswer;
let ahq: number;
let agt: number;
let configurations: ConverterConfiguration[];

const idOf = (object: string) => configurationIdOf(configurations, object);
const countOf = (table: string, orgId: number) => countRows(t, table, orgId);

beforeAll(async () => {
  ({ t, admin, ada, sam, ahq, agt, configurations } = await openConversionWorld());
}, 240_000);

afterAll(async () => {
  await t?.close();
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
        {
          relations: [{ destination: 'company', object: 'account' }],
          // An unknown attribute, and a select's constant that is none of its options.
          defaults: { colour: 'red', stage: 'Nonsense' },
        },
      ),
    );
    expect(answer.statusCode, answer.body).toBe(422);
    const errors = answer.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(
      [
        'defaults.colour',
        'defaults.stage',
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

  it('needs superadmin:create-relations or crm:configuration, validates its body and knows its objects', async () => {
    const fits = mapping([{ source: 'company', destination: 'company' }]);
    const refused = await apiCall(t.app, 'POST', 'converter-mapping/update-mapping', sam.token, fits);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toContain('crm:configuration');
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
    // It is not a CRM object, so ada's crm:configuration does not let her read its conversions.
    const made = await apiCall(t.app, 'POST', 'administration/creator/objects', admin.token, {
      name: 'field_note',
      display_name: 'Field note',
      module: 'hcm',
      attributes: [{ name: 'text', label: 'Text', type: 'singleLine' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const listed = () =>
      apiCall(t.app, 'GET', 'converter-mapping/configurations?source_object=field_note', ada.token);
    expect((await listed()).statusCode).toBe(403);
    await grantRoleVerbs(t.app, ada.token, 'field_note', 'Administrator', ['view']);
    const answer = await listed();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: ConverterConfiguration[] }>().data).toEqual([]);
    expect(
      (await apiCall(t.app, 'GET', 'converter-mapping/configurations?source_object=nothing', sam.token))
        .statusCode,
    ).toBe(404);
  });

  it('crm:configuration lets the organization save, list and remove the conversions of CRM objects', async () => {
    // ada.lovelace is an Administrator, a role that holds crm:configuration, but not a super admin.
    const saved = await apiCall(
      t.app,
      'POST',
      'converter-mapping/update-mapping',
      ada.token,
      mapping([{ source: 'company', destination: 'company' }]),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json<ConverterConfiguration>().configuration_id;
    const listed = await apiCall(
      t.app,
      'GET',
      'converter-mapping/configurations?source_object=lead',
      ada.token,
    );
    expect(listed.json<{ data: ConverterConfiguration[] }>().data.map((c) => c.configuration_id)).toContain(
      id,
    );
    // Validation is the same for her: a mapping that does not fit is 422, listing each problem.
    const unfit = await apiCall(
      t.app,
      'POST',
      'converter-mapping/update-mapping',
      ada.token,
      mapping([{ source: 'nickname', destination: 'company' }]),
    );
    expect(unfit.statusCode).toBe(422);
    expect(Object.keys(unfit.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['map.0.source']);
    // Acting in her other organization, this organization's mapping is not found.
    const elsewhere = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/converter-mapping/configurations/${id}`,
      headers: bearer(ada.token, agt),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await apiCall(t.app, 'DELETE', `converter-mapping/configurations/${id}`, sam.token)).statusCode,
    ).toBe(403);
    const removed = await apiCall(t.app, 'DELETE', `converter-mapping/configurations/${id}`, ada.token);
    expect(removed.statusCode).toBe(204);
    expect(
      (await apiCall(t.app, 'DELETE', `converter-mapping/configurations/${id}`, ada.token)).statusCode,
    ).toBe(404);
  });

  it('for an object of another module crm:configuration is not enough: superadmin:create-relations is named', async () => {
    const made = await apiCall(t.app, 'POST', 'administration/creator/objects', admin.token, {
      name: 'hr_referral',
      display_name: 'HR referral',
      module: 'hcm',
      attributes: [{ name: 'company', label: 'Company', type: 'singleLine' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const fits = mapping([{ source: 'company', destination: 'company' }], {
      sourceObjectName: 'hr_referral',
    });
    const refused = await apiCall(t.app, 'POST', 'converter-mapping/update-mapping', ada.token, fits);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toContain("'superadmin:create-relations'");
    const saved = await apiCall(t.app, 'POST', 'converter-mapping/update-mapping', admin.token, fits);
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json<ConverterConfiguration>().configuration_id;
    const listed = () =>
      apiCall(t.app, 'GET', 'converter-mapping/configurations?source_object=hr_referral', ada.token);
    expect((await listed()).statusCode).toBe(403);
    const removal = await apiCall(t.app, 'DELETE', `converter-mapping/configurations/${id}`, ada.token);
    expect(removal.statusCode).toBe(403);
    expect(removal.json<{ message: string }>().message).toContain("'superadmin:create-relations'");
    // Someone with neither permission is refused before anything is looked up.
    const nora = await signIn(t.app, 'nora.none@atrium.local');
    const none = await apiCall(t.app, 'DELETE', `converter-mapping/configurations/${id}`, nora.token);
    expect(none.statusCode).toBe(403);
    expect(none.json<{ message: string }>().message).toContain('crm:configuration');
    expect(
      (await apiCall(t.app, 'DELETE', `converter-mapping/configurations/${id}`, admin.token)).statusCode,
    ).toBe(204);
  });
});
