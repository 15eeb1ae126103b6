import type { IsAllowedAnswer, PermissionsByGroupAnswer } from '@atrium/core';
import { api } from '../../app/api-client';
import { readStored, writeStored } from '../browser-storage';
import { STORAGE_KEYS } from '../storage-keys';
import { type PermissionCacheSnapshot, PermissionClient } from './permission-client';

const asSnapshot = (value: unknown): PermissionCacheSnapshot | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as PermissionCacheSnapshot)
    : null;

/** The app's one permission client; its cache survives a reload through localStorage. */
export const permissionClient = new PermissionClient({
  fetchAllowed: (permissions) => api.get<IsAllowedAnswer>('auth/user/isallowed', { query: { permissions } }),
  fetchGroup: async (group) =>
    (await api.get<PermissionsByGroupAnswer>('auth/user/permissionsbygroup', { query: { group } })).data,
  initial: readStored(STORAGE_KEYS.permissions, asSnapshot) ?? {},
  persist: (snapshot) => writeStored(STORAGE_KEYS.permissions, snapshot),
});
