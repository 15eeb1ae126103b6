import type { FormNode } from '@atrium/core';
import { memo } from 'react';
import { FieldNode } from './FieldNode';
import { GridRow } from './GridRow';
import { NodeList } from './NodeList';
import { TabsNode } from './TabsNode';
import { TitledSection } from './TitledSection';

/**
 * One node of the schema tree: a layout element of spec 001 §2.4 or a field. Whether it is hidden is
 * its parent's call (NodeList, GridRow, TabsNode), made once for all siblings.
 */
export const FormNodeView = memo(function FormNodeView({ node }: { node: FormNode }) {
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
