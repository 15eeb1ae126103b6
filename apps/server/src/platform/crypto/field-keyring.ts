import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { getOrCreateSecret } from '../db/secrets';
import {
  DEVELOPMENT_KEY_ID,
  decryptText,
  encryptText,
  type FieldKey,
  type FieldKeyring,
  KEY_BYTES,
  keyringOf,
  UnreadableValueError,
} from './field-cipher';

/** What each key's check value decrypts to: proof at start that a key id still names the same key. */
const CHECK_TEXT = 'atrium-field-key-check';

let active: FieldKeyring | undefined;

/**
 * The keyring of encrypted attributes, installed once at start (buildApp) for the record layer's one
 * convert step and its read path. Asked for before start, it is a fault, not a person's mistake.
 */
export function fieldKeyring(): FieldKeyring {
  if (!active) throw new Error('The encryption keys were not opened at start.');
  return active;
}

/**
 * A configured key whose id this database already knows must be the same key: a wrong one would make
 * every value unreadable (and new ones unreadable to the right key), so the start is refused instead.
 */
async function checkKey(db: Db, key: FieldKey): Promise<void> {
  const alone = keyringOf([key]);
  const check = await getOrCreateSecret(db, `field-key-check:${key.id}`, () =>
    encryptText(alone, CHECK_TEXT),
  );
  let matches = false;
  try {
    matches = decryptText(alone, String(check)) === CHECK_TEXT;
  } catch (error) {
    if (!(error instanceof UnreadableValueError)) throw error;
  }
  if (!matches) {
    throw new Error(
      `ATRIUM_ENCRYPTION_KEY: key '${key.id}' is not the key this database's encrypted values were written with under that id. Restore the original key (give a new key a new id to rotate).`,
    );
  }
}

export interface OpenedKeyring {
  keyring: FieldKeyring;
  /** Said in the log at start when values are protected by the development key only. */
  warning: string | undefined;
}

/**
 * Checks the configured keys against the database and installs the keyring. Without configured keys
 * (never in production: loadConfig refuses that) a key generated once and kept in `platform_secrets`
 * is used: it lives beside the data, so it protects nothing at rest, which the warning says. Outside
 * production it also stays in the ring after keys are configured, so development data stays readable.
 */
export async function openFieldKeyring(
  db: Db,
  options: { configured: readonly FieldKey[] | undefined; production: boolean },
): Promise<OpenedKeyring> {
  const configured = options.configured ?? [];
  for (const key of configured) await checkKey(db, key);
  const keys = [...configured];
  if (!options.production) {
    const stored = await getOrCreateSecret(db, 'field-key-development', () =>
      randomBytes(KEY_BYTES).toString('base64'),
    );
    keys.push({ id: DEVELOPMENT_KEY_ID, key: Buffer.from(String(stored), 'base64') });
  }
  const keyring = keyringOf(keys);
  active = keyring;
  const warning =
    configured.length === 0
      ? 'ATRIUM_ENCRYPTION_KEY is not set: encrypted attributes use a development key kept in the database beside the data, which protects nothing at rest. Set ATRIUM_ENCRYPTION_KEY (required when NODE_ENV=production).'
      : undefined;
  return { keyring, warning };
}
