import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from './model-cache';
import type { RecordModel } from './record-model';
import { type RecordsDeps, requireVerb } from './records.service';
import { runWrite, runWrites } from './write-pipeline/run-write';

async function orderingModel(
  deps: RecordsDeps,
  auth: AuthContext,
  module: string,
  objectName: string,
): Promise<RecordModel> {
  const model = await loadModel(deps.db, objectName);
  if (model.object.module !== module) {
    throw new AppError('NOT_FOUND', `'${objectName}' is not an object of the '${module}' module.`);
  }
  requireVerb(auth, objectName, 'edit');
  if (!model.object.has_ordering) {
    throw new AppError('UNPROCESSABLE', `${model.object.display_name} records have no order to change.`);
  }
  return model;
}

/**
 * Moves one record just before or after another: its sort_order becomes the midpoint between the
 * target and the target's neighbour on that side, so no other row is rewritten.
 */
export async function moveRecord(
  deps: RecordsDeps,
  auth: AuthContext,
  request: { module: string; object: string; id: number; targetId: number; position: 'before' | 'after' },
): Promise<{ id: number; sort_order: number }> {
  const model = await orderingModel(deps, auth, request.module, request.object);
  if (request.id === request.targetId)
    throw new AppError('BAD_REQUEST', 'A record cannot be moved next to itself.');
  const table = sql.table(model.table);
  // Where the record goes is read inside the write's transaction, after the record is authorized.
  const place = async (tx: Db): Promise<number> => {
    const target = await sql<{
      sort_order: number | null;
    }>`select sort_order from ${table} where id = ${request.targetId}`.execute(tx);
    if (!target.rows[0])
      throw new AppError(
        'NOT_FOUND',
        `There is no ${model.object.display_name} with id ${request.targetId}.`,
      );
    // A record never ordered before sorts by id: give it its id as a starting place.
    const anchor = Number(target.rows[0].sort_order ?? request.targetId);
    const neighbour =
      request.position === 'before'
        ? await sql<{
            n: number | null;
          }>`select max(coalesce(sort_order, id)) as n from ${table} where coalesce(sort_order, id) < ${anchor} and id <> ${request.id}`.execute(
            tx,
          )
        : await sql<{
            n: number | null;
          }>`select min(coalesce(sort_order, id)) as n from ${table} where coalesce(sort_order, id) > ${anchor} and id <> ${request.id}`.execute(
            tx,
          );
    const other = neighbour.rows[0]?.n;
    return other === null || other === undefined
      ? anchor + (request.position === 'before' ? -1 : 1)
      : (anchor + Number(other)) / 2;
  };
  let sortOrder = 0;
  await runWrite(deps, auth, {
    kind: 'reorder',
    object: model.object.name,
    id: request.id,
    place: async (tx) => {
      sortOrder = await place(tx);
      return sortOrder;
    },
  });
  return { id: request.id, sort_order: sortOrder };
}

/** Sets the order of a list of records as given (a page reordered by dragging): 1, 2, 3, … */
export async function reorderByIds(
  deps: RecordsDeps,
  auth: AuthContext,
  request: { module: string; object: string; ids: number[] },
): Promise<{ ids: number[] }> {
  const model = await orderingModel(deps, auth, request.module, request.object);
  if (new Set(request.ids).size !== request.ids.length)
    throw new AppError('BAD_REQUEST', 'Each record may appear once.');
  await runWrites(
    deps,
    auth,
    request.ids.map((id, index) => ({
      kind: 'reorder' as const,
      object: model.object.name,
      id,
      place: async () => index + 1,
    })),
  );
  return { ids: request.ids };
}
