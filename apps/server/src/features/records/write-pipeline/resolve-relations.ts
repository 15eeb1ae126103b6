import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import { accessOf, readableSql } from '../record-access';
import type { StoredField } from '../record-model';
import type { WriteState } from './write-state';

/** A record id as sent: a positive whole number, or decimal digits. Anything else is the validator's. */
function idOf(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Whether the writer can read record `id` of `object`: same organization (row-level security) and access. */
async function readable(state: WriteState, object: string, id: number): Promise<boolean> {
  const access = accessOf(state.auth, object);
  const found = await sql`select 1 from ${sql.table(objectTableName(object))} as t
    where t.id = ${id} and ${readableSql(object, access)}`.execute(state.tx);
  return found.rows.length > 0;
}

async function lookupProblem(state: WriteState, field: StoredField, value: unknown) {
  const id = idOf(value);
  const parent = field.references?.object;
  if (id === undefined || !parent) return undefined;
  return (await readable(state, parent, id)) ? undefined : `There is no ${field.label} with id ${id}.`;
}

async function parentProblem(state: WriteState, field: StoredField, value: unknown) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { type, id: rawId } = value as { type?: unknown; id?: unknown };
  const id = idOf(rawId);
  if (typeof type !== 'string' || id === undefined) return undefined;
  const allowed = field.parentObjects ?? [];
  if (!allowed.includes(type)) {
    return allowed.length > 0
      ? `${field.label} must be a record of ${allowed.join(', ')}, not '${type}'.`
      : `${field.label} has no parent objects to point at.`;
  }
  return (await readable(state, type, id))
    ? undefined
    : `There is no ${type} with id ${id} for ${field.label}.`;
}

/**
 * Pipeline step, resolve relations: every lookup and polymorphic parent a create or update sets names a
 * record the writer can read, in the same organization: for a polymorphic parent, of one of the
 * objects its relationships allow. What only the server can know; a malformed value is left to the
 * validator, which says what it must look like. Problems are told with the validator's (step 3).
 */
export async function resolveRelations(state: WriteState): Promise<void> {
  const { request, model } = state;
  if (request.kind !== 'create' && request.kind !== 'update') return;
  for (const [name, value] of Object.entries(request.values)) {
    const field = model.fields.get(name);
    if (!field || value === null || value === undefined || value === '') continue;
    const problem =
      field.storage === 'reference'
        ? await lookupProblem(state, field, value)
        : field.storage === 'polymorphicReference'
          ? await parentProblem(state, field, value)
          : undefined;
    if (problem) state.errors[name] = [problem];
  }
}
