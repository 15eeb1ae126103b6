import { isPermissionString, permissionCatalogue } from '@atrium/core';
import { organizationLogoSvg } from '../features/organizations/organization-logo';
import { hashPassword } from '../platform/auth/passwords';
import type { Db } from '../platform/db/database';
import { inTransaction } from '../platform/db/transaction';
import {
  DEMO_BI_GROUPS,
  DEMO_ORGANIZATIONS,
  DEMO_PASSWORD,
  DEMO_POLICIES,
  DEMO_ROLES,
  DEMO_USERS,
} from './demo-data';

export const DEMO_ACCOUNT_EMAILS = DEMO_USERS.map((user) => user.email);

function assertKnownPermissions(): void {
  const known = new Set(permissionCatalogue());
  const granted = [...DEMO_ROLES, ...DEMO_POLICIES].flatMap((grant) => grant.permissions);
  const unknown = granted.filter((p) => !isPermissionString(p) || !known.has(p));
  if (unknown.length > 0) throw new Error(`Demo data grants unknown permissions: ${unknown.join(', ')}`);
}

/**
 * Idempotent: running it again changes nothing that exists and adds what is missing, so every start
 * may call it. Passwords are set only when an account is created.
 */
export async function seedDemoData(db: Db): Promise<void> {
  assertKnownPermissions();
  const existingUsers = new Set(
    (await db.selectFrom('users').select('email').execute()).map((row) => row.email.toLowerCase()),
  );
  const newUsers = DEMO_USERS.filter((user) => !existingUsers.has(user.email));
  // scrypt runs on libuv's thread pool, so hashing the accounts side by side shortens a first start.
  const hashes = new Map(
    await Promise.all(newUsers.map(async (user) => [user.email, await hashPassword(DEMO_PASSWORD)] as const)),
  );

  await inTransaction(db, async (tx) => {
    const orgIds = new Map<string, number>();
    for (const org of DEMO_ORGANIZATIONS) {
      const row = await tx
        .insertInto('organizations')
        .values({
          code: org.code,
          name: org.name,
          color: org.color,
          logo_svg: organizationLogoSvg(org.code, org.color),
        })
        .onConflict((oc) => oc.column('code').doUpdateSet((eb) => ({ code: eb.ref('excluded.code') })))
        .returning('id')
        .executeTakeFirstOrThrow();
      orgIds.set(org.code, row.id);
    }

    await tx
      .insertInto('bi_groups')
      .values(
        [...orgIds.values()].flatMap((orgId) => DEMO_BI_GROUPS.map((name) => ({ org_id: orgId, name }))),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();

    const roleIds = new Map<string, number>();
    for (const [code, orgId] of orgIds) {
      for (const role of DEMO_ROLES) {
        const row = await tx
          .insertInto('roles')
          .values({ org_id: orgId, name: role.name, description: role.description })
          .onConflict((oc) =>
            oc.columns(['org_id', 'name']).doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        roleIds.set(`${code}/${role.name}`, row.id);
        await tx
          .insertInto('role_permissions')
          .values(role.permissions.map((permission) => ({ role_id: row.id, permission })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }

    const policyIds = new Map<string, number>();
    for (const policy of DEMO_POLICIES) {
      const row = await tx
        .insertInto('policies')
        .values({ name: policy.name, description: policy.description })
        .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
        .returning('id')
        .executeTakeFirstOrThrow();
      policyIds.set(policy.name, row.id);
      await tx
        .insertInto('policy_permissions')
        .values(policy.permissions.map((permission) => ({ policy_id: row.id, permission })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }

    for (const user of DEMO_USERS) {
      const firstOrg = Object.keys(user.memberships)[0];
      const hash = hashes.get(user.email);
      if (hash) {
        await tx
          .insertInto('users')
          .values({
            email: user.email,
            name: user.name,
            job_title: user.jobTitle,
            locale: 'en',
            password_hash: hash,
            is_super_admin: user.superAdmin,
            active_organization_id: firstOrg ? (orgIds.get(firstOrg) ?? null) : null,
            updated_at: new Date(),
          })
          .execute();
      }
      const { id } = await tx
        .selectFrom('users')
        .select('id')
        .where('email', '=', user.email)
        .executeTakeFirstOrThrow();
      for (const [code, roles] of Object.entries(user.memberships)) {
        const orgId = orgIds.get(code);
        if (orgId === undefined)
          throw new Error(`Demo user ${user.email} names unknown organization ${code}.`);
        await tx
          .insertInto('memberships')
          .values({ user_id: id, org_id: orgId })
          .onConflict((oc) => oc.doNothing())
          .execute();
        for (const role of roles) {
          const roleId = roleIds.get(`${code}/${role}`);
          if (roleId === undefined) throw new Error(`Demo user ${user.email} names unknown role ${role}.`);
          await tx
            .insertInto('user_roles')
            .values({ user_id: id, role_id: roleId })
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
      }
      for (const policy of user.policies) {
        const policyId = policyIds.get(policy);
        if (policyId === undefined)
          throw new Error(`Demo user ${user.email} names unknown policy ${policy}.`);
        await tx
          .insertInto('policy_assignments')
          .values({ user_id: id, policy_id: policyId })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
    // Who reports to whom, set when the accounts are created: later an administrator decides it.
    for (const user of newUsers) {
      for (const [code, email] of Object.entries(user.managers ?? {})) {
        const orgId = orgIds.get(code);
        if (orgId === undefined)
          throw new Error(`Demo user ${user.email} names unknown organization ${code}.`);
        await tx
          .updateTable('memberships')
          .set({ manager_id: (eb) => eb.selectFrom('users').select('id').where('email', '=', email) })
          .where('org_id', '=', orgId)
          .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', user.email))
          .execute();
      }
    }
  });
}
