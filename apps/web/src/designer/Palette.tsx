import type { PaletteGroup, PaletteItem } from '@atrium/core';
import { useDraggable } from '@dnd-kit/core';
import { Collapse } from 'antd';
import { memo, useMemo, useRef, useState } from 'react';
import { useDesignerTranslation } from '../i18n/resources/designer';
import type { DragPayload } from './canvas-dnd';
import { usePaletteLabel } from './usePaletteLabel';

interface PaletteProps {
  groups: readonly PaletteGroup[];
  /** Enter or a click: add the item to the selected element (or next to it). */
  onAdd: (item: PaletteItem) => void;
}

/**
 * The left panel of spec 001 §2.3: collapsible groups, two items a row, FIELD and LAYOUT open. Items
 * already on the form are not in `groups` (core's paletteItems leaves them out).
 */
export const Palette = memo(function Palette({ groups: fresh, onAdd }: PaletteProps) {
  const { t } = useDesignerTranslation();
  const groups = useStableGroups(fresh);
  const [open, setOpen] = useState<string[]>(() =>
    groups.filter((group) => group.open).map((group) => group.key),
  );
  const items = useMemo(
    () =>
      groups.map((group) => ({
        key: group.key,
        label: `${t(`designer.palette.groups.${group.key}`)} (${group.items.length})`,
        children:
          group.items.length === 0 ? (
            <p className="atrium-designer-palette__none">{t('designer.palette.none')}</p>
          ) : (
            <ul
              className="atrium-designer-palette__items"
              aria-label={t(`designer.palette.groups.${group.key}`)}
            >
              {group.items.map((item) => (
                <PaletteEntry key={item.key} item={item} onAdd={onAdd} />
              ))}
            </ul>
          ),
      })),
    [groups, onAdd, t],
  );
  return (
    <nav
      className="atrium-designer-palette"
      aria-label={t('designer.palette.title')}
      data-testid="designer-palette"
    >
      <Collapse size="small" activeKey={open} onChange={(keys) => setOpen(keys)} items={items} />
    </nav>
  );
});

function PaletteEntry({ item, onAdd }: { item: PaletteItem; onAdd: (item: PaletteItem) => void }) {
  const { t } = useDesignerTranslation();
  const label = usePaletteLabel(item);
  const payload: DragPayload = { kind: 'palette', item };
  const drag = useDraggable({ id: `palette:${item.key}`, data: payload });
  return (
    <li className="atrium-designer-palette__item">
      <button
        {...drag.listeners}
        {...drag.attributes}
        ref={drag.setNodeRef}
        type="button"
        className={drag.isDragging ? 'is-dragging' : undefined}
        data-testid={`palette-item-${item.key}`}
        aria-label={t('designer.palette.add', { name: label })}
        onClick={() => onAdd(item)}
      >
        {label}
      </button>
    </li>
  );
}

/** The previous groups while they hold the same items: most edits move or tweak, and the palette stays as it is. */
function useStableGroups(groups: readonly PaletteGroup[]): readonly PaletteGroup[] {
  const held = useRef<{ signature: string; groups: readonly PaletteGroup[] } | undefined>(undefined);
  const signature = groups
    .map((group) => `${group.key}:${group.items.map((item) => item.key).join(',')}`)
    .join('|');
  if (held.current?.signature !== signature) held.current = { signature, groups };
  return held.current.groups;
}
