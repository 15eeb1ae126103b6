import {
  decryptText,
  encryptText,
  isEncryptedText,
  UnreadableValueError,
} from '../../platform/crypto/field-cipher';
import { fieldKeyring } from '../../platform/crypto/field-keyring';
import type { RecordModel, StoredField } from './record-model';

/**
 * Attributes marked `isEncrypted` (docs/decisions/0020): sealed in the write pipeline's convert step and
 * in the history it keeps, opened on the one read path (records.repository.ts `toRecordData`) and in the
 * field history, so no route sees or stores their plaintext in the database.
 */

/** The column value of an encrypted attribute: ciphertext of its text. */
export function sealColumn(value: unknown): unknown {
  return value === null || value === undefined ? value : encryptText(fieldKeyring(), String(value));
}

/** A value kept in history (any JSON), sealed as its JSON text when the attribute is encrypted. */
export function sealHistoryValue(field: StoredField | undefined, value: unknown): unknown {
  if (!field?.encrypted || value === null || value === undefined) return value;
  return encryptText(fieldKeyring(), JSON.stringify(value));
}

/**
 * The plaintext of a sealed value, or `undefined` when it cannot be read (changed in the database, or
 * written with a key that is not configured).
 */
function openSealed(value: string): { value: string } | undefined {
  try {
    return { value: decryptText(fieldKeyring(), value) };
  } catch (error) {
    if (error instanceof UnreadableValueError) return undefined;
    throw error;
  }
}

/**
 * A value kept in the field history (jsonb, so read back parsed) as its reader gets it: a sealed one is
 * the ciphertext of its JSON text. Undefined when it cannot be read. A value that only looks sealed, of
 * an attribute that is not encrypted, is someone's text and is answered as it is.
 */
export function openHistoryValue(
  field: StoredField | undefined,
  kept: unknown,
): { value: unknown } | undefined {
  if (!isEncryptedText(kept)) return { value: kept };
  const opened = openSealed(kept);
  if (opened) return { value: JSON.parse(opened.value) as unknown };
  return field?.encrypted ? undefined : { value: kept };
}

/**
 * Decrypts a record's encrypted attributes in place for its reader. A value that cannot be read is
 * answered as null and named in `_unreadable`, so the person is told instead of the call failing.
 */
export function openRecord(model: RecordModel, record: Record<string, unknown>): void {
  const unreadable: string[] = [];
  for (const field of model.fields.values()) {
    if (!field.encrypted || !Object.hasOwn(record, field.name)) continue;
    const value = record[field.name];
    if (value === null || value === undefined) continue;
    // Every value of an encrypted column was sealed (the option cannot be turned on over data): text
    // that is not is as unreadable as ciphertext that was changed.
    const opened = isEncryptedText(value) ? openSealed(value) : undefined;
    if (opened) record[field.name] = opened.value;
    else {
      record[field.name] = null;
      unreadable.push(field.name);
    }
  }
  if (unreadable.length > 0) record._unreadable = unreadable;
}

/** Whether any attribute of the model is encrypted (most are not: their reads skip the work). */
export function hasEncryptedFields(model: RecordModel): boolean {
  for (const field of model.fields.values()) if (field.encrypted) return true;
  return false;
}
