import { type FormNode, isFieldType } from '@atrium/core';
import { memo } from 'react';
import { FieldNode } from './FieldNode';
import { FormNodeView } from './FormNodeView';
import { isRevealed, useFieldReveal } from './field-reveal';
import { useHiddenNodes } from './useHiddenNodes';

const EMPTY: FormNode[] = [];

/**
 * The children of a layout node, in order, leaving out those hidden by their flags, conditions or
 * rules: one watch for the whole list rather than one per child, which on a form of hundreds of
 * fields is most of what a field costs to mount. Fields a long form has not reached yet
 * (useProgressiveReveal) wait for a later pass.
 */
export const NodeList = memo(function NodeList({
  nodes = EMPTY,
}: {
  nodes: readonly FormNode[] | undefined;
}) {
  const isHidden = useHiddenNodes(nodes);
  const reveal = useFieldReveal();
  return (
    <>
      {nodes.map((node) =>
        isHidden(node.id) || !isRevealed(reveal, node.id) ? null : isFieldType(node.type) ? (
          <FieldNode key={node.id} node={node} />
        ) : (
          <FormNodeView key={node.id} node={node} />
        ),
      )}
    </>
  );
});
