import { AppError } from '../../../platform/errors/app-error';
import { fieldsChangedSince } from '../records.repository';
import type { WriteState } from './write-state';

/** Row versions are `integer` columns: a larger number was never given out and cannot be bound. */
const VERSION_MAX = 2_147_483_647;

/**
 * The version an update says it started from, read before anything else. Absent, the update is a
 * blind write of the fields it sends (docs/api/records.md says why); present, it must be the whole
 * number the record was read with: a string, `null`, `1.5` or `0` is a mistake to report (422),
 * never a version to guess.
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

/**
 * Pipeline step, optimistic concurrency of an update: a person who saves from an older version may not
 * overwrite a field someone else changed since (409 with the record as it is now); fields nobody else
 * touched are saved, so two people editing different fields never collide. A version newer than the
 * record's was never given out and cannot be trusted at all.
 */
export async function checkVersion(state: WriteState): Promise<void> {
  const { request, stored, tx, model } = state;
  if (request.kind !== 'update' || !stored) return;
  const base = request.version;
  const current = Number(stored.version);
  if (base === undefined || base === current) return;
  const name = model.object.display_name;
  if (base > current) {
    throw new AppError(
      'CONFLICT',
      `This ${name} is at version ${current}; version ${base} was never saved. Reload it and save again.`,
      { version: [`The current version is ${current}.`] },
      state.current,
    );
  }
  const changedSince = await fieldsChangedSince(tx, request.object, request.id, base);
  const overwritten = Object.keys(request.values).filter((field) => changedSince.has(field));
  if (overwritten.length > 0) {
    throw new AppError(
      'CONFLICT',
      `Someone else changed ${overwritten.join(', ')} since you opened this ${name}. Review their change and save again.`,
      undefined,
      state.current,
    );
  }
}
