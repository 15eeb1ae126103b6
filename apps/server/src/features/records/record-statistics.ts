import { countsByDefault, GROUPABLE_STORAGES } from '@atrium/core';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from './model-cache';
import { readableInBulkSql } from './record-access';
import { accessOf, type RecordsDeps, requireVerb } from './records.service';

/**
 * GET statistics/bar/{object}?groupBy=attribute: how many records the person may see, per value of
 * one attribute (the first choice field when none is named), largest groups first, at most 50.
 */
export async function barStatistics(
  deps: RecordsDeps,
  auth: AuthContext,
  objectName: string,
  groupBy: string | undefined,
) {
  const model = await loadModel(deps.db, objectName);
  requireVerb(auth, objectName, 'view');
  const field = groupBy
    ? model.fields.get(groupBy)
    : [...model.fields.values()].find((f) => countsByDefault(f.type));
  if (field?.encrypted) {
    throw new AppError(
      'UNPROCESSABLE',
      `${model.object.display_name} cannot be counted by '${field.name}': its values are encrypted.`,
    );
  }
  if (!field || !GROUPABLE_STORAGES.has(field.storage)) {
    throw new AppError(
      'BAD_REQUEST',
      `${model.object.display_name} cannot be counted by '${groupBy ?? '(no choice field)'}'.`,
    );
  }
  return withTenant(deps.db, auth.orgId, async (tx) => {
    const readable = readableInBulkSql(objectName, accessOf(auth, objectName));
    const column = sql.ref(`t.${field.name}`);
    const rows = await sql<{ label: string | null; value: number }>`
      select ${column}::text as label, count(*)::int as value from ${sql.table(model.table)} as t
      where ${readable} group by ${column} order by value desc, label limit 50`.execute(tx);
    return { groupBy: field.name, data: rows.rows };
  });
}

/** GET statistics/brand-card/{object}: the number of records the person may see. */
export async function brandCardStatistics(deps: RecordsDeps, auth: AuthContext, objectName: string) {
  const model = await loadModel(deps.db, objectName);
  requireVerb(auth, objectName, 'view');
  return withTenant(deps.db, auth.orgId, async (tx) => {
    const readable = readableInBulkSql(objectName, accessOf(auth, objectName));
    const result = await sql<{ total: number }>`
      select count(*)::int as total from ${sql.table(model.table)} as t where ${readable}`.execute(tx);
    return { title: model.object.display_name, totalCount: result.rows[0]?.total ?? 0 };
  });
}
