import type { FormNode } from '@atrium/core';
import { Card, Collapse } from 'antd';
import { memo } from 'react';
import { NodeList } from './NodeList';
import { nodeFlag, nodeTitle } from './node-options';

/**
 * containerWithTitle: a card with a heading, or with toggleSection a panel that opens and closes
 * (open at first only with defaultToggleOpen); hideSectionTitle drops the heading of the card.
 */
export const TitledSection = memo(function TitledSection({ node }: { node: FormNode }) {
  const title = nodeTitle(node);
  if (nodeFlag(node, 'toggleSection')) {
    return (
      <Collapse
        className="atrium-form-section"
        data-node={node.id}
        defaultActiveKey={nodeFlag(node, 'defaultToggleOpen') ? [node.id] : []}
        items={[{ key: node.id, label: title, children: <NodeList nodes={node.children} /> }]}
      />
    );
  }
  const hideTitle = nodeFlag(node, 'hideSectionTitle') || !title;
  return (
    <Card className="atrium-form-section" data-node={node.id} size="small" {...(hideTitle ? {} : { title })}>
      <NodeList nodes={node.children} />
    </Card>
  );
});
