import type { DesignRefusal, FormNode } from '@atrium/core';
import { useDraggable } from '@dnd-kit/core';
import { type MouseEvent, type ReactNode, useMemo } from 'react';
import { useDesignerTranslation } from '../i18n/resources/designer';
import { useCanvasActions } from './canvas-context';
import { atId, type DragPayload } from './canvas-dnd';
import { useDropCue, useIsKeyboardMoving, useIsSelected } from './designer-ui-store';
import { NodeToolbar } from './NodeToolbar';
import { useRefusalText } from './useRefusalText';

interface NodeFrameProps {
  node: FormNode;
  /** The root is neither dragged nor dropped beside. */
  isRoot?: boolean;
  className: string;
  children: ReactNode;
}

/**
 * One element on the canvas: its toolbar, the selection outline and the drop cue with the refusal's
 * reason. It is a drop target through `data-drop-id`, read by the canvas's hit test, not a dnd-kit
 * droppable: those re-render, all of them, whenever the element under the pointer changes.
 */
export function NodeFrame({ node, isRoot = false, className, children }: NodeFrameProps) {
  const actions = useCanvasActions();
  const label = actions.labelOf(node);
  const selected = useIsSelected(node.id);
  const cue = useDropCue(node.id);
  const moving = useIsKeyboardMoving(node.id);
  const payload = useMemo<DragPayload>(
    () => ({ kind: 'node', nodeId: node.id, type: node.type, label }),
    [node.id, node.type, label],
  );
  const drag = useDraggable({ id: `drag:${node.id}`, data: payload, disabled: isRoot });
  const { setNodeRef, listeners, attributes } = drag;
  const handle = useMemo(() => ({ setNodeRef, listeners, attributes }), [setNodeRef, listeners, attributes]);

  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    actions.select(node.id);
  };
  const classes = [
    'atrium-designer-node',
    className,
    selected ? 'is-selected' : '',
    moving ? 'is-moving' : '',
    drag.isDragging ? 'is-dragging' : '',
    cue ? (cue.ok ? 'is-drop-ok' : 'is-drop-refused') : '',
  ];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the toolbar's buttons are the keyboard path; a click on the frame only selects.
    <div
      className={classes.filter(Boolean).join(' ')}
      data-testid={`canvas-node-${node.id}`}
      data-node-type={node.type}
      data-drop-id={isRoot ? undefined : atId(node.id)}
      onClick={onClick}
    >
      <NodeToolbar
        nodeId={node.id}
        type={node.type}
        label={label}
        columns={node.children?.length ?? 0}
        isRoot={isRoot}
        moving={moving}
        handle={handle}
      />
      {cue && !cue.ok ? <RefusalCue refusal={cue.refusal} /> : null}
      {children}
    </div>
  );
}

function RefusalCue({ refusal }: { refusal: DesignRefusal | undefined }) {
  const { t } = useDesignerTranslation();
  const refusalText = useRefusalText();
  return (
    <div className="atrium-designer-node__refusal" role="alert" data-testid="drop-refusal">
      {t('designer.canvas.refused', { reason: refusal ? refusalText(refusal) : '' })}
    </div>
  );
}
