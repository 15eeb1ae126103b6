import { objectTableName, type RecordRef } from '@atrium/core';
import { type RawBuilder, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import type { Realtime } from '../../platform/realtime/realtime';
import { loadModel } from '../records/model-cache';
import { ownerChangedEvents, publishCommitted } from '../records/write-pipeline/events';
import { keepRecordHistory } from '../records/write-pipeline/history';
import {
  persistOwner,
  persistRestricted,
  persistRestrictedWhereGranted,
} from '../records/write-pipeline/persist';
import type { GrantBody } from './record-permissions.schemas';

/** The record's owner, a super admin in super-admin mode, or a holder of admin:record_permissions. */
async function requireManager(
  tx: Db,
  auth: AuthContext,
  ref: RecordRef,
): Promise<{ ownerId: number | null }> {
  const table = sql.table(objectTableName(ref.object));
  const result = await sql<{
    owner_id: number | null;
  }>`select owner_id from ${table} where id = ${ref.recordId}`.execute(tx);
  const row = result.rows[0];
  if (!row) throw new AppError('NOT_FOUND', `There is no ${ref.object} with id ${ref.recordId}.`);
  const allowed =
    row.owner_id === auth.user.id || auth.superAdminMode || auth.permissions.has('admin:record_permissions');
  if (!allowed) {
    throw new AppError('FORBIDDEN', "Only the record's owner or an administrator may manage who can see it.");
  }
  return { ownerId: row.owner_id };
}

async function listGrants(tx: Db, ref: RecordRef) {
  const rows = await tx
    .selectFrom('record_permissions as rp')
    .leftJoin('users as u', 'u.id', 'rp.to_user_id')
    .leftJoin('roles as r', 'r.id', 'rp.to_role_id')
    .select([
      'rp.id',
      'rp.to_user_id as to_user',
      'u.name as to_user_display',
      'rp.to_role_id as to_role',
      'r.name as to_role_display',
      'rp.level as permission',
    ])
    .where('rp.object', '=', ref.object)
    .where('rp.record_id', '=', ref.recordId)
    .orderBy('rp.id')
    .execute();
  // bigserial ids come back as strings from node-postgres, numbers from PGlite: answer numbers either way.
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

async function checkGrantee(tx: Db, auth: AuthContext, body: GrantBody): Promise<void> {
  if (body.to_user) {
    const member = await tx
      .selectFrom('memberships')
      .select('user_id')
      .where('user_id', '=', body.to_user)
      .where('org_id', '=', auth.orgId)
      .executeTakeFirst();
    if (!member)
      throw new AppError('UNPROCESSABLE', 'That user is not a member of this organization.', {
        to_user: ['Not a member of this organization.'],
      });
  }
  if (body.to_role) {
    const role = await tx
      .selectFrom('roles')
      .select('id')
      .where('id', '=', body.to_role)
      .where('org_id', '=', auth.orgId)
      .executeTakeFirst();
    if (!role)
      throw new AppError('UNPROCESSABLE', 'That role does not belong to this organization.', {
        to_role: ['Not a role of this organization.'],
      });
  }
}

/** A grant a module's own rule gives, to a user or a role of the writer's organization. */
export type RuleGrant = { to_user: number; level: 1 | 2 | 4 | 7 } | { to_role: number; level: 1 | 2 | 4 | 7 };

/** Who gives a sharing rule's grants, in which organization: a person's write, or a package install. */
export interface GrantActor {
  orgId: number;
  user: { id: number };
}

/**
 * Gives the record the grants a module's sharing rule asks for (a ticket shared with its requester and
 * the desk), inside the write's transaction; a grant already there is not given twice. The record is
 * then restricted: only its owner and those it is granted to read it.
 */
export async function ensureGrants(
  tx: Db,
  auth: GrantActor,
  ref: RecordRef,
  grants: readonly RuleGrant[],
): Promise<void> {
  // One statement for every grant (the service desk's privacy step runs this on each ticket write); a
  // person or role named twice keeps the first grant.
  const wanted = new Map<string, RawBuilder<unknown>>();
  for (const grant of grants) {
    const toUser = 'to_user' in grant ? grant.to_user : null;
    const toRole = 'to_role' in grant ? grant.to_role : null;
    const key = `${toUser}:${toRole}`;
    if (!wanted.has(key)) wanted.set(key, sql`(${toUser}::int, ${toRole}::int, ${grant.level}::int)`);
  }
  if (wanted.size > 0) {
    await sql`insert into record_permissions (org_id, object, record_id, to_user_id, to_role_id, level, created_by)
      select ${auth.orgId}::int, ${ref.object}::text, ${ref.recordId}::bigint, wanted.to_user, wanted.to_role,
        wanted.level, ${auth.user.id}::int
      from (values ${sql.join([...wanted.values()])}) as wanted (to_user, to_role, level)
      where not exists (select 1 from record_permissions existing where existing.object = ${ref.object}
        and existing.record_id = ${ref.recordId} and existing.to_user_id is not distinct from wanted.to_user
        and existing.to_role_id is not distinct from wanted.to_role)`.execute(tx);
  }
  await persistRestricted(tx, ref);
}

/**
 * ensureGrants for every record of one object at once, in a fixed number of statements however many
 * there are (a package upgrade sharing the records written before its sharing rule). `wanted` is a query
 * answering `(record_id, to_user, to_role, level)`, each grantee of a record at one level; rows named
 * twice and grants already there are given once. Then every record of the object in the organization that
 * has grants is restricted, as ensureGrants leaves each record it is given.
 */
export async function ensureGrantsOfMany(
  tx: Db,
  auth: GrantActor,
  object: string,
  wanted: RawBuilder<unknown>,
): Promise<void> {
  await sql`insert into record_permissions (org_id, object, record_id, to_user_id, to_role_id, level, created_by)
    select distinct ${auth.orgId}::int, ${object}::text, wanted.record_id, wanted.to_user, wanted.to_role,
      wanted.level, ${auth.user.id}::int
    from (${wanted}) as wanted (record_id, to_user, to_role, level)
    where not exists (select 1 from record_permissions existing where existing.object = ${object}
      and existing.record_id = wanted.record_id and existing.to_user_id is not distinct from wanted.to_user
      and existing.to_role_id is not distinct from wanted.to_role)`.execute(tx);
  await persistRestrictedWhereGranted(tx, { orgId: auth.orgId, object });
}

export async function grantsOf(db: Db, auth: AuthContext, ref: RecordRef) {
  await loadModel(db, ref.object);
  return withTenant(db, auth.orgId, async (tx) => {
    await requireManager(tx, auth, ref);
    return { data: await listGrants(tx, ref) };
  });
}

export async function addGrant(db: Db, auth: AuthContext, ref: RecordRef, body: GrantBody) {
  await loadModel(db, ref.object);
  return withTenant(db, auth.orgId, async (tx) => {
    await requireManager(tx, auth, ref);
    await checkGrantee(tx, auth, body);
    const { id } = await tx
      .insertInto('record_permissions')
      .values({
        org_id: auth.orgId,
        object: ref.object,
        record_id: ref.recordId,
        to_user_id: body.to_user ?? null,
        to_role_id: body.to_role ?? null,
        level: body.permission,
        created_by: auth.user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await persistRestricted(tx, ref);
    return { id: Number(id) };
  });
}

export async function changeGrant(
  db: Db,
  auth: AuthContext,
  ref: RecordRef,
  grantId: number,
  body: GrantBody,
) {
  await loadModel(db, ref.object);
  return withTenant(db, auth.orgId, async (tx) => {
    await requireManager(tx, auth, ref);
    await checkGrantee(tx, auth, body);
    const updated = await tx
      .updateTable('record_permissions')
      .set({ to_user_id: body.to_user ?? null, to_role_id: body.to_role ?? null, level: body.permission })
      .where('id', '=', String(grantId))
      .where('object', '=', ref.object)
      .where('record_id', '=', ref.recordId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      throw new AppError('NOT_FOUND', `This record has no grant ${grantId}.`);
    return { id: grantId };
  });
}

export async function removeGrant(db: Db, auth: AuthContext, ref: RecordRef, grantId: number) {
  await loadModel(db, ref.object);
  return withTenant(db, auth.orgId, async (tx) => {
    await requireManager(tx, auth, ref);
    const deleted = await tx
      .deleteFrom('record_permissions')
      .where('id', '=', String(grantId))
      .where('object', '=', ref.object)
      .where('record_id', '=', ref.recordId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0)
      throw new AppError('NOT_FOUND', `This record has no grant ${grantId}.`);
    await persistRestricted(tx, ref);
    return { success: true };
  });
}

/** Users and roles of the organization, for the grant form's pickers. */
export async function granteeLookup(db: Db, auth: AuthContext, kind: 'users' | 'roles') {
  if (kind === 'users') {
    const data = await db
      .selectFrom('users as u')
      .innerJoin('memberships as m', 'm.user_id', 'u.id')
      .select(['u.id', 'u.name'])
      .where('m.org_id', '=', auth.orgId)
      .orderBy('u.name')
      .execute();
    return { data };
  }
  const data = await db
    .selectFrom('roles')
    .select(['id', 'name'])
    .where('org_id', '=', auth.orgId)
    .orderBy('name')
    .execute();
  return { data };
}

/** Hands one record to another member; once committed, the record is announced on its channel. */
export async function transferOwnership(
  deps: { db: Db; realtime: Realtime },
  auth: AuthContext,
  ref: RecordRef,
  newOwnerId: number,
) {
  const { db } = deps;
  await loadModel(db, ref.object);
  let moved: { id: number; version: number; ownerId: number } | undefined;
  const answer = await withTenant(db, auth.orgId, async (tx) => {
    const { ownerId } = await requireManager(tx, auth, ref);
    const member = await tx
      .selectFrom('memberships')
      .select('user_id')
      .where('user_id', '=', newOwnerId)
      .where('org_id', '=', auth.orgId)
      .executeTakeFirst();
    if (!member)
      throw new AppError('UNPROCESSABLE', 'The new owner must be a member of this organization.', {
        newOwnerId: ['Not a member of this organization.'],
      });
    const version = await persistOwner(tx, ref, newOwnerId);
    // The record's history says who handed it to whom, as every other change of the record.
    await keepRecordHistory(tx, auth, ref, {
      action: 'owner changed',
      changes: { owner_id: [ownerId, newOwnerId] },
      version,
    });
    moved = { id: ref.recordId, version, ownerId: newOwnerId };
    return { success: true, owner_id: newOwnerId };
  });
  if (moved) publishCommitted(deps.realtime, ownerChangedEvents(auth.orgId, ref.object, [moved]));
  return answer;
}
