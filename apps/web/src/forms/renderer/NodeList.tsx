import { type FormNode, isFieldType } from '@atrium/core';
import { memo, useMemo } from 'react';
import { FieldNode } from './FieldNode';
import { FormNodeView } from './FormNodeView';
import { isRevealed, useFieldReveal } from './field-reveal';
import { useHiddenNodes } from './useHiddenNodes';

const EMPTY: FormNode[] = [];

/**
 * Siblings per group in a long list. A keystroke re-renders one field, but React walks every sibling
 * of each fiber on the way down to it (a clone and a check of its context per sibling): 500 fields in
 * one column cost about 2–3 ms a key on a loaded machine. In groups of 32 it walks the groups and one
 * group's fields. Lists this long or shorter are one group, drawn as before.
 */
export const GROUP_SIZE = 32;

/** `nodes` cut into consecutive runs of GROUP_SIZE; one run for a short list. */
export function nodeGroups(nodes: readonly FormNode[]): readonly (readonly FormNode[])[] {
  if (nodes.length <= GROUP_SIZE) return [nodes];
  const groups: FormNode[][] = [];
  for (let start = 0; start < nodes.length; start += GROUP_SIZE)
    groups.push(nodes.slice(start, start + GROUP_SIZE));
  return groups;
}

/**
 * The children of a layout node, in order, leaving out those hidden by their flags, conditions or
 * rules. A long list is drawn in groups (NodeGroup), which add no element to the page.
 */
export const NodeList = memo(function NodeList({
  nodes = EMPTY,
}: {
  nodes: readonly FormNode[] | undefined;
}) {
  const groups = useMemo(() => nodeGroups(nodes), [nodes]);
  return (
    <>
      {groups.map((group, index) => (
        // By place: a group's nodes change only when the schema does.
        // biome-ignore lint/suspicious/noArrayIndexKey: groups have no identity but their place
        <NodeGroup key={index} nodes={group} />
      ))}
    </>
  );
});

/**
 * One group of a list's children: one watch for the whole group rather than one per child, which on
 * a form of hundreds of fields is most of what a field costs to mount. Fields a long form has not
 * reached yet (useProgressiveReveal) wait for a later pass.
 */
const NodeGroup = memo(function NodeGroup({ nodes }: { nodes: readonly FormNode[] }) {
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
