import { ClearOutlined, ProjectOutlined, TableOutlined } from '@ant-design/icons';
import { channels, type RecordData, type SortEntry } from '@atrium/core';
import { Alert, Button, Segmented, Space, Spin, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../app/api-error';
import { useListRefresh } from '../../app/list-refresh';
import { useChannel, useChannels } from '../../app/useChannel';
import { useBoardTranslation } from '../../i18n/resources/board';
import { listPagePermissions, type RecordRoute } from '../../metadata/record-route';
import { usePermissions } from '../../session/permissions/usePermissions';
import type { TopBarConfig } from '../../shell/top-bar/top-bar-types';
import { useTopBar } from '../../shell/top-bar/useTopBar';
import { useModuleLabels } from '../../shell/useModuleLabels';
import { usePageTitle } from '../../shell/usePageTitle';
import { groupableAttributes } from '../board/board-grouping';
import { useBoardPreference } from '../board/useBoardPreference';
import { ExportButton } from './ExportButton';
import { liveEventOf } from './list-live-reducer';
import { RecordGrid } from './RecordGrid';
import { type ListFilters, useListFilters } from './useListFilters';
import { useRecordList } from './useRecordList';

const DEFAULT_PAGE_SIZE = 20;

const KanbanBoard = lazy(() => import('../board/KanbanBoard').then((m) => ({ default: m.KanbanBoard })));

/**
 * The generic list of an object's records (spec 000 §2, spec 001 §2.6): the grid, or the board when the
 * object has a status or single-select field and the reader chose it (or the object opens on it).
 */
export function RecordListPage({ route }: { route: RecordRoute }) {
  const { definition, entry, scope, listRoute } = route;
  const { t } = useBoardTranslation();
  const navigate = useNavigate();
  const { entryLabel } = useModuleLabels();
  usePageTitle(entryLabel(entry));
  const boardable = useMemo(() => groupableAttributes(definition).length > 0, [definition]);
  const preference = useBoardPreference(definition);
  const onBoard = boardable && preference.view === 'board' && preference.groupBy !== undefined;
  const { has } = usePermissions(listPagePermissions(scope));
  const canAdd = has(`${scope}:create`);
  // Kept here, not in a view, so a filtered or searched grid switched to the board stays narrowed.
  const narrowing = useListFilters(definition);
  const { setSearch } = narrowing;
  const boardTopBar = useMemo(
    () => ({
      onSearch: setSearch,
      buttons: canAdd
        ? [
            {
              key: 'add',
              kind: 'plain' as const,
              icon: 'add' as const,
              label: t('topBar.add'),
              onClick: () => navigate(`${listRoute}/new`),
            },
          ]
        : [],
    }),
    [setSearch, canAdd, t, navigate, listRoute],
  );
  return (
    <section className="atrium-page atrium-record-list">
      <Typography.Title level={1}>{entryLabel(entry)}</Typography.Title>
      {boardable ? (
        <Segmented
          className="atrium-record-list__views"
          value={onBoard ? 'board' : 'grid'}
          onChange={(view) => preference.update({ view: view === 'board' ? 'board' : 'grid' })}
          options={[
            { value: 'grid', label: t('board.grid'), icon: <TableOutlined /> },
            { value: 'board', label: t('board.board'), icon: <ProjectOutlined /> },
          ]}
        />
      ) : null}
      {!preference.ready ? (
        <Spin />
      ) : onBoard && preference.groupBy ? (
        <BoardView topBar={boardTopBar} narrowing={narrowing}>
          <Suspense fallback={<Spin />}>
            <KanbanBoard
              definition={definition}
              groupBy={preference.groupBy}
              onGroupByChange={(groupBy) => preference.update({ groupBy })}
              listRoute={listRoute}
              filter={narrowing.filter}
              search={narrowing.search}
            />
          </Suspense>
        </BoardView>
      ) : (
        <RecordGridView route={route} narrowing={narrowing} />
      )}
    </section>
  );
}

/**
 * The board's top bar (the grid's search, the Add button) and, while the filter row carried over from
 * the grid or a chart's link narrows every column, the button that clears it.
 */
function BoardView(props: { topBar: TopBarConfig; narrowing: ListFilters; children: ReactNode }) {
  const { topBar, narrowing, children } = props;
  const { t } = useTranslation();
  useTopBar(topBar);
  return (
    <>
      {Object.keys(narrowing.filters).length > 0 ? (
        <Space className="atrium-grid__actions" wrap>
          <Button icon={<ClearOutlined />} onClick={() => narrowing.setFilters({})}>
            {t('records.clearFilters')}
          </Button>
        </Space>
      ) : null}
      {children}
    </>
  );
}

/** The grid with its filter row, sorting, paging, export and live rows. */
function RecordGridView({ route, narrowing }: { route: RecordRoute; narrowing: ListFilters }) {
  const { definition, scope, listRoute } = route;
  const object = definition.name;
  const { t } = useTranslation();
  const navigate = useNavigate();

  const { columns, filters, setFilters, setFilterInput, filter, search, setSearch } = narrowing;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sorting, setSorting] = useState<SortEntry | undefined>();
  // Spec 001 §4.7: a new filter starts again at the first page.
  const filterKey = JSON.stringify(filter);
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  if (lastFilterKey !== filterKey) {
    setLastFilterKey(filterKey);
    setPage(1);
  }
  const fields = useMemo(() => columns.map((column) => column.name), [columns]);
  const params = useMemo(
    () => ({ page, pageSize, sorting, filter, search, fields }),
    [page, pageSize, sorting, filter, search, fields],
  );
  const list = useRecordList(object, params);
  // Spec 001 §4.5: a record of this object saved or deleted elsewhere in the window reloads this page.
  useListRefresh(object, () => void list.refetch());

  const onSearch = useCallback(
    (term: string) => {
      setSearch(term);
      setPage(1);
    },
    [setSearch],
  );

  const { has } = usePermissions(listPagePermissions(scope));
  const canAdd = has(`${scope}:create`);
  const topBar = useMemo(
    () => ({
      onSearch,
      buttons: canAdd
        ? [
            {
              key: 'add',
              kind: 'plain' as const,
              icon: 'add' as const,
              label: t('topBar.add'),
              onClick: () => navigate(`${listRoute}/new`),
            },
          ]
        : [],
    }),
    [onSearch, canAdd, t, navigate, listRoute],
  );
  useTopBar(topBar);

  const onLive = useCallback(
    (message: { event: string; data: unknown }) => {
      const event = liveEventOf(message.event, message.data);
      if (event) list.applyLive(event);
    },
    [list.applyLive],
  );
  useChannel(channels.newRecords(object), onLive);
  const rowChannels = useMemo(
    () => (list.data?.data ?? []).map((row) => channels.record(object, row.id)),
    [list.data, object],
  );
  useChannels(rowChannels, onLive);

  return (
    <>
      <Space className="atrium-grid__actions" wrap>
        {has(`${scope}:export`) ? <ExportButton object={object} filter={filter} /> : null}
        <Button
          icon={<ClearOutlined />}
          disabled={Object.keys(filters).length === 0}
          onClick={() => setFilters({})}
        >
          {t('records.clearFilters')}
        </Button>
      </Space>
      {list.error ? (
        <Alert type="error" showIcon title={t('records.loadFailed', { message: errorMessage(list.error) })} />
      ) : null}
      <RecordGrid
        columns={columns}
        list={list.data}
        loading={list.isFetching}
        page={page}
        pageSize={pageSize}
        sorting={sorting}
        filters={filters}
        onFilterChange={setFilterInput}
        onSortChange={(next) => {
          setSorting(next);
          setPage(1);
        }}
        onPageChange={(nextPage, nextSize) => {
          setPage(nextSize === pageSize ? nextPage : 1);
          setPageSize(nextSize);
        }}
        onRowClick={(record: RecordData) => navigate(`${listRoute}/${record.id}`)}
      />
    </>
  );
}
