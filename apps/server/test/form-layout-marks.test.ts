import {
  FORM_GENERATED,
  FORM_PLACED_UP_TO,
  type FormDefinition,
  type FormDesign,
  type FormNode,
  type LoginAnswer,
  OTHER_FIELDS_SECTION,
  servedFormBody,
  storedAttributes,
} from '@atrium/core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as markFormLayouts } from '../src/platform/db/migrations/0015-form-layout-marks';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: LoginAnswer;

beforeAll(async () => {
  t = await createTestApp({ SEED_CRM_DATA: 'true' });
  admin = await signIn(t.app, 'super.admin@atrium.local');
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  apiCall(t.app, method, url, admin.token, payload);

/** The attribute names a form body shows, in order. */
function fieldsOf(node: FormNode): string[] {
  return [
    ...(node.attributeName ? [node.attributeName] : []),
    ...(node.children ?? []).flatMap((child) => fieldsOf(child)),
  ];
}

const publishedForm = async (object: string): Promise<FormDefinition> => {
  const answer = await call('GET', `forms/byobjects?objects=${object}`);
  expect(answer.statusCode, answer.body).toBe(200);
  const [form] = answer.json<{ data: FormDefinition[] }>().data;
  if (!form) throw new Error(`${object} has no published form`);
  return form;
};

const designOf = async (object: string): Promise<FormDesign> => {
  const forms = await call('GET', `administration/objects/${object}/forms`);
  const formId = forms
    .json<{ data: { id: number; type: string }[] }>()
    .data.find((f) => f.type === 'default')?.id;
  const design = await call('GET', `administration/forms/${formId}/design`);
  expect(design.statusCode, design.body).toBe(200);
  return design.json<FormDesign>();
};

/** What a record screen lays out: the published form as core serves it with the object's attributes. */
const recordScreenFields = async (object: string) => {
  const form = await publishedForm(object);
  const { definition } = await designOf(object);
  return fieldsOf(servedFormBody(form, storedAttributes(definition), 'Other fields'));
};

const unusedIn = (design: FormDesign) => {
  const shown = new Set(fieldsOf(design.form.body));
  return design.definition.attributes.map((a) => a.name).filter((name) => !shown.has(name));
};

const publish = async (design: FormDesign, fields: string[]) => {
  const body: FormNode = {
    id: 'grid_1',
    type: 'grid',
    children: [
      {
        id: 'row_1',
        type: 'row',
        children: [
          {
            id: 'col_1',
            type: 'col',
            children: fields.map((name) => ({
              id: `field_${name}`,
              type: design.definition.attributes.find((a) => a.name === name)?.type ?? 'singleLine',
              attributeName: name,
            })),
          },
        ],
      },
    ],
  };
  const answer = await call('PUT', `administration/forms/${design.form.id}/design`, {
    formId: design.form.id,
    baseVersion: design.form.version,
    status: 'ACTIVE',
    body,
    rules: [],
  });
  expect(answer.statusCode, answer.body).toBe(200);
};

describe('attributes and relations reach record screens by themselves (issue 14.4)', () => {
  it('marks the seeded forms: laid-out ones account for their attributes, the others are generated', async () => {
    const account = await publishedForm('account');
    expect(account.options[FORM_GENERATED]).toBeUndefined();
    expect(account.options[FORM_PLACED_UP_TO]).toEqual(expect.any(Number));
    const quote = await publishedForm('quote');
    expect(quote.options[FORM_GENERATED]).toBe(true);
    // The quote's lookup made by a relation after the object shows on its record screens.
    const { definition } = await designOf('quote');
    expect(await recordScreenFields('quote')).toEqual(storedAttributes(definition).map((a) => a.name));
  });

  it('gives forms made before the marks the attributes their object has (migration 0015)', async () => {
    const { form, definition } = await designOf('contact');
    await t.db.updateTable('forms').set({ options: '{}' }).where('id', '=', form.id).execute();
    await markFormLayouts(t.db as unknown as Kysely<unknown>);
    const marked = await publishedForm('contact');
    expect(marked.options[FORM_PLACED_UP_TO]).toBe(Math.max(...definition.attributes.map((a) => a.id)));
    expect(await recordScreenFields('contact')).toEqual(fieldsOf(form.body));
  });

  it('shows new attributes and lookups on record screens while the designer opens the stored layout', async () => {
    const made = await call('POST', 'administration/creator/objects', {
      name: 'vendor',
      display_name: 'Vendor',
      module: 'crm',
      attributes: [{ name: 'title', label: 'Title', type: 'singleLine' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const site = await call('POST', 'administration/creator/objects', {
      name: 'vendor_site',
      display_name: 'Vendor site',
      module: 'crm',
      attributes: [{ name: 'city', label: 'City', type: 'singleLine' }],
    });
    expect(site.statusCode, site.body).toBe(201);
    expect((await publishedForm('vendor')).options[FORM_GENERATED]).toBe(true);

    const added = await call('POST', 'administration/creator/objects/vendor/attributes', {
      name: 'rating',
      label: 'Rating',
      type: 'numberField',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await recordScreenFields('vendor')).toEqual(['title', 'rating']);
    // The designer keeps what is stored and offers the new attribute in its palette.
    const design = await designOf('vendor');
    expect(fieldsOf(design.form.body)).toEqual(['title']);
    expect(unusedIn(design)).toEqual(['rating']);

    const related = await call('POST', 'administration/creator/relationships', {
      name: 'sites',
      type: 'OneToMany',
      parent_object: 'vendor',
      child_object: 'vendor_site',
      reverse_name: 'sites',
      foreign_key: 'vendor_id',
    });
    expect(related.statusCode, related.body).toBe(201);
    expect(await recordScreenFields('vendor_site')).toEqual(['city', 'vendor_id']);
  });

  it('after a layout is published, keeps what it left out and shows what came later until placed', async () => {
    await publish(await designOf('vendor'), ['title']);
    const laidOut = await publishedForm('vendor');
    expect(laidOut.options[FORM_GENERATED]).toBeUndefined();
    expect(await recordScreenFields('vendor')).toEqual(['title']);

    const notes = await call('POST', 'administration/creator/objects/vendor/attributes', {
      name: 'notes',
      label: 'Notes',
      type: 'multiLine',
    });
    expect(notes.statusCode, notes.body).toBe(201);
    const { definition } = await designOf('vendor');
    const served = servedFormBody(
      await publishedForm('vendor'),
      storedAttributes(definition),
      'Other fields',
    );
    expect(fieldsOf(served)).toEqual(['title', 'notes']);
    expect(JSON.stringify(served)).toContain(OTHER_FIELDS_SECTION);
    const design = await designOf('vendor');
    expect(fieldsOf(design.form.body)).toEqual(['title']);
    expect(unusedIn(design)).toEqual(['rating', 'notes']);

    // Placed by an administrator: the section is gone, and the field stays where it was put.
    await publish(design, ['notes', 'title']);
    const placed = servedFormBody(
      await publishedForm('vendor'),
      storedAttributes(definition),
      'Other fields',
    );
    expect(fieldsOf(placed)).toEqual(['notes', 'title']);
    expect(JSON.stringify(placed)).not.toContain(OTHER_FIELDS_SECTION);
  });
  it('judges a save by the layout record screens show: what they ask for is required, what they leave out is not', async () => {
    const made = await call('POST', 'administration/creator/objects', {
      name: 'gadget',
      display_name: 'Gadget',
      module: 'crm',
      label_attribute: 'label',
      attributes: [
        { name: 'label', label: 'Label', type: 'singleLine' },
        { name: 'serial', label: 'Serial', type: 'singleLine', options: { required: true } },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    // Never laid out: the screens show every attribute, so the serial is asked for.
    const unlaid = await call('POST', 'records/gadget', { label: 'no serial' });
    expect(unlaid.statusCode, unlaid.body).toBe(422);
    expect(unlaid.json().errors).toHaveProperty('serial');

    // Laid out without the serial on purpose: the screens do not ask for it, so neither does a save.
    await publish(await designOf('gadget'), ['label']);
    expect((await call('POST', 'records/gadget', { label: 'left out' })).statusCode).toBe(201);

    // A required attribute added since shows under Other fields, and a save needs it.
    const added = await call('POST', 'administration/creator/objects/gadget/attributes', {
      name: 'batch',
      label: 'Batch',
      type: 'singleLine',
      options: { required: true },
    });
    expect(added.statusCode, added.body).toBe(201);
    const missing = await call('POST', 'records/gadget', { label: 'no batch' });
    expect(missing.statusCode, missing.body).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['batch']);
    expect((await call('POST', 'records/gadget', { label: 'batched', batch: 'B1' })).statusCode).toBe(201);
  });
});
