import { type DigisignRequestSummary, type LoginAnswer, validateModulePackage } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGISIGN_PACKAGE } from '../src/seed/digisign/digisign-package';
import { seedDigisign } from '../src/seed/digisign/seed-digisign';
import { BUILT_IN_PACKAGES } from '../src/seed/packages';
import { type DigisignCalls, digisignCalls, digisignWorld, pdfOf } from './support/digisign-calls';
import type { TestApp } from './support/test-app';

/* The digital signature package's install and its masters: document types and templates with their signers. */

let t: TestApp;
let ada: LoginAnswer;
let sam: LoginAnswer;
let ahq: number;
let agt: number;
let contractId: number;
let installMs: number;
let call: DigisignCalls['call'];
let raise: DigisignCalls['raise'];
let expectRefused: DigisignCalls['expectRefused'];

beforeAll(async () => {
  const world = await digisignWorld();
  ({ t, ada, sam, ahq, agt, contractId, installMs } = world);
  ({ call, raise, expectRefused } = digisignCalls(world));
}, 240_000);
afterAll(async () => t.close());

describe('the digital signature package: its install and masters', () => {
  it('validates here and installs once in the demo organizations with its masters and demo template', async () => {
    const result = validateModulePackage(DIGISIGN_PACKAGE, {
      knownSteps: [...BUILT_IN_PACKAGES.steps.keys()],
    });
    expect(result.ok ? [] : result.errors).toEqual([]);
    const installed = await t.db
      .selectFrom('installed_packages')
      .select(['org_id', 'version'])
      .where('name', '=', 'digisign')
      .orderBy('org_id')
      .execute();
    expect(installed).toEqual([
      { org_id: ahq, version: '1.2.0' },
      { org_id: agt, version: '1.2.0' },
    ]);
    const types = await sql<{ name: string }>`
      select name from obj_digisign_doc_type where org_id = ${ahq} order by name`.execute(t.db);
    expect(types.rows.map((row) => row.name)).toEqual(['Contract', 'Policy']);
    const templates = await sql<Record<string, unknown>>`
      select name, signer_1_user, signer_2_user, org_id from obj_digisign_approval_template`.execute(t.db);
    // Sam holds no role with the package's permissions in the Gulf company: the demo template is the holding's.
    expect(templates.rows).toEqual([
      {
        name: 'Contract: Ada, then Sam',
        signer_1_user: 'ada.lovelace@atrium.local',
        signer_2_user: 'sam.sales@atrium.local',
        org_id: ahq,
      },
    ]);
    // Lists and tabs are titled by the objects' plural names, in English as in the other languages.
    const names = (await call('GET', 'def/objects/names', ada)).json().data as {
      name: string;
      translations?: Record<string, { plural_name?: string }>;
    }[];
    const own = names.filter((object) => object.name.startsWith('digisign_'));
    expect(
      Object.fromEntries(own.map((object) => [object.name, object.translations?.en?.plural_name])),
    ).toEqual({
      digisign_doc_type: 'Document types',
      digisign_approval_template: 'Approval templates',
      digisign_sys_signature: 'Signing requests',
    });
    for (const object of own)
      for (const locale of ['en', 'ar', 'hi', 'ur'])
        expect(object.translations?.[locale]?.plural_name, `${object.name} in ${locale}`).toMatch(/\S/);
    expect(installMs).toBeGreaterThan(0);
    console.info(`digisign install in two organizations: ${Math.round(installMs)} ms`);
  });

  it('checks a template’s signers, and lets any holder of a role sign its step', async () => {
    const create = (values: Record<string, unknown>) =>
      call('POST', 'records/digisign_approval_template', ada, {
        name: 'T',
        document_type_id: contractId,
        ...values,
      });
    await expectRefused(
      () => create({ signer_1_user: 'nobody@atrium.local' }),
      422,
      /No member of this organization/,
    );
    await expectRefused(
      () => create({ signer_1_user: 'ada.lovelace@atrium.local', signer_1_role: 'Administrator' }),
      422,
      /not both/,
    );
    await expectRefused(
      () => create({ signer_2_user: 'ada.lovelace@atrium.local' }),
      422,
      /Name signer 1 before signer 2/,
    );
    await expectRefused(() => create({}), 422, /at least the first signer/);
    await expectRefused(() => create({ signer_1_role: 'Astronaut' }), 422, /no role 'Astronaut'/);
    await expectRefused(
      () => create({ signer_1_user: 'sam.sales@atrium.local', signer_2_user: 'SAM.SALES@atrium.local' }),
      422,
      /name each person once/,
    );
    const made = await create({ name: 'Administrators sign', signer_1_role: 'Administrator' });
    expect(made.statusCode, made.body).toBeLessThan(300);
    const roleTemplate = made.json().id ?? made.json().data?.id;
    const raised = await raise(sam, [
      { name: 'title', value: 'Signed by an administrator' },
      { name: 'template_id', value: String(roleTemplate) },
      { name: 'document', value: { filename: 'memo.pdf', bytes: await pdfOf(1) } },
    ]);
    expect(raised.statusCode, raised.body).toBe(201);
    const request = raised.json() as DigisignRequestSummary;
    expect(request.steps[0]?.signers.map((signer) => signer.name)).toContain('Ada Lovelace');
    const signed = await call('POST', `digisign/requests/${request.id}/sign`, ada, {});
    expect(signed.json().status).toBe('Signed');
  });

  it('offers and accepts only the templates a requester may read', async () => {
    const made = await call('POST', 'records/digisign_approval_template', ada, {
      name: 'Board only',
      document_type_id: contractId,
      signer_1_user: 'ada.lovelace@atrium.local',
    });
    expect(made.statusCode, made.body).toBeLessThan(300);
    const board = made.json().id as number;
    const names = async () =>
      (await call('GET', 'digisign/choices', sam)).json().templates.map((row: { name: string }) => row.name);
    expect(await names()).toContain('Board only');
    const grant = await call('POST', `auth/record_permissions/digisign_approval_template/${board}`, ada, {
      to_user: sam.profile.id,
      permission: 8,
    });
    expect(grant.statusCode, grant.body).toBe(201);
    expect(await names()).not.toContain('Board only');
    expect(await names()).toContain('Contract: Ada, then Sam');
    const refused = await raise(sam, [
      { name: 'title', value: 'Through a closed template' },
      { name: 'template_id', value: String(board) },
      { name: 'document', value: { filename: 'memo.pdf', bytes: await pdfOf(1) } },
    ]);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json().errors ?? {})).toContain('template_id');
  });

  it('gives an organization installed at 1.1.0 the English plural names on its next start', async () => {
    const objects = ['digisign_doc_type', 'digisign_approval_template', 'digisign_sys_signature'];
    for (const name of objects) {
      const row = await t.db
        .selectFrom('objects')
        .select('translations')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      const { en: _english, ...others } = row.translations;
      await t.db
        .updateTable('objects')
        .set({ translations: JSON.stringify(others) })
        .where('name', '=', name)
        .execute();
    }
    // What 1.1.0 declared: the same objects, named in Arabic, Hindi and Urdu only.
    const declared = {
      ...DIGISIGN_PACKAGE,
      version: '1.1.0',
      objects: DIGISIGN_PACKAGE.objects.map(({ translations, ...object }) => {
        const { en: _english, ...others } = translations ?? {};
        return { ...object, translations: others };
      }),
    };
    await t.db
      .updateTable('installed_packages')
      .set({ version: '1.1.0', definition: JSON.stringify(declared) })
      .where('name', '=', 'digisign')
      .execute();
    await seedDigisign(t.db);
    const installed = await t.db
      .selectFrom('installed_packages')
      .select('version')
      .where('name', '=', 'digisign')
      .execute();
    expect(installed.map((row) => row.version)).toEqual(['1.2.0', '1.2.0']);
    const rows = await t.db
      .selectFrom('objects')
      .select(['name', 'translations'])
      .where('name', 'in', objects)
      .orderBy('name')
      .execute();
    expect(rows.map((row) => [row.name, row.translations.en?.plural_name])).toEqual([
      ['digisign_approval_template', 'Approval templates'],
      ['digisign_doc_type', 'Document types'],
      ['digisign_sys_signature', 'Signing requests'],
    ]);
  });
});
