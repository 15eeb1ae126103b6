import type { FormNode } from '@atrium/core';
import { memo, useMemo } from 'react';
import { FieldNode } from './FieldNode';
import { GridRow } from './GridRow';
import { NodeList } from './NodeList';
import { TabsNode } from './TabsNode';
import { TitledSection } from './TitledSection';
import { useHiddenNodes } from './useHiddenNodes';

/** One node of the schema tree: a layout element of spec 001 §2.4 or a field; null when hidden. */
export const FormNodeView = memo(function FormNodeView({ node }: { node: FormNode }) {
  const single = useMemo(() => [node], [node]);
  const isHidden = useHiddenNodes(single);
  if (isHidden(node.id)) return null;
  switch (node.type) {
    case 'grid':
      return (
        <div className="atrium-form-grid" data-node={node.id}>
          <NodeList nodes={node.children} />
        </div>
      );
    case 'row':
      return <GridRow node={node} />;
    case 'rowContainer':
      return (
        <div className="atrium-form-row-container" data-node={node.id}>
          <NodeList nodes={node.children} />
        </div>
      );
    case 'col':
    case 'tab':
    case 'container':
      return (
        <div className={`atrium-form-${node.type}`} data-node={node.id}>
          <NodeList nodes={node.children} />
        </div>
      );
    case 'containerWithTitle':
      return <TitledSection node={node} />;
    case 'tabs':
      return <TabsNode node={node} />;
    default:
      return <FieldNode node={node} />;
  }
});
