import type { PermissionLevel } from '@atrium/core';
import { api } from '../../../app/api-client';

/** A grant as auth/record_permissions answers it. */
export interface Grant {
  id: number;
  to_user: number | null;
  to_user_display: string | null;
  to_role: number | null;
  to_role_display: string | null;
  permission: PermissionLevel;
}

export interface Grantee {
  id: number;
  name: string;
}

export type GranteeKind = 'user' | 'role';

/** Levels of spec 000 §3 with their translation keys, in the order people choose them. */
export const LEVELS: readonly { level: PermissionLevel; key: string }[] = [
  { level: 1, key: 'panels.permissions.levels.read' },
  { level: 2, key: 'panels.permissions.levels.edit' },
  { level: 4, key: 'panels.permissions.levels.delete' },
  { level: 7, key: 'panels.permissions.levels.full' },
  { level: 8, key: 'panels.permissions.levels.deny' },
];

export function grantCalls(object: string, recordId: number) {
  const base = `auth/record_permissions/${encodeURIComponent(object)}/${recordId}`;
  return {
    async list(): Promise<Grant[]> {
      return (await api.get<{ data: Grant[] }>(base)).data;
    },
    async grantees(kind: GranteeKind): Promise<Grantee[]> {
      return (await api.get<{ data: Grantee[] }>(`${base}/${kind === 'user' ? 'users' : 'roles'}`)).data;
    },
    add(kind: GranteeKind, granteeId: number, level: PermissionLevel): Promise<unknown> {
      return api.post(base, { [kind === 'user' ? 'to_user' : 'to_role']: granteeId, permission: level });
    },
    change(grant: Grant, level: PermissionLevel): Promise<unknown> {
      return api.put(`${base}/${grant.id}`, {
        ...(grant.to_user ? { to_user: grant.to_user } : { to_role: grant.to_role }),
        permission: level,
      });
    },
    remove(grant: Grant): Promise<unknown> {
      return api.delete(`${base}/${grant.id}`);
    },
  };
}
