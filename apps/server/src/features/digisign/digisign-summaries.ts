import {
  type DigisignListScope,
  type DigisignRequestSummary,
  type DigisignStatus,
  type DigisignStep,
  objectTableName,
} from '@atrium/core';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import {
  DOC_TYPE_OBJECT,
  REQUEST_OBJECT,
  SIGNER_SLOTS,
  TEMPLATE_OBJECT,
} from '../../seed/digisign/digisign-objects';
import { signerNode } from '../../seed/digisign/digisign-workflow';
import { accessOf, type RecordAccess, readableSql } from '../records/record-access';

const table = (object: string) => sql.table(objectTableName(object));

interface RequestRow {
  id: number;
  title: string;
  status: string | null;
  owner_id: number;
  created_at: Date;
  document_type: string | null;
  template: string | null;
  requester: string;
  document_sha256: string | null;
  decline_reason: string | null;
  signed_upload: number | null;
  signers: (string | null)[];
}

/** The requests of one list, newest first, within the caller's organization (the transaction's). */
async function requestRows(
  tx: Db,
  access: RecordAccess,
  filter: { scope: DigisignListScope } | { id: number },
): Promise<RequestRow[]> {
  const userId = access.userId;
  // A signer sees what they are asked to sign (or signed), whatever grants close the record to others.
  const approvalsOfCaller = sql`
    select 1 from workflow_approvals a join workflow_instances i on i.id = a.instance_id
    where i.object = ${REQUEST_OBJECT} and i.record_id = r.id and a.approver_id = ${userId}`;
  const where =
    'id' in filter
      ? sql`r.id = ${filter.id}`
      : filter.scope === 'mine'
        ? sql`r.owner_id = ${userId}`
        : sql`exists (
            select 1 from workflow_approvals a join workflow_instances i on i.id = a.instance_id
            where i.object = ${REQUEST_OBJECT} and i.record_id = r.id and a.step = i.step
              and a.status = 'pending' and a.approver_id = ${userId})`;
  const { rows } = await sql<RequestRow>`
    select r.id::float8 as id, r.title, r.status, r.owner_id, r.created_at,
      d.name as document_type, t.name as template, u.name as requester,
      r.document_sha256, r.decline_reason, r.signed_upload::float8 as signed_upload,
      array[${sql.join(SIGNER_SLOTS.map((slot) => sql.ref(`r.signer_${slot}`)))}] as signers
    from ${table(REQUEST_OBJECT)} r
    left join ${table(DOC_TYPE_OBJECT)} d on d.id = r.document_type_id
    left join ${table(TEMPLATE_OBJECT)} t on t.id = r.template_id
    join users u on u.id = r.owner_id
    where ${where}
      and (r.id in (select t.id from ${table(REQUEST_OBJECT)} t where ${readableSql(REQUEST_OBJECT, access)})
        or exists (${approvalsOfCaller}))
    order by r.id desc
    limit 200`.execute(tx);
  return rows;
}

interface ApprovalRow {
  record_id: string;
  node_id: string;
  step: number;
  current_step: number;
  approver_id: number;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  comment: string | null;
  decided_at: Date | null;
  name: string;
}

/** The approvals of the requests' newest workflow instances. */
async function approvalsOf(tx: Db, ids: readonly number[]): Promise<ApprovalRow[]> {
  if (ids.length === 0) return [];
  return tx
    .selectFrom('workflow_approvals as a')
    .innerJoin('workflow_instances as i', 'i.id', 'a.instance_id')
    .innerJoin('users as u', 'u.id', 'a.approver_id')
    .select([
      sql<string>`i.record_id::text`.as('record_id'),
      'a.node_id',
      'a.step',
      'i.step as current_step',
      'a.approver_id',
      'a.status',
      'a.comment',
      'a.decided_at',
      'u.name',
    ])
    .where('i.object', '=', REQUEST_OBJECT)
    .where(
      'i.record_id',
      'in',
      ids.map((id) => String(id)),
    )
    .orderBy('a.id')
    .execute();
}

async function namesOf(tx: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function filesOf(tx: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .selectFrom('uploads')
    .select([sql<number>`id::float8`.as('id'), sql<string>`record_id::text`.as('record_id'), 'file_name'])
    .where('object', '=', REQUEST_OBJECT)
    .where(
      'record_id',
      'in',
      ids.map((id) => String(id)),
    )
    .orderBy('id')
    .execute();
}

const idsIn = (text: string | null) => (text ? text.split(',').map(Number) : []);

function stepsOf(
  row: RequestRow,
  approvals: readonly ApprovalRow[],
  names: Map<number, string>,
): DigisignStep[] {
  const steps: DigisignStep[] = [];
  SIGNER_SLOTS.forEach((slot, index) => {
    const ids = idsIn(row.signers[index] ?? null);
    if (ids.length === 0) return;
    const mine = approvals.filter((approval) => approval.node_id === signerNode(slot));
    const decided = mine.find((approval) => approval.status === 'approved' || approval.status === 'rejected');
    const pending = mine.some(
      (approval) => approval.status === 'pending' && approval.step === approval.current_step,
    );
    steps.push({
      slot,
      signers: ids.map((id) => ({ id, name: names.get(id) ?? `#${id}` })),
      state: decided
        ? decided.status === 'approved'
          ? 'signed'
          : 'declined'
        : pending
          ? 'pending'
          : 'waiting',
      decided_by: decided?.name ?? null,
      decided_at: decided?.decided_at ? new Date(decided.decided_at).toISOString() : null,
      comment: decided?.comment ?? null,
    });
  });
  return steps;
}

/** The requests of a list (or one request) as the Signatures screen shows them, those the caller may read. */
export async function requestSummaries(
  tx: Db,
  auth: AuthContext,
  filter: { scope: DigisignListScope } | { id: number },
): Promise<DigisignRequestSummary[]> {
  const userId = auth.user.id;
  // Only requests the caller may read as a record, or signs: a grant that closes one to them closes it here too.
  const rows = await requestRows(tx, accessOf(auth, REQUEST_OBJECT), filter);
  const ids = rows.map((row) => row.id);
  const approvals = await approvalsOf(tx, ids);
  const names = await namesOf(tx, [...new Set(rows.flatMap((row) => row.signers.flatMap(idsIn)))]);
  const files = await filesOf(tx, ids);
  return rows.map((row) => {
    const own = approvals.filter((approval) => approval.record_id === String(row.id));
    const original = files.find((file) => file.record_id === String(row.id) && file.id !== row.signed_upload);
    const signed = files.find((file) => file.id === row.signed_upload);
    return {
      id: row.id,
      title: row.title,
      status: (row.status ?? 'Draft') as DigisignStatus,
      document_type: row.document_type,
      template: row.template,
      requester: row.requester,
      created_at: new Date(row.created_at).toISOString(),
      document: original ? { id: original.id, name: original.file_name } : null,
      signed_document: signed ? { id: signed.id, name: signed.file_name } : null,
      document_sha256: row.document_sha256,
      decline_reason: row.decline_reason,
      steps: stepsOf(row, own, names),
      my_turn: own.some(
        (approval) =>
          approval.status === 'pending' &&
          approval.step === approval.current_step &&
          approval.approver_id === userId,
      ),
    };
  });
}
