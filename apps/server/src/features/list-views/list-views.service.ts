import { BOARD_GROUPING_TYPES, type ListViewAnswer, type ListViewPreference } from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from '../records/model-cache';
import { requireVerb } from '../records/write-pipeline/authorize';

/** Only someone who may list the object keeps a view of it; an unknown object is 404 (loadModel). */
async function checkedModel(db: Db, auth: AuthContext, object: string) {
  requireVerb(auth, object, 'view');
  return loadModel(db, object);
}

/** The caller's last view of the object's list in the active organization, or null. */
export async function readListView(db: Db, auth: AuthContext, object: string): Promise<ListViewAnswer> {
  await checkedModel(db, auth, object);
  const row = await withTenant(db, auth.orgId, (tx) =>
    tx
      .selectFrom('list_view_preferences')
      .select(['view', 'group_by'])
      .where('org_id', '=', auth.orgId)
      .where('user_id', '=', auth.user.id)
      .where('object', '=', object)
      .executeTakeFirst(),
  );
  if (!row || (row.view !== 'grid' && row.view !== 'board')) return { preference: null };
  return { preference: { view: row.view, groupBy: row.group_by } };
}

/** Keeps the caller's view; the board's field must be one of the object's status or single-select fields. */
export async function saveListView(
  db: Db,
  auth: AuthContext,
  object: string,
  preference: ListViewPreference,
): Promise<ListViewAnswer> {
  const model = await checkedModel(db, auth, object);
  if (preference.groupBy !== null) {
    const field = model.fields.get(preference.groupBy);
    if (!field || !BOARD_GROUPING_TYPES.has(field.type)) {
      const message = `${model.object.display_name} has no status or single-select field '${preference.groupBy}' to group a board by.`;
      throw new AppError('UNPROCESSABLE', message, { groupBy: [message] });
    }
  }
  if (preference.view === 'board' && preference.groupBy === null) {
    const message = 'A board needs the field it is grouped by.';
    throw new AppError('UNPROCESSABLE', message, { groupBy: [message] });
  }
  await withTenant(db, auth.orgId, (tx) =>
    tx
      .insertInto('list_view_preferences')
      .values({
        org_id: auth.orgId,
        user_id: auth.user.id,
        object,
        view: preference.view,
        group_by: preference.groupBy,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['org_id', 'user_id', 'object'])
          .doUpdateSet({ view: preference.view, group_by: preference.groupBy, updated_at: new Date() }),
      )
      .execute(),
  );
  return { preference };
}
