import {
  type Attribute,
  type FieldHistoryEntry,
  type FieldHistoryPage,
  fieldHistoryPageSchema,
  type ObjectDefinition,
} from '@atrium/core';
import { api } from '../../app/api-client';

/** Objects with at least one attribute whose changes are kept (`enableHistoryTracking`). */
export function tracksHistory(definition: ObjectDefinition): boolean {
  return definition.attributes.some((attribute) => attribute.options.enableHistoryTracking === true);
}

export async function fetchRecordHistory(
  definition: ObjectDefinition,
  id: number,
  page: number,
  pageSize: number,
): Promise<FieldHistoryPage> {
  const answer = await api.get<unknown>(`records/${definition.name}/${id}/history`, {
    query: { page, pageSize },
  });
  return fieldHistoryPageSchema.parse(answer);
}

/** The attribute an entry changed, as the definition knows it now (undefined once it was removed). */
export function attributeOf(definition: ObjectDefinition, entry: FieldHistoryEntry): Attribute | undefined {
  return definition.attributes.find((attribute) => attribute.name === entry.attribute);
}
