import { randomBytes } from 'node:crypto';
import type { AdminUser, AdminUserCreate, AdminUserUpdate } from '@atrium/core';
import { writeAdminAudit } from '../../platform/audit/admin-audit';
import type { Identity } from '../../platform/auth/identity';
import { hashPassword } from '../../platform/auth/passwords';
import type { AuthContext } from '../../platform/auth/request-context';
import { revokeUserSessions } from '../../platform/auth/sessions.repository';
import { findUserByEmail, findUserById } from '../../platform/auth/user-lookup';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import type { UserRow } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import type { Mailer } from '../../platform/mail/mailer';
import { type AdminScope, isSuperAdmin, requireOrgInScope } from './admin-scope';
import {
  foreignRoleIds,
  otherActiveSuperAdmins,
  removeMembership,
  setMembership,
  userOrgIds,
  withMemberships,
} from './admin-users.repository';

export interface AdminDeps {
  db: Db;
  config: AppConfig;
  identity: Identity;
  mailer: Mailer;
}

/** The user, if the caller may see them: a super admin sees everyone, others the members of their orgs. */
export async function visibleUser(db: Db, scope: AdminScope, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('NOT_FOUND', `There is no user ${id}.`);
  if (scope !== 'all') {
    const orgs = await userOrgIds(db, id);
    if (!orgs.some((org) => scope.includes(org))) {
      throw new AppError('FORBIDDEN', 'This user is not a member of an organization you administer.');
    }
  }
  return user;
}

/** Changes that reach beyond one organization (deactivation) need every one of the user's organizations. */
async function requireWholeUser(db: Db, auth: AuthContext, scope: AdminScope, user: UserRow): Promise<void> {
  if (user.is_super_admin && !isSuperAdmin(auth)) {
    throw new AppError('FORBIDDEN', 'Only a super admin may change a super admin.');
  }
  if (scope === 'all') return;
  const foreign = (await userOrgIds(db, user.id)).filter((org) => !scope.includes(org));
  if (foreign.length > 0) {
    throw new AppError(
      'FORBIDDEN',
      `This user also belongs to organizations you do not administer (${foreign.join(', ')}).`,
    );
  }
}

async function requireRolesOf(db: Db, orgId: number, roleIds: readonly number[], field: string) {
  const foreign = await foreignRoleIds(db, orgId, roleIds);
  if (foreign.length > 0) {
    throw new AppError(
      'UNPROCESSABLE',
      `Roles ${foreign.join(', ')} are not roles of organization ${orgId}.`,
      {
        [field]: [`Roles ${foreign.join(', ')} are not roles of organization ${orgId}.`],
      },
    );
  }
}

async function requireLastSuperAdminKept(db: Db, user: UserRow, what: string): Promise<void> {
  if (
    user.is_super_admin &&
    user.deactivated_at === null &&
    (await otherActiveSuperAdmins(db, user.id)) === 0
  ) {
    throw new AppError(
      'CONFLICT',
      `${user.name} is the last super admin: ${what} would leave no one to administer Atrium.`,
    );
  }
}

async function emailTaken(db: Db, email: string, exceptId?: number): Promise<void> {
  const existing = await findUserByEmail(db, email);
  if (existing && existing.id !== exceptId) {
    throw new AppError('CONFLICT', `A user with the e-mail ${email} already exists.`, {
      email: ['This e-mail address is already used by another user.'],
    });
  }
}

function inviteText(deps: AdminDeps, user: { name: string; email: string }, password: string | null) {
  const lines = [
    `Hello ${user.name},`,
    '',
    `An administrator has invited you to Atrium: ${deps.config.publicUrl}`,
    '',
    password
      ? `Sign in with your e-mail address ${user.email} and this temporary password: ${password}`
      : `Sign in with your company account (${user.email}).`,
  ];
  return lines.join('\n');
}

