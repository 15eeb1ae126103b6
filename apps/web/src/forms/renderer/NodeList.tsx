import type { FormNode } from '@atrium/core';
import { FormNodeView } from './FormNodeView';

/** The children of a layout node, in order. */
export function NodeList({ nodes }: { nodes: readonly FormNode[] | undefined }) {
  return (
    <>
      {nodes?.map((node) => (
        <FormNodeView key={node.id} node={node} />
      ))}
    </>
  );
}
