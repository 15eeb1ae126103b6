import { type FormNode, isFieldType } from '@atrium/core';
import { memo } from 'react';
import { FieldNode } from './FieldNode';
import { FormNodeView } from './FormNodeView';
import { useHiddenNodes } from './useHiddenNodes';

const EMPTY: FormNode[] = [];

/**
 * The children of a layout node, in order, leaving out those hidden by their flags, conditions or
 * rules: one watch for the whole list rather than one per child, which on a form of hundreds of
 * fields is most of what a field costs to mount.
 */
export const NodeList = memo(function NodeList({
  nodes = EMPTY,
}: {
  nodes: readonly FormNode[] | undefined;
}) {
  const isHidden = useHiddenNodes(nodes);
  return (
    <>
      {nodes.map((node) =>
        isHidden(node.id) ? null : isFieldType(node.type) ? (
          <FieldNode key={node.id} node={node} />
        ) : (
          <FormNodeView key={node.id} node={node} />
        ),
      )}
    </>
  );
});
