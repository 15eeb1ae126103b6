import { AppError } from '../../../platform/errors/app-error';
import { fieldsChangedSince } from '../records.repository';
import type { WriteState } from './write-state';

/**
 * Optimistic concurrency of an update: a person who saves from an older version of the record may
 * not overwrite a field someone else changed since (409 with the record as it is now). Fields nobody
 * else touched are saved: two people editing different fields never collide.
 */
export async function checkVersion(state: WriteState): Promise<void> {
  const { request, stored, tx, model } = state;
  if (request.kind !== 'update' || !stored) return;
  const clientVersion = request.version;
  if (typeof clientVersion !== 'number' || clientVersion >= Number(stored.version)) return;
  const overwritten = [...(await fieldsChangedSince(tx, request.object, request.id, clientVersion))].filter(
    (field) => field in request.values,
  );
  if (overwritten.length > 0) {
    throw new AppError(
      'CONFLICT',
      `Someone else changed ${overwritten.join(', ')} since you opened this ${model.object.display_name}. Review their change and save again.`,
      undefined,
      state.current,
    );
  }
}
