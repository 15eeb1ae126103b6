import type { ObjectDefinition, RecordData, Relationship } from '@atrium/core';
import { useCallback, useState } from 'react';
import { api } from '../../../app/api-client';
import { errorMessage } from '../../../app/api-error';
import { announceListRefresh } from '../../../app/list-refresh';
import { type ChildRow, childPayload, parentLink } from './related-object-model';

interface MutationsInput {
  child: ObjectDefinition;
  relation: Relationship;
  parentId: number;
}

/**
 * Create, update and delete of a stored parent's children, through the child object's own calls. Each
 * change that succeeds tells the child object's lists to refresh (spec 001 §4.5), this panel among them.
 */
export function useChildMutations({ child, relation, parentId }: MutationsInput) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const save = useCallback(
    async (row: ChildRow, isNew: boolean): Promise<boolean> => {
      setSaving(true);
      setError(undefined);
      try {
        const body = { ...childPayload(row), ...parentLink(relation, parentId) };
        if (isNew) await api.post<RecordData>(child.api_endpoint, body);
        else await api.put(`${child.api_endpoint}/${encodeURIComponent(String(row.id))}`, body);
        announceListRefresh(child.name);
        return true;
      } catch (failure) {
        setError(errorMessage(failure));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [child, relation, parentId],
  );

  const remove = useCallback(
    async (id: number | string) => {
      await api.delete(`${child.api_endpoint}/${encodeURIComponent(String(id))}`);
      announceListRefresh(child.name);
    },
    [child.api_endpoint, child.name],
  );

  return { save, remove, saving, error, clearError: () => setError(undefined) };
}
