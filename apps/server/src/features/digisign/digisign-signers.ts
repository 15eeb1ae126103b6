import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { SIGNER_SLOTS, TEMPLATE_OBJECT } from '../../seed/digisign/digisign-objects';

/** One signer of a template: a member's sign-in e-mail, or a role whose holders may sign. */
export type TemplateSigner = { slot: number; email: string } | { slot: number; role: string };

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** 422 with every field's reason, the first one as the message. */
export function refuseFields(errors: Record<string, string[]>): never {
  const first = Object.values(errors).flat()[0] ?? 'The request is not valid.';
  throw new AppError('UNPROCESSABLE', first, errors);
}

async function memberIds(tx: Db, orgId: number, emails: readonly string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = await tx
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_id', 'u.id')
    .select(['u.id', 'u.email'])
    .where('m.org_id', '=', orgId)
    .where(
      sql<string>`lower(u.email)`,
      'in',
      emails.map((email) => email.toLowerCase()),
    )
    .execute();
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
}

/**
 * A template's signers from its values (`signer_{n}_user`, `signer_{n}_role`), checked: each slot an
 * account or a role, not both; slots filled from the first without a gap; at least one; accounts that
 * are members here and named once; roles of this organization.
 */
export async function templateSigners(
  tx: Db,
  orgId: number,
  read: (field: string) => unknown,
): Promise<TemplateSigner[]> {
  const errors: Record<string, string[]> = {};
  const signers: TemplateSigner[] = [];
  let gap: number | undefined;
  for (const slot of SIGNER_SLOTS) {
    const email = clean(read(`signer_${slot}_user`)).toLowerCase();
    const role = clean(read(`signer_${slot}_role`));
    if (!email && !role) {
      gap ??= slot;
      continue;
    }
    if (gap !== undefined)
      errors[`signer_${gap}_user`] = [`Name signer ${gap} before signer ${slot}: signers sign in order.`];
    if (email && role)
      errors[`signer_${slot}_role`] = [`Signer ${slot} is either an account or a role, not both.`];
    signers.push(email ? { slot, email } : { slot, role });
  }
  if (signers.length === 0) errors.signer_1_user = ['Name at least the first signer (an account or a role).'];
  const emails = signers.flatMap((signer) => ('email' in signer ? [signer.email] : []));
  const members = await memberIds(tx, orgId, emails);
  const seen = new Set<string>();
  for (const signer of signers) {
    if (!('email' in signer)) continue;
    const field = `signer_${signer.slot}_user`;
    if (!members.has(signer.email))
      errors[field] ??= [`No member of this organization signs in as ${signer.email}.`];
    else if (seen.has(signer.email))
      errors[field] ??= [`${signer.email} is already a signer of this template: name each person once.`];
    seen.add(signer.email);
  }
  const roles = signers.flatMap((signer) => ('role' in signer ? [signer.role] : []));
  if (roles.length > 0) {
    const found = await tx
      .selectFrom('roles')
      .select('name')
      .where('org_id', '=', orgId)
      .where('name', 'in', roles)
      .execute();
    const known = new Set(found.map((row) => row.name));
    for (const signer of signers)
      if ('role' in signer && !known.has(signer.role))
        errors[`signer_${signer.slot}_role`] ??= [`There is no role '${signer.role}' in this organization.`];
  }
  if (Object.keys(errors).length > 0) refuseFields(errors);
  return signers;
}

/** A template of this organization as stored, or a refusal on the request's field. */
export async function templateRow(tx: Db, id: number): Promise<Record<string, unknown>> {
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.table(objectTableName(TEMPLATE_OBJECT))} where id = ${id}`.execute(tx);
  const row = rows[0];
  if (!row) refuseFields({ template_id: [`There is no approval template with id ${id}.`] });
  return row;
}

/**
 * Who signs at each step of a request made from the template, as the approval steps read them: one
 * user id, or the ids of a role's holders (comma separated) other than the accounts the template names.
 */
export async function signerColumns(
  tx: Db,
  orgId: number,
  template: Record<string, unknown>,
): Promise<Record<string, string | null>> {
  const signers = await templateSigners(tx, orgId, (field) => template[field]).catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    refuseFields({ template_id: [`The template's signers are no longer valid: ${error.message}`] });
  });
  const members = await memberIds(
    tx,
    orgId,
    signers.flatMap((signer) => ('email' in signer ? [signer.email] : [])),
  );
  const named = new Set(members.values());
  const columns: Record<string, string | null> = {};
  for (const slot of SIGNER_SLOTS) columns[`signer_${slot}`] = null;
  for (const signer of signers) {
    if ('email' in signer) {
      columns[`signer_${signer.slot}`] = String(members.get(signer.email));
      continue;
    }
    const holders = await tx
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .innerJoin('memberships as m', (join) => join.onRef('m.user_id', '=', 'ur.user_id'))
      .select('ur.user_id')
      .distinct()
      .where('r.org_id', '=', orgId)
      .where('m.org_id', '=', orgId)
      .where('r.name', '=', signer.role)
      .orderBy('ur.user_id')
      .execute();
    const ids = holders.map((holder) => holder.user_id).filter((id) => !named.has(id));
    if (ids.length === 0)
      refuseFields({
        template_id: [`Nobody holds the role '${signer.role}' to sign as signer ${signer.slot}.`],
      });
    columns[`signer_${signer.slot}`] = ids.join(',');
  }
  return columns;
}
