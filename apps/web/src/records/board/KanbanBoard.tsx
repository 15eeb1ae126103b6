import {
  channels,
  type FilterEntry,
  listColumns,
  type ObjectDefinition,
  type RecordData,
} from '@atrium/core';
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Select, Space, Typography } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useListRefresh } from '../../app/list-refresh';
import { useChannel } from '../../app/useChannel';
import { attributeLabel } from '../../i18n/metadata-labels';
import { useBoardTranslation } from '../../i18n/resources/board';
import { boardColumns, groupableAttributes } from './board-grouping';
import { KanbanColumn } from './KanbanColumn';
import { useBoardMove } from './useBoardMove';
import type { BoardQuery } from './useKanbanColumn';
import './kanban.css';

/** How many listed fields a card shows under its title. */
const CARD_FIELDS = 3;

interface KanbanBoardProps {
  definition: ObjectDefinition;
  groupBy: string;
  onGroupByChange: (field: string) => void;
  listRoute: string;
  /** The list's filter (its filter row, or a chart's `?filter=`) and top-bar search: every column meets them. */
  filter: readonly FilterEntry[];
  search: string;
}

/**
 * The board view of any object (issue 19 item 4, spec 001 §2.6, §4.8): a column per value of a status
 * or single-select field, each paging on its own; a card dragged to another column changes the value.
 */
export function KanbanBoard(props: KanbanBoardProps) {
  const { definition, groupBy, onGroupByChange, listRoute, filter, search } = props;
  const { t, i18n } = useBoardTranslation();
  const navigate = useNavigate();
  const object = definition.name;
  const groupable = useMemo(() => groupableAttributes(definition), [definition]);
  const attribute = groupable.find((candidate) => candidate.name === groupBy) ?? groupable[0];
  const columns = useMemo(
    () => (attribute ? boardColumns(attribute, t('board.noValue'), i18n.language) : []),
    [attribute, t, i18n.language],
  );
  const labelAttribute = definition.label_attribute ?? undefined;
  const body = useMemo(
    () =>
      listColumns(definition)
        .filter((candidate) => candidate.name !== labelAttribute && candidate.name !== attribute?.name)
        .slice(0, CARD_FIELDS),
    [definition, labelAttribute, attribute],
  );
  const fields = useMemo(
    () => [
      ...new Set(
        [attribute?.name, labelAttribute, ...body.map((f) => f.name)].filter((f): f is string => !!f),
      ),
    ],
    [attribute, labelAttribute, body],
  );
  const query = useMemo<BoardQuery>(() => ({ fields, filter, search }), [fields, filter, search]);
  const titleOf = useCallback(
    (record: RecordData) => {
      const label = labelAttribute ? record[labelAttribute] : undefined;
      return typeof label === 'string' && label.trim() !== '' ? label : `#${record.id}`;
    },
    [labelAttribute],
  );
  const labelOf = useCallback(
    (value: string | null) => columns.find((column) => column.value === value)?.label ?? String(value),
    [columns],
  );
  const { move, reload } = useBoardMove({ object, field: attribute?.name ?? '', query, labelOf });

  // A drag ends with a click on the card it started from: that click must not open the record.
  const dragging = useRef(false);
  const onOpen = useCallback(
    (record: RecordData) => {
      if (!dragging.current) navigate(`${listRoute}/${record.id}`);
    },
    [navigate, listRoute],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      setTimeout(() => {
        dragging.current = false;
      }, 0);
      const data = event.active.data.current as { record: RecordData; column: string | null } | undefined;
      const target = event.over?.data.current as { value: string | null } | undefined;
      if (!data || !target) return;
      void move(data.record, data.column, target.value);
    },
    [move],
  );

  // Others' changes arrive on the object's channel (new records) and each shown record's (the columns').
  useChannel(channels.newRecords(object), reload);
  useListRefresh(object, reload);

  if (!attribute) return null;
  return (
    <div className="atrium-kanban">
      <Space className="atrium-kanban__toolbar">
        <Typography.Text>{t('board.groupBy')}</Typography.Text>
        <Select
          aria-label={t('board.groupBy')}
          value={attribute.name}
          onChange={onGroupByChange}
          options={groupable.map((candidate) => ({
            value: candidate.name,
            label: attributeLabel(candidate, i18n.language),
          }))}
          style={{ minWidth: 180 }}
        />
      </Space>
      <DndContext
        sensors={sensors}
        onDragStart={() => {
          dragging.current = true;
        }}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          dragging.current = false;
        }}
      >
        <div className="atrium-kanban__columns">
          {columns.map((column) => (
            <KanbanColumn
              key={`${attribute.name}:${column.value ?? ''}`}
              object={object}
              field={attribute.name}
              column={column}
              query={query}
              body={body}
              titleOf={titleOf}
              onOpen={onOpen}
              onLive={reload}
            />
          ))}
        </div>
      </DndContext>
    </div>
  );
}
