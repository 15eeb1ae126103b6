import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from './model-cache';
import type { RecordModel } from './record-model';
import { accessOf, type RecordsDeps, readRecordFor, requireVerb } from './records.service';

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

async function editable(tx: Db, model: RecordModel, auth: AuthContext, id: number): Promise<void> {
  const record = await readRecordFor(tx, model, accessOf(auth, model.object.name), id);
  if ((record.permission & 2) === 0)
    throw new AppError('FORBIDDEN', `You may not edit this ${model.object.display_name}.`);
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
  return withTenant(deps.db, auth.orgId, async (tx) => {
    await editable(tx, model, auth, request.id);
    const table = sql.table(model.table);
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
    const sortOrder =
      other === null || other === undefined
        ? anchor + (request.position === 'before' ? -1 : 1)
        : (anchor + Number(other)) / 2;
    await sql`update ${table} set sort_order = ${sortOrder}, version = version + 1, updated_at = now() where id = ${request.id}`.execute(
      tx,
    );
    return { id: request.id, sort_order: sortOrder };
  });
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
  return withTenant(deps.db, auth.orgId, async (tx) => {
    for (const [index, id] of request.ids.entries()) {
      await editable(tx, model, auth, id);
      await sql`update ${sql.table(model.table)} set sort_order = ${index + 1}, version = version + 1, updated_at = now() where id = ${id}`.execute(
        tx,
      );
    }
    return { ids: request.ids };
  });
}
