import type { ObjectDefinition, Relationship } from '@atrium/core';
import { useCallback, useState } from 'react';
import { api } from '../../../app/api-client';
import { errorMessage } from '../../../app/api-error';
import { type ChildRow, parentLink } from './related-object-model';

/** Values a child is saved with: everything but the row's id and what the server computes. */
function payloadOf(row: ChildRow): Record<string, unknown> {
  const { id: _id, permission: _permission, version: _version, ...values } = row;
  return values;
}

interface MutationsInput {
  child: ObjectDefinition;
  relation: Relationship;
  parentId: number;
  /** Called after every change that succeeded, so the list reloads. */
  onChanged: () => void;
}

/** Create, update and delete of a stored parent's children, through the child object's own calls. */
export function useChildMutations({ child, relation, parentId, onChanged }: MutationsInput) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const save = useCallback(
    async (row: ChildRow, isNew: boolean): Promise<boolean> => {
      setSaving(true);
      setError(undefined);
      try {
        const body = { ...payloadOf(row), ...parentLink(relation, parentId) };
        if (isNew) await api.post(child.api_endpoint, body);
        else await api.put(`${child.api_endpoint}/${encodeURIComponent(String(row.id))}`, body);
        onChanged();
        return true;
      } catch (failure) {
        setError(errorMessage(failure));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [child.api_endpoint, relation, parentId, onChanged],
  );

  const remove = useCallback(
    async (id: number | string) => {
      await api.delete(`${child.api_endpoint}/${encodeURIComponent(String(id))}`);
      onChanged();
    },
    [child.api_endpoint, onChanged],
  );

  return { save, remove, saving, error, clearError: () => setError(undefined) };
}
