import type { Policy, PolicyAssignmentFilter, PolicyAssignmentList, PolicyUsers } from '@atrium/core';
import { writeAdminAudit } from '../../platform/audit/admin-audit';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { containsPattern } from './admin-scope';

async function requireUserAndPolicy(db: Db, userId: number, policyId: number) {
  const [user, policy] = await Promise.all([
    db.selectFrom('users').select(['id', 'name']).where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('policies').select(['id', 'name']).where('id', '=', policyId).executeTakeFirst(),
  ]);
  if (!user) throw new AppError('NOT_FOUND', `There is no user ${userId}.`);
  if (!policy) throw new AppError('NOT_FOUND', `There is no policy ${policyId}.`);
  return { user, policy };
}

export function listPolicies(db: Db): Promise<Policy[]> {
  return db.selectFrom('policies').select(['id', 'name', 'description']).orderBy('name').execute();
}

/** Who holds which policy, narrowed by the spec's filter (a policy, a person's name or e-mail). */
export async function policyAssignments(
  db: Db,
  filter: PolicyAssignmentFilter,
): Promise<PolicyAssignmentList['data']> {
  let query = db
    .selectFrom('policy_assignments as pa')
    .innerJoin('users as u', 'u.id', 'pa.user_id')
    .innerJoin('policies as p', 'p.id', 'pa.policy_id')
    .select(['pa.policy_id', 'p.name as policy_name', 'u.id', 'u.name', 'u.email']);
  for (const condition of filter) {
    if (condition.columnName === 'policy_id') query = query.where('pa.policy_id', '=', condition.value);
    else {
      const pattern = containsPattern(condition.value);
      query = query.where((eb) => eb.or([eb('u.name', 'ilike', pattern), eb('u.email', 'ilike', pattern)]));
    }
  }
  const rows = await query.orderBy('p.name').orderBy('u.name').limit(1000).execute();
  return rows.map((row) => ({
    policy_id: row.policy_id,
    policy_name: row.policy_name,
    user: { id: row.id, name: row.name, email: row.email },
  }));
}

/** Active people a policy can be given to, by name or e-mail. */
export function policyCandidates(db: Db, search: string | undefined): Promise<PolicyUsers['data']> {
  const text = search?.trim();
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('deactivated_at', 'is', null)
    .$if(Boolean(text), (q) =>
      q.where((eb) =>
        eb.or([
          eb('name', 'ilike', containsPattern(text ?? '')),
          eb('email', 'ilike', containsPattern(text ?? '')),
        ]),
      ),
    )
    .orderBy('name')
    .limit(50)
    .execute();
}

/** Gives a person a policy, kept in the audit; holding it already is a conflict. Answers the message. */
export async function assignPolicy(
  db: Db,
  auth: AuthContext,
  userId: number,
  policyId: number,
): Promise<string> {
  const { user, policy } = await requireUserAndPolicy(db, userId, policyId);
  await inTransaction(db, async (tx) => {
    const inserted = await tx
      .insertInto('policy_assignments')
      .values({ user_id: userId, policy_id: policyId })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      throw new AppError('CONFLICT', `${user.name} already holds the policy ${policy.name}.`);
    }
    await writeAdminAudit(tx, {
      kind: 'policy',
      action: 'assigned',
      actorId: auth.user.id,
      orgId: auth.orgId,
      userId: user.id,
      summary: `Assigned the policy ${policy.name} to ${user.name}.`,
    });
  });
  return `${policy.name} assigned to ${user.name}.`;
}

/** Takes a policy back, kept in the audit; one the person does not hold is not found. Answers the message. */
export async function revokePolicy(
  db: Db,
  auth: AuthContext,
  userId: number,
  policyId: number,
): Promise<string> {
  const { user, policy } = await requireUserAndPolicy(db, userId, policyId);
  await inTransaction(db, async (tx) => {
    const removed = await tx
      .deleteFrom('policy_assignments')
      .where('user_id', '=', userId)
      .where('policy_id', '=', policyId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) {
      throw new AppError('NOT_FOUND', `${user.name} does not hold the policy ${policy.name}.`);
    }
    await writeAdminAudit(tx, {
      kind: 'policy',
      action: 'revoked',
      actorId: auth.user.id,
      orgId: auth.orgId,
      userId: user.id,
      summary: `Revoked the policy ${policy.name} from ${user.name}.`,
    });
  });
  return `${policy.name} revoked from ${user.name}.`;
}
