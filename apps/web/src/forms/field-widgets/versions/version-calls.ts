import type { ObjectDefinition, RecordData } from '@atrium/core';
import { api } from '../../../app/api-client';
import { listRouteOf } from '../../../metadata/record-route';

/** One version as `{api_endpoint}/{id}/versions` lists it. */
export interface VersionEntry {
  id: number;
  number: number;
  is_active_version: boolean;
  created_at: string;
}

const recordPath = (definition: ObjectDefinition, id: number) => `${definition.api_endpoint}/${id}`;

export const versionCalls = {
  async list(definition: ObjectDefinition, id: number): Promise<VersionEntry[]> {
    return (await api.get<{ data: VersionEntry[] }>(`${recordPath(definition, id)}/versions`)).data;
  },
  create(definition: ObjectDefinition, id: number): Promise<RecordData> {
    return api.post<RecordData>(`${recordPath(definition, id)}/versions`);
  },
  read(definition: ObjectDefinition, id: number): Promise<RecordData> {
    return api.get<RecordData>(recordPath(definition, id));
  },
};

/** Where a record of this object opens; undefined when no navigation entry lists the object. */
export function recordPathOf(definition: ObjectDefinition, id: number | string): string | undefined {
  const route = listRouteOf(definition.name);
  return route ? `${route}/${id}` : undefined;
}

/** Versions exist for a saved record of a versioned object; only the active version shows them (§4.4). */
export function isActiveVersion(record: Readonly<Record<string, unknown>>): boolean {
  return record.is_active_version !== false && record.is_active_version !== '0';
}
