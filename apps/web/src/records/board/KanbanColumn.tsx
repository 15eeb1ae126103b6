import { type Attribute, channels, type RecordData } from '@atrium/core';
import { useDroppable } from '@dnd-kit/core';
import { Alert, Badge, Empty, Spin, Typography } from 'antd';
import { useMemo, useRef } from 'react';
import { errorMessage } from '../../app/api-error';
import { useChannels } from '../../app/useChannel';
import { useBoardTranslation } from '../../i18n/resources/board';
import { useLoadMoreMarker } from '../../ui/useLoadMoreMarker';
import type { BoardColumn } from './board-grouping';
import { KanbanCard } from './KanbanCard';
import { type BoardQuery, useKanbanColumn } from './useKanbanColumn';

interface KanbanColumnProps {
  object: string;
  field: string;
  column: BoardColumn;
  /** The fields read for each card (the grouping field, the title's and the body's), the list's filter and search. */
  query: BoardQuery;
  body: readonly Attribute[];
  titleOf: (record: RecordData) => string;
  onOpen: (record: RecordData) => void;
  /** Called when another person changes or deletes a record shown here. */
  onLive: () => void;
}

/** One column: its own pages of 15, loaded further as its Load More marker comes into view. */
export function KanbanColumn(props: KanbanColumnProps) {
  const { object, field, column, query: boardQuery, body, titleOf, onOpen, onLive } = props;
  const { t } = useBoardTranslation();
  const query = useKanbanColumn(object, { field, value: column.value, query: boardQuery });
  const { setNodeRef, isOver } = useDroppable({
    id: `column:${column.value ?? ''}`,
    data: { value: column.value },
  });
  const scroller = useRef<HTMLDivElement | null>(null);
  const marker = useRef<HTMLDivElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useLoadMoreMarker(marker, { hasNextPage, isFetchingNextPage, fetchNextPage }, scroller);

  const records = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  useChannels(
    useMemo(() => records.map((record) => channels.record(object, record.id)), [records, object]),
    onLive,
  );
  const total = query.data?.pages[0]?.total;
  return (
    <section
      ref={setNodeRef}
      className={`atrium-kanban__column${isOver ? ' atrium-kanban__column--over' : ''}`}
      aria-label={column.label}
      data-column={column.value ?? ''}
    >
      <header className="atrium-kanban__column-head">
        <Typography.Text strong>{column.label}</Typography.Text>
        {total === undefined ? null : <Badge count={total} showZero color="gray" overflowCount={9999} />}
      </header>
      <div ref={scroller} className="atrium-kanban__cards">
        {query.error ? <Alert type="error" showIcon title={errorMessage(query.error)} /> : null}
        {query.isPending ? <Spin /> : null}
        {!query.isPending && records.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('board.empty')} />
        ) : null}
        {records.map((record) => (
          <KanbanCard
            key={record.id}
            record={record}
            column={column.value}
            title={titleOf(record)}
            fields={body}
            onOpen={onOpen}
          />
        ))}
        {hasNextPage ? (
          <div ref={marker} className="atrium-kanban__more" data-testid="kanban-load-more">
            {t('board.loadMore')}
          </div>
        ) : null}
      </div>
    </section>
  );
}
