import type { LoginAnswer, ObjectDefinition } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: LoginAnswer;
let sam: LoginAnswer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  apiCall(t.app, method, url, token, payload);

async function columns(table: string): Promise<Record<string, string>> {
  const result = await sql<{ column_name: string; data_type: string }>`
    select column_name, data_type from information_schema.columns where table_name = ${table}`.execute(t.db);
  return Object.fromEntries(result.rows.map((row) => [row.column_name, row.data_type]));
}

async function definition(name: string): Promise<ObjectDefinition> {
  const response = await call('GET', `def/objects/bynames?names[]=${name}`, sam.token);
  const [found] = response.json<{ data: ObjectDefinition[] }>().data;
  if (!found) throw new Error(`no definition of ${name}`);
  return found;
}

const vendor = {
  name: 'vendor',
  display_name: 'Vendor',
  module: 'crm',
  label_attribute: 'name',
  attributes: [
    { name: 'name', label: 'Name', type: 'singleLine', options: { required: true, searchable: true } },
    { name: 'rating', label: 'Rating', type: 'numberField' },
    { name: 'credit', label: 'Credit', type: 'currency' },
    { name: 'active', label: 'Active', type: 'checkbox' },
    { name: 'since', label: 'Since', type: 'dateField' },
    { name: 'tags', label: 'Tags', type: 'multiSelect' },
    { name: 'intro', label: 'Intro', type: 'displayText' },
  ],
};

