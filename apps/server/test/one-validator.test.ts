import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type LoginAnswer, type ObjectDefinition, type RecordData, validateRecordValues } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue 15.3: core's validator of record writes is the only one. What a write answers is exactly what
 * `validateRecordValues` answers for the same definition and values, and what it stores is core's
 * normalised form of them; no module of the server judges values with core's lower-level checks.
 */
let t: TestApp;
let admin: LoginAnswer;
let definition: ObjectDefinition;

const items = (...values: string[]) => values.map((value) => ({ value, name: value }));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  const created = await apiCall(t.app, 'POST', 'administration/creator/objects', admin.token, {
    name: 'sample',
    display_name: 'Sample',
    module: 'crm',
    label_attribute: 'title',
    attributes: [
      { name: 'title', label: 'Title', type: 'singleLine', options: { required: true, limits: { max: 10 } } },
      { name: 'mail', label: 'Mail', type: 'email' },
      { name: 'staff', label: 'Staff', type: 'numberField', options: { disableNegative: true } },
      { name: 'taken', label: 'Taken', type: 'dateField' },
      { name: 'at', label: 'At', type: 'timeField' },
      { name: 'done', label: 'Done', type: 'checkbox' },
      { name: 'kind', label: 'Kind', type: 'singleSelect', options: { items: items('soil', 'water') } },
      { name: 'tags', label: 'Tags', type: 'multiSelect', options: { items: items('cold', 'dry') } },
    ],
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const answer = await apiCall(t.app, 'GET', 'def/objects/bynames?names=sample', admin.token);
  const found = answer.json<{ data: ObjectDefinition[] }>().data[0];
  if (!found) throw new Error(answer.body);
  definition = found;
});
afterAll(async () => t.close());

const total = async () => (await apiCall(t.app, 'GET', 'records/sample', admin.token)).json().total as number;

describe('one validator of record writes', () => {
  it('answers a refused create with exactly core’s errors, and writes nothing', async () => {
    const values = {
      title: 'A title far too long',
      mail: 'x@.example',
      staff: -3,
      taken: '2026-02-30',
      at: '25:00',
      done: 'maybe',
      kind: 'Soil',
      tags: ['cold', 'wet'],
      colour: 'red',
    };
    const before = await total();
    const response = await apiCall(t.app, 'POST', 'records/sample', admin.token, values);
    expect(response.statusCode).toBe(422);
    const core = validateRecordValues({ definition, values, mode: 'create' });
    expect(Object.keys(core.errors).sort()).toEqual(Object.keys(values).sort());
    expect(response.json().errors).toEqual(core.errors);
    expect(response.json().errors.staff).toEqual(['Staff must be at least 0.']);
    expect(await total()).toBe(before);
  });

  it('stores core’s normalised values', async () => {
    const values = {
      title: '  Pond ',
      mail: ' lab@example.com ',
      staff: '12',
      taken: '2026-03-04T10:00:00Z',
      at: '09:05',
      done: 'true',
      kind: 'water',
      tags: '["dry"]',
    };
    const response = await apiCall(t.app, 'POST', 'records/sample', admin.token, values);
    expect(response.statusCode).toBe(201);
    const core = validateRecordValues({ definition, values, mode: 'create' });
    expect(core.errors).toEqual({});
    const record = response.json<RecordData>();
    expect(record).toMatchObject({
      mail: core.values.mail,
      staff: core.values.staff,
      taken: core.values.taken,
      at: core.values.at,
      kind: 'water',
      tags: ['dry'],
    });
    expect(core.values).toMatchObject({ mail: 'lab@example.com', taken: '2026-03-04', at: '09:05:00' });
  });

  it('judges only the attributes an update sends, as core does', async () => {
    const created = await apiCall(t.app, 'POST', 'records/sample', admin.token, { title: 'Well' });
    const record = created.json<RecordData>();
    const values = { title: '', staff: '1e3' };
    const response = await apiCall(t.app, 'PUT', `records/sample/${record.id}`, admin.token, {
      version: record.version,
      ...values,
    });
    expect(response.statusCode).toBe(422);
    const core = validateRecordValues({ definition, values, mode: 'update', previous: record });
    expect(response.json().errors).toEqual(core.errors);
    expect(core.errors).toEqual({ title: ['Title is required.'], staff: [expect.any(String)] });
  });
});

describe('the server judges record values only through core’s validator of writes', () => {
  const source = path.resolve(import.meta.dirname, '../src');
  const files = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return files(full);
      return entry.name.endsWith('.ts') ? [full] : [];
    });
  /** Core's lower-level checks: a module calling one would be a second validator. */
  const LOWER = /\b(?:buildRecordValidator|FIELD_CHECKS|formFieldsOf)\b/;

  it('finds no module that uses core’s lower-level checks', () => {
    const users = files(source)
      .filter((file) => LOWER.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(source, file));
    expect(users).toEqual([]);
  });

  it('recognises such a use', () => {
    expect(LOWER.test("import { buildRecordValidator } from '@atrium/core';")).toBe(true);
    expect(LOWER.test('const check = FIELD_CHECKS[type];')).toBe(true);
    expect(LOWER.test('buildRecordWriteValidator(definition, form)')).toBe(false);
  });
});
