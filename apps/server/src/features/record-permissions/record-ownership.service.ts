import { type OwnershipTransferBody, objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import type { Realtime } from '../../platform/realtime/realtime';
import { type AdminConcern, adminScope, containsPattern } from '../administration/admin-scope';
import { loadModel } from '../records/model-cache';
import { ownerChangedEvents, publishCommitted } from '../records/write-pipeline/events';
import { keepRecordHistory } from '../records/write-pipeline/history';
import { persistOwnerOfAll } from '../records/write-pipeline/persist';
import type { PendingEvent } from '../records/write-pipeline/write-state';

/** Record access administration: `admin:record_permissions` in the organization the call acts in. */
export const RECORD_ACCESS_CONCERN: AdminConcern = {
  superAdmin: 'superadmin:manage-users',
  admin: 'admin:record_permissions',
};

const SEARCH_LIMIT = 50;

/** Every object: an administrator of record access manages any object's records in their organization. */
export async function administeredObjects(db: Db, auth: AuthContext) {
  await adminScope(db, auth, RECORD_ACCESS_CONCERN);
  const data = await db
    .selectFrom('objects')
    .select(['name', 'display_name', 'module'])
    .orderBy('display_name')
    .execute();
  return { data };
}

/** The organization's members, for choosing whose records move and to whom. */
export async function organizationMembers(db: Db, auth: AuthContext) {
  await adminScope(db, auth, RECORD_ACCESS_CONCERN);
  const data = await db
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.email'])
    .where('m.org_id', '=', auth.orgId)
    .orderBy('u.name')
    .execute();
  return { data };
}

/**
 * Records of one object in the organization, found by their label or id, with owner and whether grants
 * restrict them: at most 50, newest first. Needs no object permission, only record access administration.
 */
export async function searchRecords(db: Db, auth: AuthContext, object: string, search: string) {
  await adminScope(db, auth, RECORD_ACCESS_CONCERN);
  const model = await loadModel(db, object);
  const labelName = model.object.label_attribute;
  const labelField = labelName ? model.fields.get(labelName) : undefined;
  // An encrypted label attribute is only ciphertext in SQL: such records are found by id alone.
  const label =
    labelField?.storage === 'text' && !labelField.encrypted
      ? sql.ref(`r.${labelField.name}`)
      : sql<string>`null`;
  const text = search.trim();
  const match =
    text === ''
      ? sql`true`
      : /^\d{1,9}$/.test(text)
        ? sql`(r.id = ${Number(text)} or ${label}::text ilike ${containsPattern(text)})`
        : sql`${label}::text ilike ${containsPattern(text)}`;
  return withTenant(db, auth.orgId, async (tx) => {
    const result = await sql<{
      id: number;
      label: string | null;
      owner_id: number | null;
      owner_name: string | null;
      restricted: boolean;
    }>`select r.id, ${label}::text as label, r.owner_id, u.name as owner_name, r.restricted
      from ${sql.table(objectTableName(object))} as r left join users as u on u.id = r.owner_id
      where ${match} order by r.id desc limit ${SEARCH_LIMIT}`.execute(tx);
    return { data: result.rows.map((row) => ({ ...row, id: Number(row.id) })) };
  });
}

async function requireUser(tx: Db, id: number, field: string): Promise<void> {
  const user = await tx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND', `There is no user ${id}.`, { [field]: ['No such user.'] });
}

/**
 * Hands every record `from_user_id` owns in the organization the call acts in (of the objects named,
 * else of every object) to `to_user_id`, a member of it, in one transaction; each record's version
 * moves on and its history keeps `owner changed` by the caller, as a single transfer does. Once committed,
 * each moved record is announced on its channel (write-pipeline/events.ts).
 */
export async function transferAllOwnership(
  deps: { db: Db; realtime: Realtime },
  auth: AuthContext,
  body: OwnershipTransferBody,
) {
  const { db } = deps;
  await adminScope(db, auth, RECORD_ACCESS_CONCERN);
  if (body.from_user_id === body.to_user_id) {
    throw new AppError('UNPROCESSABLE', 'Choose two different people.', {
      to_user_id: ['The new owner is the current owner.'],
    });
  }
  const known = await db.selectFrom('objects').select('name').orderBy('name').execute();
  const names = known.map((row) => row.name);
  const objects = body.objects && body.objects.length > 0 ? [...new Set(body.objects)] : names;
  const unknown = objects.filter((name) => !names.includes(name));
  if (unknown.length > 0) {
    throw new AppError('UNPROCESSABLE', `There is no object ${unknown.join(', ')}.`, {
      objects: unknown.map((name) => `'${name}' is not an object.`),
    });
  }
  for (const name of objects) await loadModel(db, name);
  const events: PendingEvent[] = [];
  const answer = await withTenant(db, auth.orgId, async (tx) => {
    await requireUser(tx, body.from_user_id, 'from_user_id');
    await requireUser(tx, body.to_user_id, 'to_user_id');
    const member = await tx
      .selectFrom('memberships')
      .select('user_id')
      .where('user_id', '=', body.to_user_id)
      .where('org_id', '=', auth.orgId)
      .executeTakeFirst();
    if (!member) {
      throw new AppError('UNPROCESSABLE', 'The new owner must be a member of this organization.', {
        to_user_id: ['Not a member of this organization.'],
      });
    }
    const data: { object: string; count: number }[] = [];
    for (const object of objects) {
      const moved = await persistOwnerOfAll(tx, object, body.from_user_id, body.to_user_id);
      for (const record of moved) {
        await keepRecordHistory(
          tx,
          auth,
          { object, recordId: record.id },
          {
            action: 'owner changed',
            changes: { owner_id: [body.from_user_id, body.to_user_id] },
            version: record.version,
          },
        );
      }
      if (moved.length > 0) data.push({ object, count: moved.length });
      events.push(
        ...ownerChangedEvents(
          auth.orgId,
          object,
          moved.map((record) => ({ ...record, ownerId: body.to_user_id })),
        ),
      );
    }
    return { data, total: data.reduce((sum, row) => sum + row.count, 0) };
  });
  publishCommitted(deps.realtime, events);
  return answer;
}
