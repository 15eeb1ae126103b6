import { MAX_ROW_COLUMNS } from '@atrium/core';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { type KeyboardEvent, type MouseEvent, memo } from 'react';
import { useDesignerTranslation } from '../i18n/resources/designer';
import { useCanvasActions } from './canvas-context';
import { DRAG_ICON, PLUS_ICON, REMOVE_ICON, SETTINGS_ICON } from './tool-icons';

interface NodeToolbarProps {
  nodeId: string;
  type: string;
  label: string;
  columns: number;
  isRoot: boolean;
  moving: boolean;
  handle: {
    setNodeRef: (element: HTMLElement | null) => void;
    listeners: DraggableSyntheticListeners;
    attributes: DraggableAttributes;
  };
}

const stop = (run: () => void) => (event: MouseEvent) => {
  event.stopPropagation();
  run();
};

/**
 * A row offers add column, drag, settings and remove; a column drag, settings and remove (spec 001
 * §2.3); a tab set add tab. Plain buttons, not Ant Design's: a 500-field canvas holds two thousand of
 * them, and every fibre counts when dnd-kit's contexts change under a drag.
 */
export const NodeToolbar = memo(function NodeToolbar({
  nodeId,
  type,
  label,
  columns,
  isRoot,
  moving,
  handle,
}: NodeToolbarProps) {
  const { t } = useDesignerTranslation();
  const actions = useCanvasActions();
  const onHandleKey = (event: KeyboardEvent) => {
    if (actions.keyboardMove(nodeId, event.key)) event.preventDefault();
  };
  const full = columns >= MAX_ROW_COLUMNS;
  return (
    <div className="atrium-designer-node__bar">
      <span className="atrium-designer-node__label">{label}</span>
      {type === 'row' ? (
        <button
          type="button"
          className="atrium-designer-tool"
          disabled={full}
          title={full ? t('designer.canvas.columnLimit') : undefined}
          aria-label={t('designer.canvas.addColumn', { name: label })}
          data-testid={`add-column-${nodeId}`}
          onClick={stop(() => actions.addColumn(nodeId))}
        >
          {PLUS_ICON}
        </button>
      ) : null}
      {type === 'tabs' ? (
        <button
          type="button"
          className="atrium-designer-tool"
          aria-label={t('designer.canvas.addTab', { name: label })}
          data-testid={`add-tab-${nodeId}`}
          onClick={stop(() => actions.addTab(nodeId))}
        >
          {PLUS_ICON}
        </button>
      ) : null}
      {isRoot ? null : (
        <button
          {...handle.listeners}
          {...handle.attributes}
          ref={handle.setNodeRef}
          type="button"
          className="atrium-designer-tool atrium-designer-tool--handle"
          aria-label={t('designer.canvas.move', { name: label })}
          aria-pressed={moving}
          aria-describedby="atrium-designer-move-help"
          data-drag-handle={nodeId}
          onKeyDown={onHandleKey}
        >
          {DRAG_ICON}
        </button>
      )}
      <button
        type="button"
        className="atrium-designer-tool"
        aria-label={t('designer.canvas.settings', { name: label })}
        data-testid={`settings-${nodeId}`}
        onClick={stop(() => actions.select(nodeId))}
      >
        {SETTINGS_ICON}
      </button>
      <button
        type="button"
        className="atrium-designer-tool atrium-designer-tool--danger"
        aria-label={t('designer.canvas.remove', { name: label })}
        data-testid={`remove-${nodeId}`}
        onClick={stop(() => actions.remove(nodeId))}
      >
        {REMOVE_ICON}
      </button>
    </div>
  );
});
