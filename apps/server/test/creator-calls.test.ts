import type { CreatorObject, LoginAnswer, ObjectDefinition } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: LoginAnswer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  apiCall(t.app, method, url, token, payload);

async function creatorList(token: string): Promise<CreatorObject[]> {
  const response = await call('GET', 'administration/creator/objects', token);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: CreatorObject[] }>().data;
}

describe('the object creator calls', () => {
  it('lists every object with its module and attribute count', async () => {
    const created = await call('POST', 'administration/creator/objects', admin.token, {
      name: 'supplier',
      display_name: 'Supplier',
      module: 'servicedesk',
      attributes: [
        { name: 'title', label: 'Title', type: 'singleLine' },
        { name: 'intro', label: 'Intro', type: 'displayText' },
      ],
    });
    expect(created.statusCode).toBe(201);
    await call('POST', 'administration/creator/objects', admin.token, {
      name: 'empty_thing',
      display_name: 'Empty thing',
      module: 'crm',
    });
    const list = await creatorList(admin.token);
    expect(list.find((row) => row.name === 'supplier')).toEqual({
      name: 'supplier',
      display_name: 'Supplier',
      module: 'servicedesk',
      attribute_count: 2,
    });
    expect(list.find((row) => row.name === 'empty_thing')).toMatchObject({ attribute_count: 0 });
  });

  it('is refused without a creator permission', async () => {
    const sam = await signIn(t.app, 'sam.sales@atrium.local');
    const response = await call('GET', 'administration/creator/objects', sam.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('superadmin:create-attributes');
  });

  it('gives a one-to-many lookup field the label asked for, else the parent’s display name', async () => {
    const relate = (name: string, foreignKey: string, fieldLabel?: string) =>
      call('POST', 'administration/creator/relationships', admin.token, {
        name,
        type: 'OneToMany',
        parent_object: 'supplier',
        child_object: 'empty_thing',
        reverse_name: name,
        foreign_key: foreignKey,
        ...(fieldLabel ? { field_label: fieldLabel } : {}),
      });
    expect((await relate('things', 'supplier_id', 'Main supplier')).statusCode).toBe(201);
    expect((await relate('backup_things', 'backup_id')).statusCode).toBe(201);
    const response = await call('GET', 'administration/objects/empty_thing', admin.token);
    const { attributes } = response.json<ObjectDefinition>();
    expect(attributes.find((a) => a.name === 'supplier_id')).toMatchObject({
      type: 'lookup',
      label: 'Main supplier',
    });
    expect(attributes.find((a) => a.name === 'backup_id')).toMatchObject({ label: 'Supplier' });
    expect((await creatorList(admin.token)).find((row) => row.name === 'empty_thing')).toMatchObject({
      attribute_count: 2,
    });
  });

  it('refuses a blank field label with the reason (422 with field errors), and adds nothing', async () => {
    const response = await call('POST', 'administration/creator/relationships', admin.token, {
      name: 'blank_label',
      type: 'OneToMany',
      parent_object: 'supplier',
      child_object: 'empty_thing',
      reverse_name: 'blank_label',
      foreign_key: 'blank_id',
      field_label: '  ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ field_label: ['The field label is required.'] });
    const definition = (
      await call('GET', 'administration/objects/empty_thing', admin.token)
    ).json<ObjectDefinition>();
    expect(definition.attributes.some((a) => a.name === 'blank_id')).toBe(false);
  });

  it('refuses attribute options core finds wrong, naming the option, and changes nothing', async () => {
    const added = await call('POST', 'administration/creator/objects/supplier/attributes', admin.token, {
      name: 'credit',
      label: 'Credit',
      type: 'currency',
      options: { precision: 5 },
    });
    expect(added.statusCode).toBe(422);
    expect(added.json().errors).toEqual({ 'options.precision': ['The option precision must be at most 3.'] });
    const tier = await call('POST', 'administration/creator/objects/supplier/attributes', admin.token, {
      name: 'tier',
      label: 'Tier',
      type: 'singleSelect',
      options: { items: [{ value: 'gold', name: 'Gold' }] },
    });
    expect(tier.statusCode).toBe(201);
    const { id } = tier.json<{ id: number }>();
    const retyped = await apiCall(
      t.app,
      'PUT',
      `administration/creator/objects/supplier/attributes/${id}`,
      admin.token,
      {
        options: { items: [{ value: 'gold' }, { value: 'gold' }] },
      },
    );
    expect(retyped.statusCode).toBe(422);
    expect(retyped.json().message).toBe("'tier': The option items.1 uses the value gold twice.");
    const definition = (
      await call('GET', 'administration/objects/supplier', admin.token)
    ).json<ObjectDefinition>();
    expect(definition.attributes.some((a) => a.name === 'credit')).toBe(false);
    expect(definition.attributes.find((a) => a.name === 'tier')?.options).toEqual({
      items: [{ value: 'gold', name: 'Gold' }],
    });
  });
});