describe('creating an object', () => {
  it('creates its definition, a real table with typed columns, and a default form', async () => {
    const response = await call('POST', 'administration/creator/objects', admin.token, vendor);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'vendor',
      api_endpoint: 'records/vendor',
      label_attribute: 'name',
    });
    expect(await columns('obj_vendor')).toMatchObject({
      id: 'bigint',
      org_id: 'integer',
      owner_id: 'integer',
      version: 'integer',
      name: 'text',
      rating: 'bigint',
      credit: 'numeric',
      active: 'boolean',
      since: 'date',
      tags: 'jsonb',
    });
    expect(await columns('obj_vendor')).not.toHaveProperty('intro');
    const forms = await call('GET', 'forms/byobjects?objects[]=vendor', sam.token);
    const [form] = forms.json().data;
    expect(form).toMatchObject({ object: 'vendor', type: 'default', status: 'ACTIVE' });
    expect(JSON.stringify(form.body)).toContain('"attributeName":"rating"');
    expect((await call('GET', `forms/byids?ids[]=${form.id}`, sam.token)).json().data).toHaveLength(1);
    expect((await call('GET', 'forms/vendor', sam.token)).json().id).toBe(form.id);
  });

  it('refuses a second object of the same name, and changes nothing', async () => {
    const response = await call('POST', 'administration/creator/objects', admin.token, vendor);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("An object named 'vendor' already exists.");
  });

  it.each([
    [{ ...vendor, name: 'bad name; drop table users' }, 'The object name must start with a lowercase letter'],
    [{ ...vendor, name: 'x1', attributes: [{ name: 'id', label: 'Id', type: 'singleLine' }] }, 'reserved'],
    [
      { ...vendor, name: 'x2', attributes: [{ name: 'a', label: 'A', type: 'nonsense' }] },
      'not one Atrium knows',
    ],
    [
      { ...vendor, name: 'x3', attributes: [{ name: 'p', label: 'P', type: 'lookup' }] },
      'add a relationship instead',
    ],
    [
      {
        ...vendor,
        name: 'x4',
        attributes: [
          { name: 'a', label: 'A', type: 'singleLine' },
          { name: 'a', label: 'B', type: 'singleLine' },
        ],
      },
      'used twice',
    ],
  ])('refuses bad input %#, saying why, and creates no table', async (input, message) => {
    const response = await call('POST', 'administration/creator/objects', admin.token, input);
    expect([400, 422]).toContain(response.statusCode);
    expect(response.json().message).toContain(message);
    const tables = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables where table_name like 'obj_x%'`.execute(t.db);
    expect(tables.rows[0]?.n).toBe(0);
  });

  it('is refused to people without the creator permission', async () => {
    const response = await call('POST', 'administration/creator/objects', sam.token, {
      ...vendor,
      name: 'other',
    });
    expect(response.statusCode).toBe(403);
    expect(await columns('obj_other')).toEqual({});
  });
});

describe('changing attributes', () => {
  it('adds, renames and removes columns with the attributes', async () => {
    const added = await call('POST', 'administration/creator/objects/vendor/attributes', admin.token, {
      name: 'website',
      label: 'Website',
      type: 'urlField',
    });
    expect(added.statusCode).toBe(201);
    expect(await columns('obj_vendor')).toHaveProperty('website', 'text');
    const id = added.json().id;
    await call('PUT', `administration/creator/objects/vendor/attributes/${id}`, admin.token, {
      name: 'homepage',
    });
    expect(await columns('obj_vendor')).toHaveProperty('homepage', 'text');
    expect(await columns('obj_vendor')).not.toHaveProperty('website');
    const removed = await call(
      'DELETE',
      `administration/creator/objects/vendor/attributes/${id}`,
      admin.token,
    );
    expect(removed.statusCode).toBe(200);
    expect(await columns('obj_vendor')).not.toHaveProperty('homepage');
  });

  it('keeps data through a rename, and refuses to drop or retype a column that holds data', async () => {
    await sql`insert into obj_vendor (org_id, name, rating) values (1, 'Acme', 5)`.execute(t.db);
    const rating = (await definition('vendor')).attributes.find((a) => a.name === 'rating');
    if (!rating) throw new Error('rating missing');
    await call('PUT', `administration/creator/objects/vendor/attributes/${rating.id}`, admin.token, {
      name: 'score',
    });
    const row = await sql<{ score: string }>`select score from obj_vendor where name = 'Acme'`.execute(t.db);
    expect(Number(row.rows[0]?.score)).toBe(5);

    const drop = await call(
      'DELETE',
      `administration/creator/objects/vendor/attributes/${rating.id}`,
      admin.token,
    );
    expect(drop.statusCode).toBe(409);
    expect(drop.json().message).toBe(
      "The attribute 'score' holds data in some records; clear it in those records before removing it.",
    );
    const retype = await call(
      'PUT',
      `administration/creator/objects/vendor/attributes/${rating.id}`,
      admin.token,
      {
        type: 'dateField',
      },
    );
    expect(retype.statusCode).toBe(409);
    expect(await columns('obj_vendor')).toHaveProperty('score', 'bigint');
    expect((await definition('vendor')).attributes.find((a) => a.id === rating.id)?.type).toBe('numberField');
  });

  it('indexes searchable and listed attributes, following renames and option changes', async () => {
    const indexes = async () =>
      (
        await sql<{
          indexdef: string;
        }>`select indexdef from pg_indexes where tablename = 'obj_vendor'`.execute(t.db)
      ).rows.map((row) => row.indexdef);
    expect((await indexes()).some((d) => d.includes('gin_trgm_ops') && d.includes('(name'))).toBe(true);
    const added = await call('POST', 'administration/creator/objects/vendor/attributes', admin.token, {
      name: 'city',
      label: 'City',
      type: 'singleLine',
      options: { listed: true },
    });
    expect((await indexes()).some((d) => d.includes('(org_id, city, id)'))).toBe(true);
    await call('PUT', `administration/creator/objects/vendor/attributes/${added.json().id}`, admin.token, {
      name: 'town',
    });
    const renamed = await indexes();
    expect(renamed.filter((d) => d.includes('(org_id, town, id)'))).toHaveLength(1);
    await call('PUT', `administration/creator/objects/vendor/attributes/${added.json().id}`, admin.token, {
      options: {},
    });
    expect((await indexes()).some((d) => d.includes('town'))).toBe(false);
  });

  it('allows a type change that keeps the same column', async () => {
    const name = (await definition('vendor')).attributes.find((a) => a.name === 'name');
    const response = await call(
      'PUT',
      `administration/creator/objects/vendor/attributes/${name?.id}`,
      admin.token,
      {
        type: 'multiLine',
      },
    );
    expect(response.statusCode).toBe(200);
    expect((await sql`select name from obj_vendor`.execute(t.db)).rows).toEqual([{ name: 'Acme' }]);
  });

  it('answers 404 naming what does not exist', async () => {
    const missing = await call('POST', 'administration/creator/objects/nothing/attributes', admin.token, {
      name: 'a',
      label: 'A',
      type: 'singleLine',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("There is no object named 'nothing'.");
    const definitions = await call('GET', 'def/objects/bynames?names=vendor,nothing', sam.token);
    expect(definitions.json().missing).toEqual(['nothing']);
  });
});

describe('relationships', () => {
  it('one-to-many adds a lookup field and a foreign key on the child', async () => {
    await call('POST', 'administration/creator/objects', admin.token, {
      name: 'vendor_contact',
      display_name: 'Vendor Contact',
      module: 'crm',
      attributes: [{ name: 'full_name', label: 'Full name', type: 'singleLine' }],
    });
    const response = await call('POST', 'administration/creator/relationships', admin.token, {
      name: 'contacts',
      type: 'OneToMany',
      parent_object: 'vendor',
      child_object: 'vendor_contact',
      reverse_name: 'vendor',
      foreign_key: 'vendor_id',
    });
    expect(response.statusCode).toBe(201);
    expect(await columns('obj_vendor_contact')).toHaveProperty('vendor_id', 'bigint');
    const child = await definition('vendor_contact');
    expect(child.attributes.find((a) => a.name === 'vendor_id')).toMatchObject({ type: 'lookup' });
    expect(child.relationships.vendor).toMatchObject({
      parent_object: 'vendor',
      child_object: 'vendor_contact',
    });
    expect((await definition('vendor')).relationships.contacts).toMatchObject({ type: 'OneToMany' });
    const dangling = sql`insert into obj_vendor_contact (org_id, full_name, vendor_id) values (1, 'x', 999999)`;
    await expect(dangling.execute(t.db)).rejects.toThrow(/foreign key/);
  });

  it('polymorphic parents share one (type, id) pair on the child', async () => {
    await call('POST', 'administration/creator/objects', admin.token, {
      name: 'memo',
      display_name: 'Memo',
      module: 'crm',
      attributes: [{ name: 'body', label: 'Body', type: 'multiLine' }],
    });
    for (const parent of ['vendor', 'vendor_contact']) {
      const response = await call('POST', 'administration/creator/relationships', admin.token, {
        name: 'memos',
        type: 'Polymorphic',
        parent_object: parent,
        child_object: 'memo',
        reverse_name: 'memoable',
        foreign_key: 'memoable',
      });
      expect(response.statusCode).toBe(201);
    }
    expect(await columns('obj_memo')).toMatchObject({ memoable_type: 'text', memoable_id: 'bigint' });
    expect((await definition('memo')).attributes.filter((a) => a.type === 'polymorphParent')).toHaveLength(1);
  });

  it('refuses a relationship without the relations permission', async () => {
    const ada = await signIn(t.app, 'ada.lovelace@atrium.local');
    const response = await call('POST', 'administration/creator/relationships', ada.token, {
      name: 'more',
      type: 'OneToMany',
      parent_object: 'vendor',
      child_object: 'memo',
      reverse_name: 'vendor2',
      foreign_key: 'vendor2_id',
    });
    expect(response.statusCode).toBe(403);
    expect(await columns('obj_memo')).not.toHaveProperty('vendor2_id');
  });
});
