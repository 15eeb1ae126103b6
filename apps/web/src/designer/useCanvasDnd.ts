import { type FormNode, resolveDrop } from '@atrium/core';
import {
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useCallback, useRef, useState } from 'react';
import { collisionBox, type DragPayload, placementIndex, slotsUnderPointer } from './canvas-dnd';
import { type DesignEdit, type DesignState, dropExisting, dropPaletteItem } from './design-state';
import type { DesignerUiStore } from './designer-ui-store';

interface Options {
  body: FormNode;
  ui: DesignerUiStore;
  attributes: readonly { name: string; label: string }[];
  apply: (edit: (state: DesignState) => DesignEdit) => boolean;
  /** Called after a drop changed the form, for the screen-reader announcement. */
  onDropped: (payload: DragPayload) => void;
}

/**
 * A drag starts after 5 px, so a click still selects. One object for the component's life: a new one
 * would give dnd-kit new activators and re-render every draggable of the canvas.
 */
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };

function pointerOf(event: DragMoveEvent | DragEndEvent): { x: number; y: number } | undefined {
  const start = event.activatorEvent;
  if (
    !(start instanceof MouseEvent) &&
    !(typeof PointerEvent !== 'undefined' && start instanceof PointerEvent)
  )
    return undefined;
  return { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y };
}

/**
 * Pointer drag and drop on the canvas. The tree is indexed once per drag; each pointer move resolves the
 * slots under the pointer with core's drop rules and updates the cue only when it changes.
 */
export function useCanvasDnd({ body, ui, attributes, apply, onDropped }: Options) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS));
  const [active, setActive] = useState<DragPayload | undefined>(undefined);
  const drag = useRef<{ payload: DragPayload; placements: ReturnType<typeof placementIndex> } | undefined>(
    undefined,
  );

  const resolve = useCallback(
    (event: DragMoveEvent | DragEndEvent) => {
      const current = drag.current;
      if (!current) return undefined;
      const hits = (event.collisions ?? []).map((collision) => String(collision.id));
      const found = slotsUnderPointer({
        hits,
        tree: body,
        placements: current.placements,
        rectOf: (id) => collisionBox(event.collisions?.find((collision) => collision.id === id)),
        pointer: pointerOf(event),
      });
      return { ...found, payload: current.payload };
    },
    [body],
  );

  const edit = useCallback(
    (payload: DragPayload, slots: Parameters<typeof dropPaletteItem>[1]['slots']) =>
      (state: DesignState): DesignEdit =>
        payload.kind === 'palette'
          ? dropPaletteItem(state, { item: payload.item, slots, attributes })
          : dropExisting(state, { nodeId: payload.nodeId, type: payload.type, slots }),
    [attributes],
  );

  const onDragStart = useCallback(
    (event: DragStartEvent) => {
      const payload = event.active.data.current as DragPayload | undefined;
      if (!payload) return;
      drag.current = { payload, placements: placementIndex(body) };
      setActive(payload);
    },
    [body],
  );

  const onDragMove = useCallback(
    (event: DragMoveEvent) => {
      const found = resolve(event);
      if (!found?.nodeId) {
        ui.setCue(undefined);
        return;
      }
      const { payload } = found;
      const moving =
        payload.kind === 'palette' ? { type: payload.item.type } : { id: payload.nodeId, type: payload.type };
      const result = resolveDrop(body, moving, found.slots);
      // An accepted drop lights up the element that takes it; a refusal shows on the one pointed at.
      ui.setCue(
        result.ok
          ? { nodeId: result.target.parentId, ok: true }
          : { nodeId: found.nodeId, ok: false, refusal: result.refusal },
      );
    },
    [resolve, body, ui],
  );

  const finish = useCallback(() => {
    drag.current = undefined;
    setActive(undefined);
    ui.setCue(undefined);
  }, [ui]);

  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      const found = resolve(event);
      finish();
      if (!found || found.slots.length === 0) return;
      if (apply(edit(found.payload, found.slots))) onDropped(found.payload);
    },
    [resolve, finish, apply, edit, onDropped],
  );

  return { sensors, active, onDragStart, onDragMove, onDragEnd, onDragCancel: finish };
}
