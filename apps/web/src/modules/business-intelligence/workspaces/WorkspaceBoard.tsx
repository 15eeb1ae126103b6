import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import { DeleteOutlined, DragOutlined } from '@ant-design/icons';
import type { Chart, SavedReport, Workspace, WorkspaceCard } from '@atrium/core';
import { App, Button, ConfigProvider, Empty, Tooltip } from 'antd';
import { type KeyboardEvent, useContext, useEffect, useMemo, useRef, useState } from 'react';
import ReactGridLayout, { type Layout, useContainerWidth } from 'react-grid-layout';
import { errorMessage } from '../../../app/api-error';
import { useReportsTranslation } from '../../../i18n/resources/reports';
import { ChartCard } from '../ChartCard';
import { createLayoutSaver } from './layout-saver';
import {
  fromGridLayout,
  isArrowKey,
  nudgeCard,
  ROW_HEIGHT,
  removeChart,
  toGridLayout,
} from './workspace-layout';
import { useSaveWorkspace } from './workspaces-api';

const HANDLE = 'atrium-workspace-handle';
/** The move bar's description: how to arrange a card with the keyboard. */
const KEYS_HINT = 'atrium-workspace-keys';

interface WorkspaceBoardProps {
  workspace: Workspace;
  /** The charts the person sees, by id, with the report each draws. */
  charts: ReadonlyMap<number, { chart: Chart; report: SavedReport }>;
}

/**
 * A workspace's chart cards on a 12-column grid: dragged by their bar, resized by their corner (or,
 * on the focused bar, the arrow keys move and Shift with the arrows resize), and the arrangement saved
 * for the person as they make it (PUT analytics/workspaces/{id}).
 */
export function WorkspaceBoard({ workspace, charts }: WorkspaceBoardProps) {
  const { t } = useReportsTranslation();
  const { message } = App.useApp();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const rtl = direction === 'rtl';
  const save = useSaveWorkspace();
  const [layout, setLayout] = useState<WorkspaceCard[]>(workspace.layout);
  const { width, containerRef, mounted } = useContainerWidth();

  const saveRef = useRef(save.mutateAsync);
  saveRef.current = save.mutateAsync;
  const saver = useMemo(
    () =>
      createLayoutSaver(workspace.layout, async (next) => {
        try {
          await saveRef.current({ id: workspace.id, name: workspace.name, layout: next });
        } catch (error) {
          message.error(errorMessage(error));
        }
      }),
    [workspace.id, workspace.name, workspace.layout, message],
  );
  useEffect(() => {
    setLayout(workspace.layout);
    // A change still waiting for its pause is sent when the person leaves: another screen unmounts
    // the board, a reload or a closed tab only fires pagehide.
    const leave = () => void saver.flush();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [workspace.layout, saver]);

  const shown = useMemo(() => layout.filter((card) => charts.has(card.chart)), [layout, charts]);
  const gridLayout = useMemo(() => toGridLayout(shown, rtl), [shown, rtl]);

  const onLayoutChange = (items: Layout) => {
    const next = fromGridLayout(items, rtl);
    setLayout(next);
    saver.change(next);
  };

  const onKey = (chartId: number, event: KeyboardEvent<HTMLElement>) => {
    if (!isArrowKey(event.key)) return;
    event.preventDefault();
    const next = nudgeCard(layout, chartId, event.key, { resize: event.shiftKey, rtl });
    setLayout(next);
    saver.change(next);
  };

  const onRemove = async (chartId: number) => {
    const next = removeChart(layout, chartId);
    setLayout(next);
    saver.reset(next);
    try {
      await save.mutateAsync({ id: workspace.id, name: workspace.name, layout: next });
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  if (shown.length === 0) return <Empty description={t('reports.workspaces.empty')} />;
  return (
    // The grid counts columns from the left; in Arabic and Urdu the layout is mirrored into it.
    <div ref={containerRef} dir="ltr" data-testid="workspace-board">
      <span id={KEYS_HINT} hidden>
        {t('reports.workspaces.keys')}
      </span>
      {mounted && (
        <ReactGridLayout
          width={width}
          layout={gridLayout}
          gridConfig={{ cols: 12, rowHeight: ROW_HEIGHT, margin: [16, 16] }}
          dragConfig={{ enabled: true, handle: `.${HANDLE}` }}
          resizeConfig={{ enabled: true, handles: [rtl ? 'sw' : 'se'] }}
          onLayoutChange={onLayoutChange}
        >
          {shown.map((card) => {
            const entry = charts.get(card.chart);
            if (!entry) return null;
            return (
              <div
                key={String(card.chart)}
                dir={direction}
                data-testid="workspace-card"
                data-chart={card.chart}
                data-layout={`${card.x},${card.y},${card.w},${card.h}`}
                style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
              >
                <div
                  style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}
                >
                  <Button
                    size="small"
                    type="text"
                    className={HANDLE}
                    icon={<DragOutlined />}
                    style={{ cursor: 'move', flex: 1, justifyContent: 'flex-start' }}
                    aria-label={t('reports.workspaces.move', { name: entry.chart.name })}
                    aria-describedby={KEYS_HINT}
                    onKeyDown={(event) => onKey(card.chart, event)}
                  >
                    {entry.chart.name}
                  </Button>
                  <Tooltip title={t('reports.workspaces.remove')}>
                    <Button
                      size="small"
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('reports.workspaces.removeChart', { name: entry.chart.name })}
                      onClick={() => void onRemove(card.chart)}
                    />
                  </Tooltip>
                </div>
                <div style={{ flex: 1, overflow: 'auto' }}>
                  <ChartCard chart={entry.chart} definition={entry.report.definition} />
                </div>
              </div>
            );
          })}
        </ReactGridLayout>
      )}
    </div>
  );
}
