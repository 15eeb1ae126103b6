import { type RawBuilder, sql } from 'kysely';

/**
 * The SQL shapes of where the record layer leaves sealed values (record-encryption.ts), shared by the
 * counts and the re-encryption job so both look in exactly the same places.
 */

/** `enc:{keyId}:` — what a value sealed with that key starts with. */
export function sealedPrefix(keyId: string): string {
  return `enc:${keyId}:`;
}

/**
 * The strings of a `record_history.changes` (a JSON object) where the history step puts sealed values:
 * an attribute's value (create), or either side of its `[old, new]` pair (update). Anything else, or
 * changes that are not an object, yields nothing rather than an error.
 */
export function historyStrings(changes: RawBuilder<unknown>): RawBuilder<{ v: string }> {
  const entries = sql`jsonb_each(case when jsonb_typeof(${changes}) = 'object' then ${changes} else '{}'::jsonb end)`;
  return sql<{ v: string }>`(
    select e.value #>> '{}' as v from ${entries} as e where jsonb_typeof(e.value) = 'string'
    union all
    select x.value #>> '{}' from ${entries} as e
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(e.value) = 'array' then e.value else '[]'::jsonb end) as x
      where jsonb_typeof(x.value) = 'string')`;
}

/**
 * The shape `encryptText` writes: `enc:`, a key id, `:`, then base64url of at least IV and tag (28 bytes).
 * Only text of this shape counts as sealed, so someone's text in history that merely starts with `enc:`
 * is neither counted under a key nor reported unreadable.
 */
export const SEALED_SHAPE = /^enc:[A-Za-z0-9_-]{1,32}:[A-Za-z0-9_-]{38,}$/;

/** True for text of the sealed shape. */
export function looksSealed(text: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`(${text} ~ ${SEALED_SHAPE.source})`;
}

/** True for text sealed with a key other than `currentKeyId` (a candidate for re-sealing). */
export function sealedWithOtherKey(text: RawBuilder<unknown>, currentKeyId: string): RawBuilder<boolean> {
  return sql<boolean>`(${looksSealed(text)} and not starts_with(${text}, ${sealedPrefix(currentKeyId)}))`;
}

/** A jsonb value of `record_field_history` (old_value, new_value) as text when it is a JSON string. */
export function jsonString(value: RawBuilder<unknown>): RawBuilder<string | null> {
  return sql<string | null>`(case when jsonb_typeof(${value}) = 'string' then ${value} #>> '{}' end)`;
}
