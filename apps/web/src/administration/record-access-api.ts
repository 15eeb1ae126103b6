import type {
  AccessMember,
  AccessObject,
  AccessRecord,
  OwnershipTransferAnswer,
  OwnershipTransferBody,
} from '@atrium/core';
import { api } from '../app/api-client';

export type { AccessMember, AccessObject, AccessRecord };

const base = 'auth/administration/record-permissions';

/** The calls of /administration/record_permissions (docs/api/administration.md, "Record access"). */
export const recordAccessApi = {
  objects: async (): Promise<AccessObject[]> =>
    (await api.get<{ data: AccessObject[] }>(`${base}/objects`)).data,
  members: async (): Promise<AccessMember[]> =>
    (await api.get<{ data: AccessMember[] }>(`${base}/users`)).data,
  records: async (object: string, search: string): Promise<AccessRecord[]> =>
    (
      await api.get<{ data: AccessRecord[] }>(
        `${base}/objects/${encodeURIComponent(object)}/records?search=${encodeURIComponent(search)}`,
      )
    ).data,
  transfer: (body: OwnershipTransferBody): Promise<OwnershipTransferAnswer> =>
    api.post<OwnershipTransferAnswer>('auth/administration/ownership-transfer', body),
};