export async function createUser(
  deps: AdminDeps,
  auth: AuthContext,
  scope: AdminScope,
  body: AdminUserCreate,
): Promise<AdminUser> {
  if (body.is_super_admin && !isSuperAdmin(auth)) {
    throw new AppError('FORBIDDEN', 'Only a super admin may make someone a super admin.');
  }
  if (scope !== 'all' && body.memberships.length === 0) {
    throw new AppError('UNPROCESSABLE', 'Add the new user to an organization you administer.', {
      memberships: ['Add the new user to an organization you administer.'],
    });
  }
  for (const m of body.memberships) requireOrgInScope(scope, m.org_id);
  const { db } = deps;
  const builtIn = deps.identity.kind === 'built-in';
  const password = builtIn ? randomBytes(9).toString('base64url') : null;
  const passwordHash = password ? await hashPassword(password) : null;
  const user = await inTransaction(db, async (tx) => {
    await emailTaken(tx, body.email);
    for (const [index, m] of body.memberships.entries()) {
      await requireRolesOf(tx, m.org_id, m.role_ids, `memberships.${index}.role_ids`);
    }
    const row = await tx
      .insertInto('users')
      .values({
        email: body.email,
        name: body.name,
        job_title: body.job_title ?? null,
        locale: body.locale ?? 'en',
        password_hash: passwordHash,
        is_super_admin: body.is_super_admin ?? false,
        active_organization_id: body.memberships[0]?.org_id ?? null,
        external_subject: null,
        deactivated_at: null,
        updated_at: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const m of body.memberships) await setMembership(tx, row.id, m.org_id, m.role_ids);
    await writeAdminAudit(tx, {
      kind: 'user',
      action: 'created',
      actorId: auth.user.id,
      // A change to a person is recorded in the organization the administrator acted in.
      orgId: auth.orgId,
      userId: row.id,
      summary: `Created ${row.name} <${row.email}>${row.is_super_admin ? ' as a super admin' : ''}.`,
    });
    return row;
  });
  await deps.mailer.send({
    to: user.email,
    subject: 'You are invited to Atrium',
    text: inviteText(deps, user, password),
  });
  const [answer] = await withMemberships(db, scope, [user]);
  if (!answer) throw new AppError('INTERNAL', 'The new user could not be read back.');
  return answer;
}

export async function updateUser(
  db: Db,
  auth: AuthContext,
  scope: AdminScope,
  id: number,
  body: AdminUserUpdate,
): Promise<AdminUser> {
  const user = await visibleUser(db, scope, id);
  if (user.is_super_admin && !isSuperAdmin(auth)) {
    throw new AppError('FORBIDDEN', 'Only a super admin may change a super admin.');
  }
  if (body.is_super_admin !== undefined && body.is_super_admin !== user.is_super_admin) {
    if (!isSuperAdmin(auth))
      throw new AppError('FORBIDDEN', 'Only a super admin may grant or revoke super admin.');
    if (!body.is_super_admin) await requireLastSuperAdminKept(db, user, 'revoking it');
  }
  const updated = await inTransaction(db, async (tx) => {
    if (body.email !== undefined) await emailTaken(tx, body.email, id);
    const changed = (Object.keys(body) as (keyof AdminUserUpdate)[]).filter(
      (key) => body[key] !== undefined && body[key] !== user[key],
    );
    await writeAdminAudit(tx, {
      kind: 'user',
      action: 'updated',
      actorId: auth.user.id,
      // A change to a person is recorded in the organization the administrator acted in.
      orgId: auth.orgId,
      userId: id,
      summary: `Edited ${user.name}${changed.length ? `: ${changed.join(', ')}` : ' (no change)'}.`,
    });
    return tx
      .updateTable('users')
      .set({
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.job_title !== undefined ? { job_title: body.job_title } : {}),
        ...(body.locale !== undefined ? { locale: body.locale } : {}),
        ...(body.is_super_admin !== undefined ? { is_super_admin: body.is_super_admin } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  const [answer] = await withMemberships(db, scope, [updated]);
  if (!answer) throw new AppError('INTERNAL', 'The user could not be read back.');
  return answer;
}

/** Deactivates (every live session of theirs ends at once) or reactivates a user. */
export async function setUserActive(
  db: Db,
  auth: AuthContext,
  scope: AdminScope,
  id: number,
  active: boolean,
): Promise<AdminUser> {
  const user = await visibleUser(db, scope, id);
  await requireWholeUser(db, auth, scope, user);
  if (!active) {
    if (user.id === auth.user.id) throw new AppError('CONFLICT', 'You cannot deactivate your own account.');
    await requireLastSuperAdminKept(db, user, 'deactivating them');
  }
  const updated = await inTransaction(db, async (tx) => {
    const row = await tx
      .updateTable('users')
      .set({ deactivated_at: active ? null : new Date(), updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!active) await revokeUserSessions(tx, id);
    await writeAdminAudit(tx, {
      kind: 'user',
      action: active ? 'reactivated' : 'deactivated',
      actorId: auth.user.id,
      // A change to a person is recorded in the organization the administrator acted in.
      orgId: auth.orgId,
      userId: id,
      summary: active ? `Reactivated ${row.name}.` : `Deactivated ${row.name}; their sessions ended.`,
    });
    return row;
  });
  const [answer] = await withMemberships(db, scope, [updated]);
  if (!answer) throw new AppError('INTERNAL', 'The user could not be read back.');
  return answer;
}

export async function putMembership(
  db: Db,
  auth: AuthContext,
  scope: AdminScope,
  ids: { userId: number; orgId: number },
  body: { role_ids: readonly number[]; manager_id?: number | null | undefined },
): Promise<AdminUser> {
  const roleIds = body.role_ids;
  requireOrgInScope(scope, ids.orgId);
  const user = await visibleUser(db, scope, ids.userId);
  if (user.is_super_admin && !isSuperAdmin(auth)) {
    throw new AppError('FORBIDDEN', 'Only a super admin may change a super admin.');
  }
  const org = await db
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', ids.orgId)
    .executeTakeFirst();
  if (!org) throw new AppError('NOT_FOUND', `There is no organization ${ids.orgId}.`);
  await inTransaction(db, async (tx) => {
    await requireRolesOf(tx, ids.orgId, roleIds, 'role_ids');
    await setMembership(tx, ids.userId, ids.orgId, roleIds);
    const manager = body.manager_id === undefined ? undefined : await managerOf(tx, ids, body.manager_id);
    if (manager !== undefined)
      await tx
        .updateTable('memberships')
        .set({ manager_id: manager?.id ?? null })
        .where('user_id', '=', ids.userId)
        .where('org_id', '=', ids.orgId)
        .execute();
    const names = roleIds.length
      ? await tx.selectFrom('roles').select('name').where('id', 'in', roleIds).orderBy('name').execute()
      : [];
    const reportsTo = manager === undefined ? '' : `; reports to ${manager?.name ?? 'no one'}`;
    await writeAdminAudit(tx, {
      kind: 'membership',
      action: 'set',
      actorId: auth.user.id,
      userId: user.id,
      orgId: ids.orgId,
      summary: `${user.name} in organization ${ids.orgId} with roles: ${names.map((r) => r.name).join(', ') || 'none'}${reportsTo}.`,
    });
  });
  const [answer] = await withMemberships(db, scope, [user]);
  if (!answer) throw new AppError('INTERNAL', 'The user could not be read back.');
  return answer;
}

/** A member's manager: another member of the same organization (null: they report to no one). */
async function managerOf(
  tx: Db,
  ids: { userId: number; orgId: number },
  managerId: number | null,
): Promise<{ id: number; name: string } | null> {
  if (managerId === null) return null;
  if (managerId === ids.userId)
    throw new AppError('UNPROCESSABLE', 'A person cannot be their own manager.', {
      manager_id: ['Choose someone else as the manager.'],
    });
  const manager = await tx
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name'])
    .where('m.org_id', '=', ids.orgId)
    .where('m.user_id', '=', managerId)
    .executeTakeFirst();
  if (!manager)
    throw new AppError('UNPROCESSABLE', 'The manager must be a member of the same organization.', {
      manager_id: ['The manager must be a member of this organization.'],
    });
  return manager;
}

export async function deleteMembership(
  db: Db,
  auth: AuthContext,
  scope: AdminScope,
  ids: { userId: number; orgId: number },
): Promise<AdminUser> {
  requireOrgInScope(scope, ids.orgId);
  const user = await visibleUser(db, scope, ids.userId);
  if (user.is_super_admin && !isSuperAdmin(auth)) {
    throw new AppError('FORBIDDEN', 'Only a super admin may change a super admin.');
  }
  const removed = await inTransaction(db, async (tx) => {
    const done = await removeMembership(tx, ids.userId, ids.orgId);
    if (done) {
      await writeAdminAudit(tx, {
        kind: 'membership',
        action: 'removed',
        actorId: auth.user.id,
        userId: user.id,
        orgId: ids.orgId,
        summary: `${user.name} removed from organization ${ids.orgId}.`,
      });
    }
    return done;
  });
  if (!removed)
    throw new AppError('NOT_FOUND', `User ${ids.userId} is not a member of organization ${ids.orgId}.`);
  const [answer] = await withMemberships(db, scope, [user]);
  if (!answer) throw new AppError('INTERNAL', 'The user could not be read back.');
  return answer;
}
