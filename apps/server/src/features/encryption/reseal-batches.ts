import type { UnreadablePlace } from '@atrium/core';
import { sql } from 'kysely';
import { type FieldKeyring, resealText, UnreadableValueError } from '../../platform/crypto/field-cipher';
import type { Db } from '../../platform/db/database';
import type { EncryptedColumn } from './encrypted-columns';
import { historyStrings, jsonString, SEALED_SHAPE, sealedPrefix, sealedWithOtherKey } from './sealed-sql';

/**
 * One batch of the re-encryption job per call: read up to BATCH rows holding values sealed with another
 * key, re-seal them in memory, write them back in one statement that changes a row only where it still
 * holds the ciphertext that was read (compare-and-swap), so a save made in between is never overwritten.
 * Each statement commits on its own: a million rows never sit in one transaction, and a killed job
 * starts again where the data says (values already re-sealed no longer match).
 */
export const BATCH = 500;

export interface BatchOutcome {
  /** Values looked at. */
  seen: number;
  resealed: number;
  /** Values a save changed between the read and the write. */
  changed: number;
  unreadable: UnreadablePlace[];
  /** The id to continue after; undefined when this batch was the last. */
  next: string | undefined;
}

/** The value re-sealed with the current key, or undefined when no configured key opens it. */
function reseal(keyring: FieldKeyring, stored: string): string | undefined {
  try {
    return resealText(keyring, stored);
  } catch (error) {
    if (error instanceof UnreadableValueError) return undefined;
    throw error;
  }
}

const nextAfter = (rows: readonly { id: string }[]) =>
  rows.length === BATCH ? rows[rows.length - 1]?.id : undefined;

/** What one batch of a column read: the re-sealed values to write, and the values no key opens. */
export interface ColumnBatchPlan {
  column: EncryptedColumn;
  seen: number;
  writes: { id: string; was: string; sealed: string }[];
  unreadable: UnreadablePlace[];
  next: string | undefined;
}

/** Reads the next batch of an encrypted column of an object table and re-seals it in memory. */
export async function planColumnBatch(
  db: Db,
  keyring: FieldKeyring,
  { column, after }: { column: EncryptedColumn; after: string },
): Promise<ColumnBatchPlan> {
  const value = sql.ref(column.column);
  const { rows } = await sql<{ id: string; value: string }>`
    select t.id::text as id, ${value} as value from ${sql.table(column.table)} as t
    where t.id > ${after}::bigint and ${sealedWithOtherKey(value, keyring.current.id)}
    order by t.id limit ${BATCH}`.execute(db);
  const plan: ColumnBatchPlan = {
    column,
    seen: rows.length,
    writes: [],
    unreadable: [],
    next: nextAfter(rows),
  };
  for (const row of rows) {
    const sealed = reseal(keyring, row.value);
    if (sealed) plan.writes.push({ id: row.id, was: row.value, sealed });
    else
      plan.unreadable.push({
        source: 'object',
        object: column.object,
        attribute: column.column,
        record_id: Number(row.id),
      });
  }
  return plan;
}

/**
 * Writes a planned batch in one statement, each row only where its column still holds the ciphertext
 * that was read. Answers how many rows it changed; the others were saved meanwhile and keep that save.
 */
