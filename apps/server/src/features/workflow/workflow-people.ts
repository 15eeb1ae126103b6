import type {
  ApproverSource,
  Recipient,
  WorkflowDefinition,
  WorkflowPersonAnswer,
  WorkflowRoleAnswer,
} from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../administration/admin-scope';

/** A user id held in a record's field: a number, a numeric text, or a lookup's `{ id }`. */
function userIdIn(value: unknown): number | undefined {
  const raw = typeof value === 'object' && value !== null && 'id' in value ? value.id : value;
  const id = typeof raw === 'string' && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The user ids a field holds: one (as userIdIn reads it), or several written as comma-separated ids
 * (`3,7`: the holders of a role a package's step copied into the record, any of whom may approve).
 */
function userIdsIn(value: unknown): number[] {
  if (typeof value === 'string' && /^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})+$/.test(value))
    return value.split(',').map(Number);
  const id = userIdIn(value);
  return id === undefined ? [] : [id];
}

/**
 * The people a list of sources names, among the members of the record's organization: named users,
 * the holders of a role there, the user a field of the record holds, or the one who started it.
 */
export async function peopleOf(
  tx: Db,
  context: { orgId: number; record: Readonly<Record<string, unknown>>; startedBy: number },
  sources: readonly (ApproverSource | Recipient)[],
): Promise<number[]> {
  const candidates = new Set<number>();
  const roles: string[] = [];
  for (const source of sources) {
    if (source.kind === 'users') for (const id of source.userIds) candidates.add(id);
    else if (source.kind === 'starter') candidates.add(context.startedBy);
    else if (source.kind === 'field')
      for (const id of userIdsIn(context.record[source.field])) candidates.add(id);
    else roles.push(source.role);
  }
  if (roles.length > 0) {
    const holders = await tx
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select('ur.user_id')
      .where('r.org_id', '=', context.orgId)
      .where('r.name', 'in', roles)
      .orderBy('ur.user_id')
      .execute();
    for (const holder of holders) candidates.add(holder.user_id);
  }
  if (candidates.size === 0) return [];
  const members = await tx
    .selectFrom('memberships')
    .select('user_id')
    .where('org_id', '=', context.orgId)
    .where('user_id', 'in', [...candidates])
    .execute();
  const allowed = new Set(members.map((member) => member.user_id));
  return [...candidates].filter((id) => allowed.has(id));
}

/** Every approval node's approvers, resolved before the machine runs (it may pass several nodes). */
export async function approversOf(
  tx: Db,
  definition: WorkflowDefinition,
  context: {
    orgId: number;
    record: Readonly<Record<string, unknown>>;
    startedBy: number;
    /** The instance, whose earlier approvers a `distinctApprovers` step leaves out. */
    instanceId?: string;
  },
): Promise<Record<string, number[]>> {
  const approvers: Record<string, number[]> = {};
  const earlier = await earlierApprovers(tx, definition, context.instanceId);
  for (const node of definition.nodes) {
    if (node.kind !== 'APPROVAL') continue;
    const people = await peopleOf(tx, context, node.approvers);
    approvers[node.id] = node.distinctApprovers ? people.filter((id) => !earlier.has(id)) : people;
  }
  return approvers;
}

/** Who has approved a step of the instance so far (the decision being made included: it is written first). */
async function earlierApprovers(
  tx: Db,
  definition: WorkflowDefinition,
  instanceId: string | undefined,
): Promise<Set<number>> {
  const needed = definition.nodes.some((node) => node.kind === 'APPROVAL' && node.distinctApprovers);
  if (!needed || instanceId === undefined) return new Set();
  const rows = await tx
    .selectFrom('workflow_approvals')
    .select('approver_id')
    .where('instance_id', '=', instanceId)
    .where('status', '=', 'approved')
    .execute();
  return new Set(rows.map((row) => row.approver_id));
}

const PICKER_LIMIT = 20;

/**
 * The designer's user picker: active members of the caller's organization whose name or e-mail
 * holds the search, or those with the given ids (to name the ones already chosen). Nobody outside
 * the organization is ever listed, whatever ids are asked for.
 */
export async function membersFor(
  db: Db,
  orgId: number,
  query: { search?: string | undefined; ids?: readonly number[] | undefined },
): Promise<WorkflowPersonAnswer[]> {
  let select = db
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.email'])
    .where('m.org_id', '=', orgId)
    .where('u.deactivated_at', 'is', null);
  if (query.ids?.length) select = select.where('u.id', 'in', [...query.ids]);
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    select = select.where((eb) => eb.or([eb('u.name', 'ilike', pattern), eb('u.email', 'ilike', pattern)]));
  }
  return select.orderBy(sql`lower(u.name)`).orderBy('u.id').limit(PICKER_LIMIT).execute();
}

/** The designer's role picker: the roles of the caller's organization, by name. */
export async function rolesFor(db: Db, orgId: number): Promise<WorkflowRoleAnswer[]> {
  return db
    .selectFrom('roles')
    .select(['name', 'description'])
    .where('org_id', '=', orgId)
    .orderBy('name')
    .execute();
}

export { userIdIn };
