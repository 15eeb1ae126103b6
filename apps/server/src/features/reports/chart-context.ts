import type { FilterEntry } from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from '../records/model-cache';
import { accessOf } from '../records/record-access';
import { readRecordFor, requireVerb } from '../records/records.service';

/** The record a chart is drawn for (GET analytics/charts/generate-chart/{chart}/{object}/{id}). */
export interface ChartContext {
  object: string;
  id: number;
  /** Which of the report object's lookups to `object` to follow, when it has more than one. */
  lookup?: string;
}

/**
 * The filter that narrows a report on object R to the records related to one record of `object`: R's
 * lookup to `object` equals the record's id (an opportunity chart on an account's page counts that
 * account's opportunities). R must have such a lookup, else 422 with the reason; with several, the
 * first in the object's attribute order unless `lookup` names one. The record itself must be one the
 * caller may read: another organization's, a missing or an unreadable one answers 404 alike.
 */
export async function contextFilter(
  db: Db,
  auth: AuthContext,
  reportObject: string,
  context: ChartContext,
): Promise<FilterEntry> {
  const model = await loadModel(db, reportObject);
  const lookups = [...model.fields.values()].filter(
    (field) => field.storage === 'reference' && field.references?.object === context.object,
  );
  const lookup =
    context.lookup === undefined ? lookups[0] : lookups.find((field) => field.name === context.lookup);
  if (!lookup) {
    const reason =
      context.lookup === undefined
        ? `${model.object.display_name} has no lookup to '${context.object}': this chart cannot be shown in a ${context.object} record's context.`
        : `'${context.lookup}' is not a lookup of ${model.object.display_name} to '${context.object}'.`;
    throw new AppError('UNPROCESSABLE', reason, { object: [reason] });
  }
  const parent = await loadModel(db, context.object);
  requireVerb(auth, context.object, 'view');
  await withTenant(db, auth.orgId, (tx) =>
    readRecordFor(tx, parent, accessOf(auth, context.object), context.id),
  ).catch((error: unknown) => {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) {
      throw new AppError('NOT_FOUND', `There is no ${parent.object.display_name} with id ${context.id}.`);
    }
    throw error;
  });
  return { columnName: lookup.name, operation: 'equals', value: context.id };
}