export async function writeColumnBatch(db: Db, plan: ColumnBatchPlan): Promise<number> {
  if (plan.writes.length === 0) return 0;
  const { column } = plan;
  const result = await sql`
    update ${sql.table(column.table)} as t set ${sql.id(column.column)} = v.sealed
    from jsonb_to_recordset(${JSON.stringify(plan.writes)}::jsonb) as v(id bigint, was text, sealed text)
    where t.id = v.id and ${sql.id('t', column.column)} = v.was`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** One batch of an encrypted column of an object table. */
export async function resealColumnBatch(
  db: Db,
  keyring: FieldKeyring,
  where: { column: EncryptedColumn; after: string },
): Promise<BatchOutcome> {
  const plan = await planColumnBatch(db, keyring, where);
  const written = await writeColumnBatch(db, plan);
  return {
    seen: plan.seen,
    resealed: written,
    changed: plan.writes.length - written,
    unreadable: plan.unreadable,
    next: plan.next,
  };
}

interface FieldHistoryRow {
  id: string;
  object: string;
  record_id: string;
  attribute: string;
  old_text: string | null;
  new_text: string | null;
  old_raw: string | null;
  new_raw: string | null;
}

/** `record_field_history`: the old and the new value of a tracked attribute, each a sealed JSON string. */
export async function resealFieldHistoryBatch(
  db: Db,
  keyring: FieldKeyring,
  after: string,
): Promise<BatchOutcome> {
  const current = keyring.current.id;
  const oldText = jsonString(sql.ref('old_value'));
  const newText = jsonString(sql.ref('new_value'));
  const { rows } = await sql<FieldHistoryRow>`
    select id::text as id, object, record_id::text as record_id, attribute,
      ${oldText} as old_text, ${newText} as new_text, old_value::text as old_raw, new_value::text as new_raw
    from record_field_history as f
    where f.id > ${after}::bigint
      and (${sealedWithOtherKey(oldText, current)} or ${sealedWithOtherKey(newText, current)})
    order by f.id limit ${BATCH}`.execute(db);
  const isCandidate = (text: string | null): text is string =>
    typeof text === 'string' && SEALED_SHAPE.test(text) && !text.startsWith(sealedPrefix(current));
  const writes: Record<string, string | null>[] = [];
  const unreadable: UnreadablePlace[] = [];
  let seen = 0;
  let attempted = 0;
  for (const row of rows) {
    const sides = { old: row.old_text, new: row.new_text };
    const sealed: Record<'old' | 'new', string | null> = { old: null, new: null };
    for (const side of ['old', 'new'] as const) {
      const text = sides[side];
      if (!isCandidate(text)) continue;
      seen += 1;
      sealed[side] = reseal(keyring, text) ?? null;
      if (sealed[side] === null) {
        unreadable.push({
          source: 'field_history',
          object: row.object,
          attribute: row.attribute,
          record_id: Number(row.record_id),
        });
      } else attempted += 1;
    }
    if (sealed.old !== null || sealed.new !== null) {
      writes.push({
        id: row.id,
        old_was: row.old_raw,
        new_was: row.new_raw,
        old_sealed: sealed.old,
        new_sealed: sealed.new,
      });
    }
  }
  let resealed = 0;
  if (writes.length > 0) {
    // Per row, count the sides this statement re-sealed: a row left alone re-sealed none.
    const { rows: done } = await sql<{ n: number }>`
      update record_field_history as h
      set old_value = coalesce(to_jsonb(v.old_sealed), h.old_value),
        new_value = coalesce(to_jsonb(v.new_sealed), h.new_value)
      from jsonb_to_recordset(${JSON.stringify(writes)}::jsonb)
        as v(id bigint, old_was text, new_was text, old_sealed text, new_sealed text)
      where h.id = v.id and h.old_value::text is not distinct from v.old_was
        and h.new_value::text is not distinct from v.new_was
      returning ((v.old_sealed is not null)::int + (v.new_sealed is not null)::int) as n`.execute(db);
    resealed = done.reduce((sum, row) => sum + Number(row.n), 0);
  }
  return { seen, resealed, changed: attempted - resealed, unreadable, next: nextAfter(rows) };
}

/**
 * `record_history.changes`, a JSON object: each sealed string is replaced through a map of old to new
 * ciphertext inside Postgres, so the rest of the object (numbers of any size, order of keys) is never
 * taken apart and put back together in JavaScript.
 */
export async function resealHistoryBatch(
  db: Db,
  keyring: FieldKeyring,
  after: string,
): Promise<BatchOutcome> {
  const current = keyring.current.id;
  const strings = historyStrings(sql.ref('h.changes'));
  const { rows } = await sql<{
    id: string;
    object: string;
    record_id: string;
    was: string;
    sealed: string[];
  }>`
    select h.id::text as id, h.object, h.record_id::text as record_id, h.changes::text as was,
      (select coalesce(jsonb_agg(distinct s.v), '[]'::jsonb) from ${strings} as s
        where ${sealedWithOtherKey(sql.ref('s.v'), current)}) as sealed
    from record_history as h
    where h.id > ${after}::bigint
      and exists (select 1 from ${strings} as s where ${sealedWithOtherKey(sql.ref('s.v'), current)})
    order by h.id limit ${BATCH}`.execute(db);
  const writes: { id: string; was: string; seals: Record<string, string> }[] = [];
  const unreadable: UnreadablePlace[] = [];
  let seen = 0;
  for (const row of rows) {
    const seals: Record<string, string> = {};
    for (const stored of row.sealed) {
      seen += 1;
      const sealed = reseal(keyring, stored);
      if (sealed) seals[stored] = sealed;
      else
        unreadable.push({
          source: 'history',
          object: row.object,
          attribute: null,
          record_id: Number(row.record_id),
        });
    }
    if (Object.keys(seals).length > 0) writes.push({ id: row.id, was: row.was, seals });
  }
  const attempted = writes.reduce((sum, write) => sum + Object.keys(write.seals).length, 0);
  let resealed = 0;
  if (writes.length > 0) {
    const swapped = sql`(case when jsonb_typeof(x.value) = 'string' then v.seals -> (x.value #>> '{}') end)`;
    const { rows: done } = await sql<{ n: number }>`
      update record_history as h
      set changes = coalesce((
        select jsonb_object_agg(e.key, case jsonb_typeof(e.value)
          when 'string' then coalesce(v.seals -> (e.value #>> '{}'), e.value)
          when 'array' then (
            select coalesce(jsonb_agg(coalesce(${swapped}, x.value) order by x.i), '[]'::jsonb)
            from jsonb_array_elements(e.value) with ordinality as x(value, i))
          else e.value end)
        from jsonb_each(h.changes) as e), h.changes)
      from jsonb_to_recordset(${JSON.stringify(writes)}::jsonb) as v(id bigint, was text, seals jsonb)
      where h.id = v.id and h.changes::text = v.was
      returning (select count(*) from jsonb_object_keys(v.seals))::int as n`.execute(db);
    resealed = done.reduce((sum, row) => sum + Number(row.n), 0);
  }
  return { seen, resealed, changed: attempted - resealed, unreadable, next: nextAfter(rows) };
}
