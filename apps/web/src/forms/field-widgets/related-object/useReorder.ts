import type { ObjectDefinition } from '@atrium/core';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api-client';
import { errorMessage } from '../../../app/api-error';
import { type ChildRow, moveRow } from './related-object-model';

interface ReorderInput {
  child: ObjectDefinition;
  rows: readonly ChildRow[];
  /** Shows an order at once; called again with the old order when the server refuses (spec 001 §4.5). */
  setOrder: (rows: ChildRow[]) => void;
}

/** Drag reorder of stored children: optimistic, saved with reorderById, restored with a toast on failure. */
export function useReorder({ child, rows, setOrder }: ReorderInput) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useCallback(
    async (from: number | string, to: number | string) => {
      const before = [...rows];
      const after = moveRow(rows, from, to);
      if (after.every((row, index) => row.id === before[index]?.id)) return;
      setOrder(after);
      try {
        await api.post(`reorderById/${child.module}/${child.name}`, {
          ids: after.map((row) => Number(row.id)),
        });
      } catch (failure) {
        setOrder(before);
        void message.error({
          content: t('panels.related.reorderFailed', { message: errorMessage(failure) }),
          duration: 8,
        });
      }
    },
    [child.module, child.name, rows, setOrder, message, t],
  );
}
