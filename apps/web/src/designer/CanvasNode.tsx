import { type FormNode, isLayoutType } from '@atrium/core';
import { memo, useState } from 'react';
import { useDesignerTranslation } from '../i18n/resources/designer';
import { intoId } from './canvas-dnd';
import { NodeFrame } from './NodeFrame';

const EMPTY: readonly FormNode[] = [];

/**
 * An element of the canvas. Memoised on the node: tree edits copy only the path to the edited node,
 * so every other element keeps its identity and is skipped.
 */
export const CanvasNode = memo(function CanvasNode({
  node,
  isRoot = false,
}: {
  node: FormNode;
  isRoot?: boolean;
}) {
  if (!isLayoutType(node.type))
    return (
      <NodeFrame node={node} className="atrium-designer-field">
        <span className="atrium-designer-field__type">{node.type}</span>
      </NodeFrame>
    );
  if (node.type === 'tabs') return <TabsBlock node={node} />;
  return (
    <NodeFrame node={node} isRoot={isRoot} className={`atrium-designer-layout atrium-designer-${node.type}`}>
      <DropBody node={node} horizontal={node.type === 'row' || node.type === 'rowContainer'} />
    </NodeFrame>
  );
});

/** A container's children and the zone that takes drops at its end. */
function DropBody({ node, horizontal }: { node: FormNode; horizontal: boolean }) {
  const { t } = useDesignerTranslation();
  const children = node.children ?? EMPTY;
  return (
    <div
      className={`atrium-designer-body${horizontal ? ' atrium-designer-body--horizontal' : ''}`}
      data-testid={`drop-zone-${node.id}`}
      data-drop-id={intoId(node.id)}
    >
      {children.map((child) => (
        <div key={child.id} className="atrium-designer-slot" style={slotStyle(node, child)}>
          <CanvasNode node={child} />
        </div>
      ))}
      {children.length === 0 ? <p className="atrium-designer-empty">{t('designer.canvas.empty')}</p> : null}
    </div>
  );
}

/** A column's share of its row: Column Size of 12 when set, an equal share otherwise. */
function slotStyle(parent: FormNode, child: FormNode): { flex: string } | undefined {
  if (parent.type !== 'row') return undefined;
  const size = Number(child.options?.columnSize);
  const share =
    Number.isInteger(size) && size >= 1 && size <= 12
      ? size / 12
      : 1 / Math.max(1, parent.children?.length ?? 1);
  return { flex: `0 0 ${(share * 100).toFixed(4)}%` };
}

/** A tab set: its tabs as headers (each a dragable element), the chosen tab's pane below. */
function TabsBlock({ node }: { node: FormNode }) {
  const tabs = node.children ?? EMPTY;
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const open = tabs.find((tab) => tab.id === chosen) ?? tabs[0];
  const vertical = node.options?.vertical === true || node.options?.direction === 'vertical';
  return (
    <NodeFrame
      node={node}
      className={`atrium-designer-layout atrium-designer-tabs${vertical ? ' is-vertical' : ''}`}
    >
      <div className="atrium-designer-tabs__strip">
        {tabs.map((tab) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the tab frame's own buttons select it from the keyboard.
          <div
            key={tab.id}
            className={`atrium-designer-tabs__tab${tab === open ? ' is-open' : ''}`}
            onClick={() => setChosen(tab.id)}
          >
            <NodeFrame node={tab} className="atrium-designer-tab">
              {null}
            </NodeFrame>
          </div>
        ))}
      </div>
      {open ? <DropBody node={open} horizontal={false} /> : null}
    </NodeFrame>
  );
}
