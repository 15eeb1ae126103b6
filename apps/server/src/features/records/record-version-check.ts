import type { RecordData } from '@atrium/core';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { RecordModel } from './record-model';
import { fieldsChangedSince } from './records.repository';

/** Row versions are `integer` columns: a larger number was never given out and cannot be bound. */
const VERSION_MAX = 2_147_483_647;

/**
 * The version an update says it started from. Absent, the update is a blind write of the fields it
 * sends (docs/api/records.md says why); present, it must be the whole number the record was read
 * with: a string, `null`, `1.5` or `0` is a mistake to report, never a version to guess.
 */
export function baseVersionOf(body: Record<string, unknown>): number | undefined {
  if (!Object.hasOwn(body, 'version')) return undefined;
  const version = body.version;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1 || version > VERSION_MAX) {
    const message = 'version must be the version of the record you loaded, a whole number such as 3.';
    throw new AppError('UNPROCESSABLE', message, { version: [message] });
  }
  return version;
}

export interface VersionCheck {
  model: RecordModel;
  id: number;
  /** What `baseVersionOf` read from the body. */
  base: number | undefined;
  /** The stored row's version, read under the row lock. */
  stored: number;
  /** The names the update writes. */
  changes: readonly string[];
  /** The record as it is now, sent back with a 409 so the client can show what changed. */
  current: RecordData;
}

/**
 * Refuses an update built on a version that is stale for a field it writes (someone else changed that
 * field since), or that this record never had (a version from the future cannot be trusted at all).
 */
export async function checkBaseVersion(tx: Db, check: VersionCheck): Promise<void> {
  const { model, id, base, stored, current } = check;
  if (base === undefined || base === stored) return;
  const name = model.object.display_name;
  if (base > stored) {
    throw new AppError(
      'CONFLICT',
      `This ${name} is at version ${stored}; version ${base} was never saved. Reload it and save again.`,
      { version: [`The current version is ${stored}.`] },
      current,
    );
  }
  const changedSince = await fieldsChangedSince(tx, model.object.name, id, base);
  const overwritten = check.changes.filter((field) => changedSince.has(field));
  if (overwritten.length > 0) {
    throw new AppError(
      'CONFLICT',
      `Someone else changed ${overwritten.join(', ')} since you opened this ${name}. Review their change and save again.`,
      undefined,
      current,
    );
  }
}
