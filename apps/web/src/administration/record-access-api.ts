import { api } from '../app/api-client';

/** An object whose records' access an administrator manages. */
export interface AccessObject {
  name: string;
  display_name: string;
  module: string;
}

/** A record as the record permissions screen lists it. */
export interface AccessRecord {
  id: number;
  label: string | null;
  owner_id: number | null;
  owner_name: string | null;
  restricted: boolean;
}

export interface AccessMember {
  id: number;
  name: string;
  email: string;
}

export interface TransferAnswer {
  data: { object: string; count: number }[];
  total: number;
}

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
  transfer: (body: {
    from_user_id: number;
    to_user_id: number;
    objects?: string[];
  }): Promise<TransferAnswer> => api.post<TransferAnswer>('auth/administration/ownership-transfer', body),
};
