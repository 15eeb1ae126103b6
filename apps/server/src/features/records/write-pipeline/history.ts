import type { AuthContext } from '../../../platform/auth/request-context';
import type { Db } from '../../../platform/db/database';
import { sealHistoryValue } from '../record-encryption';
import type { StoredField } from '../record-model';
import { insertHistory } from '../records.repository';
import type { HistoryNote, WriteState } from './write-state';

/** An attribute's value in a record as the API answers it (a polymorphic parent from its two columns). */
function valueIn(record: Readonly<Record<string, unknown>> | undefined, field: StoredField): unknown {
  if (!record) return null;
  if (field.storage === 'polymorphicReference') {
    const id = record[`${field.name}_id`];
    return id === null || id === undefined ? null : { type: record[`${field.name}_type`], id: Number(id) };
  }
  return record[field.name] ?? null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Per tracked attribute the write changed: its value before and after. */
function trackedChanges(state: WriteState): { field: StoredField; before: unknown; after: unknown }[] {
  const { request, model } = state;
  const tracked = [...model.fields.values()].filter((field) => field.options.enableHistoryTracking === true);
  if (tracked.length === 0) return [];
  const changes: { field: StoredField; before: unknown; after: unknown }[] = [];
  for (const field of tracked) {
    if (request.kind === 'create' || request.kind === 'update') {
      if (!Object.hasOwn(state.values, field.name)) continue;
      const before = request.kind === 'update' ? valueIn(state.current, field) : null;
      const after = state.values[field.name] ?? null;
      if (!same(before, after)) changes.push({ field, before, after });
    } else if (request.kind === 'duplicate' || request.kind === 'version') {
      // The copy starts with the source's values: each tracked one is set, from nothing.
      const after = valueIn(state.result, field);
      if (after !== null) changes.push({ field, before: null, after });
    }
  }
  return changes;
}

async function insertFieldHistory(
  tx: Db,
  state: WriteState,
  recordId: number,
  action: string,
): Promise<void> {
  const rows = trackedChanges(state).map(({ field, before, after }) => ({
    org_id: state.auth.orgId,
    object: state.request.object,
    record_id: recordId,
    attribute: field.name,
    action,
    old_value: before === null ? null : JSON.stringify(sealHistoryValue(field, before)),
    new_value: after === null ? null : JSON.stringify(sealHistoryValue(field, after)),
    user_id: state.auth.user.id,
  }));
  if (rows.length > 0) await tx.insertInto('record_field_history').values(rows).execute();
}

/**
 * The note with encrypted attributes' values sealed: an update's old value is the one the writer read
 * (the stored column is ciphertext already, and is not sealed twice), every new value is sealed.
 */
function sealedNote(state: WriteState, note: HistoryNote): HistoryNote {
  const { model, request } = state;
  const changes = { ...note.changes };
  for (const [name, change] of Object.entries(note.changes)) {
    const field = model.fields.get(name);
    if (!field?.encrypted) continue;
    changes[name] =
      request.kind === 'update' && Array.isArray(change)
        ? [sealHistoryValue(field, valueIn(state.current, field)), sealHistoryValue(field, change[1])]
        : sealHistoryValue(field, change);
  }
  return { ...note, changes };
}

/**
 * Keeps one `record_history` row: who did what to the record, at which version (what `checkVersion`
 * reads). The history step keeps every write's; a change of the record's system columns made beside
 * the write steps (a new owner, record-permissions.service.ts) is kept through here too.
 */
export async function keepRecordHistory(
  tx: Db,
  auth: AuthContext,
  ref: { object: string; recordId: number },
  note: HistoryNote,
): Promise<void> {
  await insertHistory(tx, {
    orgId: auth.orgId,
    object: ref.object,
    recordId: ref.recordId,
    version: note.version,
    action: note.action,
    changes: note.changes,
    userId: auth.user.id,
  });
}

/**
 * Pipeline step, history: what persist noted is kept, with who did it, at the record's version; and every
 * change of an attribute marked `enableHistoryTracking`, old and new value, one row per attribute.
 * Runs after the record is read back, so a copy's tracked values are those it was stored with.
 */
export async function history(state: WriteState): Promise<void> {
  const { history: note, id, auth, request } = state;
  if (!note || id === undefined) return;
  await keepRecordHistory(state.tx, auth, { object: request.object, recordId: id }, sealedNote(state, note));
  const copied = { duplicate: 'duplicated', version: 'versioned' } as const;
  const action =
    request.kind === 'duplicate' || request.kind === 'version' ? copied[request.kind] : note.action;
  await insertFieldHistory(state.tx, state, id, action);
}
