import type { FormNode } from '../metadata/form-schema';
import { dropRefusal } from './drop-rules';
import { locateNode } from './form-tree';
import type { DropTarget } from './tree-edit-result';

/**
 * Every position `nodeId` may legally move to, in document order, for arrow-key dragging: the UI finds
 * the node's current position in the list (it is included) and steps to the previous or next entry.
 * Indexes follow `moveNode`: they count the target's children without the moving node, so the two
 * slots either side of the node's own place are one position, listed once.
 */
export function keyboardMoveTargets(tree: FormNode, nodeId: string): DropTarget[] {
  const from = locateNode(tree, nodeId);
  if (from?.parent === undefined) return [];
  const moving = from.node;
  const targets: DropTarget[] = [];
  const visit = (parent: FormNode): void => {
    const children = parent.children ?? [];
    const legal = dropRefusal(parent, moving) === undefined;
    const own = children.indexOf(moving);
    for (let slot = 0; slot <= children.length; slot += 1) {
      if (legal && !(own >= 0 && slot === own + 1))
        targets.push({ parentId: parent.id, index: own >= 0 && slot > own ? slot - 1 : slot });
      const child = children[slot];
      if (child !== undefined && child !== moving) visit(child);
    }
  };
  visit(tree);
  return targets;
}
