import { type ObjectVerb, objectPermission } from '@atrium/core';
import type { AuthContext } from '../../../platform/auth/request-context';
import { AppError } from '../../../platform/errors/app-error';
import { lockAndSelectRecord } from '../records.repository';
import type { WriteKind, WriteState } from './write-state';

/** The object-level permission each kind of write needs. */
const VERB: Record<WriteKind, ObjectVerb> = {
  create: 'create',
  update: 'edit',
  delete: 'delete',
  duplicate: 'create',
  version: 'edit',
  reorder: 'edit',
  attach: 'edit',
  detach: 'edit',
};

/** The record-level bit (1 read, 2 edit, 4 delete) each kind needs on the record it touches. */
const RECORD_BIT: Record<Exclude<WriteKind, 'create'>, number> = {
  update: 2,
  delete: 4,
  duplicate: 1,
  version: 2,
  reorder: 2,
  attach: 2,
  detach: 2,
};

export function requireVerb(auth: AuthContext, objectName: string, verb: ObjectVerb): void {
  const permission = objectPermission(objectName, verb);
  if (!auth.permissions.has(permission)) {
    throw new AppError('FORBIDDEN', `You need the '${permission}' permission for this.`);
  }
}

/** Checked before a transaction opens, so a request that can never pass costs no connection. */
export function authorizeObject(auth: AuthContext, kind: WriteKind, objectName: string): void {
  requireVerb(auth, objectName, VERB[kind]);
}

function refusal(kind: WriteKind, name: string): string {
  if (kind === 'delete') return `You may not delete this ${name}.`;
  if (kind === 'attach' || kind === 'detach') return `You may not change the files of this ${name}.`;
  return `You may not edit this ${name}.`;
}

/**
 * Pipeline step, authorize: the object permission, then the record (read through the writer's own access,
 * inside the organization's transaction, so another organization's record is simply not found), its
 * record-level permission and its lock. The row is read and locked for the rest of the transaction in
 * one statement.
 */
export async function authorize(state: WriteState): Promise<void> {
  const { request, model, auth, tx } = state;
  authorizeObject(auth, request.kind, request.object);
  const name = model.object.display_name;
  if (request.kind === 'version' && !model.object.has_versioning)
    throw new AppError('UNPROCESSABLE', `${name} records do not keep versions.`);
  if (request.kind === 'create') return;
  const read = await lockAndSelectRecord(tx, model, state.access, request.id);
  if (!read) throw new AppError('NOT_FOUND', `There is no ${name} with id ${request.id}.`);
  const { current, stored } = read;
  if ((current.permission & 1) === 0)
    throw new AppError('FORBIDDEN', `You do not have access to this ${name}.`);
  if ((current.permission & RECORD_BIT[request.kind]) === 0)
    throw new AppError('FORBIDDEN', refusal(request.kind, name));
  if (stored.is_locked === true && (request.kind === 'update' || request.kind === 'delete'))
    throw new AppError('CONFLICT', `This ${name} is locked.`);
  if (stored.is_locked === true && (request.kind === 'attach' || request.kind === 'detach'))
    throw new AppError('CONFLICT', `This ${name} is locked; its files cannot change.`);
  if (request.kind === 'version' && !stored.is_active_version)
    throw new AppError('CONFLICT', 'Only the active version can be versioned; open the latest version.');
  state.current = current;
  state.stored = stored;
}
