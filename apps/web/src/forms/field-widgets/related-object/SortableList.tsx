import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';

interface SortableListProps {
  ids: readonly (number | string)[];
  enabled: boolean;
  onMove: (from: number | string, to: number | string) => void;
  children: ReactNode;
}

/** Drag and drop (pointer or keyboard) over a vertical list of ids; nothing moves when not enabled. */
export function SortableList({ ids, enabled, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (!enabled) return <>{children}</>;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(active.id, over.id);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** What a sortable item spreads on its element and on its drag handle. */
export function useSortableItem(id: number | string, enabled: boolean) {
  const sortable = useSortable({ id, disabled: !enabled });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    ...(sortable.isDragging ? { position: 'relative', zIndex: 2, opacity: 0.8 } : {}),
  };
  return {
    ref: sortable.setNodeRef,
    style,
    handle: enabled ? { ...sortable.attributes, ...sortable.listeners } : {},
  };
}
