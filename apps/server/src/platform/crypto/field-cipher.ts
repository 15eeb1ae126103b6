import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** One AES-256 key and the id written before every value it encrypts, so keys can rotate. */
export interface FieldKey {
  id: string;
  key: Buffer;
}

/** The key new values are encrypted with (the first), and every key old values may need. */
export interface FieldKeyring {
  current: FieldKey;
  keys: ReadonlyMap<string, Buffer>;
}

/** A key id: short and free of the separator, because it is written in front of each value. */
export const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const PREFIX = 'enc';

/** Why a stored value could not be read: kept apart from faults, a reader is told the value is unreadable. */
export class UnreadableValueError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreadableValueError';
  }
}

export function keyringOf(keys: readonly FieldKey[]): FieldKeyring {
  const [current] = keys;
  if (!current) throw new Error('A keyring needs at least one key.');
  return { current, keys: new Map(keys.map((k) => [k.id, k.key])) };
}

/**
 * AES-256-GCM with a fresh random IV per value: `enc:{keyId}:{base64url(iv | tag | ciphertext)}`. GCM's
 * tag makes any change to the stored text detectable on decryption.
 */
export function encryptText(keyring: FieldKeyring, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  return `${PREFIX}:${keyring.current.id}:${sealed}`;
}

/** True for text shaped like `encryptText`'s output (not proof that it decrypts). */
export function isEncryptedText(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(`${PREFIX}:`);
}

/** The key id a stored value was encrypted with, or undefined when it is not encrypted text. */
export function keyIdOf(value: string): string | undefined {
  const [prefix, id] = value.split(':', 3);
  return prefix === PREFIX && id && KEY_ID_PATTERN.test(id) ? id : undefined;
}

/** Decrypts `encryptText`'s output; an unknown key, a malformed value or a changed one is unreadable. */
export function decryptText(keyring: FieldKeyring, stored: string): string {
  const parts = stored.split(':');
  const [prefix, id, sealed] = parts;
  if (parts.length !== 3 || prefix !== PREFIX || !id || sealed === undefined) {
    throw new UnreadableValueError('The value is not encrypted text.');
  }
  const key = keyring.keys.get(id);
  if (!key)
    throw new UnreadableValueError(`The value was encrypted with key '${id}', which is not configured.`);
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES)
    throw new UnreadableValueError('The encrypted value is cut short.');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    // GCM's only failure here is a tag that does not match: the text or the key is not the one sealed.
    throw new UnreadableValueError('The encrypted value was changed or belongs to another key.');
  }
}

/**
 * The same plaintext sealed again with the current key (rotation): a fresh IV, the current key's id in
 * front. Throws UnreadableValueError, like decryptText, when no configured key opens the value.
 */
export function resealText(keyring: FieldKeyring, stored: string): string {
  return encryptText(keyring, decryptText(keyring, stored));
}

/**
 * Reads `ATRIUM_ENCRYPTION_KEY`: comma-separated `id:base64` pairs, each key 32 bytes; the first encrypts,
 * the others only decrypt (rotation). Throws a message naming what is wrong, never the key itself.
 */
export function parseKeyList(raw: string, variable: string): FieldKey[] {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error(`${variable} names no key.`);
  const seen = new Set<string>();
  return entries.map((entry, index) => {
    const separator = entry.indexOf(':');
    const id = separator > 0 ? entry.slice(0, separator) : '';
    const encoded = entry.slice(separator + 1);
    if (!KEY_ID_PATTERN.test(id)) {
      throw new Error(
        `${variable}: key ${index + 1} must be written id:base64 with an id of letters, digits, - or _ (at most 32).`,
      );
    }
    if (id === DEVELOPMENT_KEY_ID)
      throw new Error(`${variable}: the key id '${id}' is kept for the development key.`);
    if (seen.has(id)) throw new Error(`${variable}: the key id '${id}' is given twice.`);
    seen.add(id);
    const key = Buffer.from(encoded, 'base64');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || key.length !== KEY_BYTES) {
      throw new Error(
        `${variable}: key '${id}' must be ${KEY_BYTES} random bytes in base64 (openssl rand -base64 32).`,
      );
    }
    return { id, key };
  });
}

/** The id of the key generated for a development or test database when none is configured. */
export const DEVELOPMENT_KEY_ID = 'dev';
