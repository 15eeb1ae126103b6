import type { ListAnswer, RecordData } from '@atrium/core';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useRef } from 'react';
import { api } from '../../app/api-client';
import { errorMessage } from '../../app/api-error';
import { announceListRefresh } from '../../app/list-refresh';
import { useBoardTranslation } from '../../i18n/resources/board';
import { staysOnBoard } from './board-grouping';
import {
  type BoardQuery,
  boardKey,
  boardQueryKey,
  type ColumnData,
  columnValueOfKey,
  isColumnOf,
} from './useKanbanColumn';

const sameId = (a: RecordData, id: number) => Number(a.id) === id;

function without(data: ColumnData, id: number): ColumnData {
  return {
    ...data,
    pages: data.pages.map((page: ListAnswer) =>
      page.data.some((row) => sameId(row, id))
        ? { ...page, data: page.data.filter((row) => !sameId(row, id)), total: Math.max(0, page.total - 1) }
        : { ...page, total: Math.max(0, page.total - 1) },
    ),
  };
}

function withOnTop(data: ColumnData, record: RecordData): ColumnData {
  return {
    ...data,
    pages: data.pages.map((page: ListAnswer, index) =>
      index === 0
        ? { ...page, data: [record, ...page.data], total: page.total + 1 }
        : { ...page, total: page.total + 1 },
    ),
  };
}

interface BoardMoveOptions {
  object: string;
  field: string;
  /** The board's fields, filter and search: only its own columns are changed. */
  query: BoardQuery;
  labelOf: (value: string | null) => string;
}

/**
 * Moving a card: shown at once (out of its column, on top of the new one), saved through the ordinary
 * record update, and put back with the server's reason when the save is refused (a workflow owns the
 * field, the record changed meanwhile, no right to edit it).
 */
export function useBoardMove({ object, field, query, labelOf }: BoardMoveOptions) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useBoardTranslation();
  const pending = useRef(0);

  const move = useCallback(
    async (record: RecordData, from: string | null, to: string | null) => {
      if (from === to) return;
      const id = Number(record.id);
      const board = boardQueryKey(object, field, query);
      const filter = {
        queryKey: board,
        predicate: ({ queryKey }: { queryKey: QueryKey }) => isColumnOf(queryKey, board),
      };
      // A card moved out of what the list's filter admits leaves the board rather than land in the column.
      const shown = staysOnBoard(query.filter, field, to);
      await queryClient.cancelQueries(filter);
      const before = queryClient.getQueriesData<ColumnData>(filter);
      const moved = { ...record, [field]: to } as RecordData;
      for (const [key, data] of before) {
        if (!data) continue;
        const value = columnValueOfKey(key);
        if (value === from) queryClient.setQueryData<ColumnData>(key, without(data, id));
        if (value === to && shown) queryClient.setQueryData<ColumnData>(key, withOnTop(data, moved));
      }
      pending.current += 1;
      try {
        const saved = await api.put<RecordData>(`records/${object}/${id}`, {
          [field]: to,
          ...(typeof record.version === 'number' ? { version: record.version } : {}),
        });
        for (const [key] of before) {
          if (columnValueOfKey(key) !== to) continue;
          queryClient.setQueryData<ColumnData>(key, (data) =>
            data
              ? {
                  ...data,
                  pages: data.pages.map((page) => ({
                    ...page,
                    data: page.data.map((row) =>
                      sameId(row, id) ? { ...row, ...saved, permission: row.permission } : row,
                    ),
                  })),
                }
              : data,
          );
        }
        message.success(t('board.moved', { column: labelOf(to) }));
        announceListRefresh(object);
      } catch (error) {
        for (const [key, data] of before) queryClient.setQueryData(key, data);
        message.error({ content: t('board.refused', { message: errorMessage(error) }), duration: 8 });
      } finally {
        pending.current -= 1;
      }
    },
    [queryClient, object, field, query, labelOf, message, t],
  );

  /** Live news from others reloads the board, but not under a move still being saved. */
  const reload = useCallback(() => {
    if (pending.current > 0) return;
    void queryClient.invalidateQueries({ queryKey: boardKey(object) });
  }, [queryClient, object]);

  return { move, reload };
}
