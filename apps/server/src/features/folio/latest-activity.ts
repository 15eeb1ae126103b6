import { type ActivitySummary, type Attribute, type ObjectDefinition, storageOf } from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import type { Realtime } from '../../platform/realtime/realtime';
import { loadModel } from '../records/model-cache';
import { accessOf, listRecords, readRecordFor, requireVerb } from '../records/records.service';
import { scopeOfChildren } from './child-scope';

export const ACTIVITY_KINDS = ['call', 'appointment'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

const START_NAMES = ['starts_at', 'start_date', 'start', 'call_date', 'scheduled_at', 'date'];

/** The attribute that says when the activity starts: a conventional name first, else the first date. */
function startAttribute(child: ObjectDefinition): Attribute | undefined {
  const dates = child.attributes.filter((a) => ['date', 'datetime'].includes(storageOf(a)));
  return START_NAMES.map((name) => dates.find((a) => a.name === name)).find(Boolean) ?? dates[0];
}

interface LatestRequest {
  object: string;
  kind: ActivityKind;
  id: number;
}

/**
 * The latest call or appointment of a record, through the relationship from the record's object to an
 * object named `call` or `appointment`. Without such an object or relationship there is none: null.
 */
export async function latestActivity(
  deps: { db: Db; realtime: Realtime },
  auth: AuthContext,
  request: LatestRequest,
): Promise<ActivitySummary | null> {
  const parent = await loadModel(deps.db, request.object);
  requireVerb(auth, request.object, 'view');
  await withTenant(deps.db, auth.orgId, (tx) =>
    readRecordFor(tx, parent, accessOf(auth, request.object), request.id),
  );
  const relation = Object.values(parent.object.relationships).find(
    (r) => r.parent_object === request.object && r.child_object === request.kind,
  );
  if (!relation) return null;
  const child = await loadModel(deps.db, request.kind);
  const start = startAttribute(child.object);
  const answer = await listRecords(
    deps,
    auth,
    request.kind,
    {
      page: 1,
      pageSize: 1,
      sorting: [{ columnName: start?.name ?? 'created_at', direction: 'desc' }],
    },
    scopeOfChildren(relation, request.object, request.id),
  );
  const latest = answer.data[0];
  if (!latest) return null;
  const ownerId = Number(latest.owner_id);
  const owner = Number.isInteger(ownerId)
    ? await deps.db.selectFrom('users').select('name').where('id', '=', ownerId).executeTakeFirst()
    : undefined;
  const label = child.object.label_attribute ? latest[child.object.label_attribute] : undefined;
  const startValue = latest[start?.name ?? 'created_at'];
  return {
    id: latest.id,
    object: request.kind,
    subject: typeof label === 'string' ? label : null,
    start_date: startValue === null || startValue === undefined ? null : String(startValue),
    owner_name: owner?.name ?? null,
  };
}
