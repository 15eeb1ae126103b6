import type { FormNode } from '@atrium/core';
import { memo } from 'react';
import { FormNodeView } from './FormNodeView';
import { NodeList } from './NodeList';
import { columnSpan } from './node-options';
import { useHiddenNodes } from './useHiddenNodes';

const EMPTY: FormNode[] = [];

/**
 * A grid row: its columns side by side on wide screens (each `columnSize` of 12, or an equal share),
 * stacked on phones. Plain elements and CSS classes per 24-grid span rather than antd's Row and Col,
 * which cost more than the fields themselves on a form of hundreds. Other nodes take the full width.
 */
export const GridRow = memo(function GridRow({ node }: { node: FormNode }) {
  const children = node.children ?? EMPTY;
  const isHidden = useHiddenNodes(children);
  const columns = children.filter((child) => child.type === 'col').length;
  return (
    <div className="atrium-form-row" data-node={node.id}>
      {children.map((child) =>
        child.type === 'col' ? (
          isHidden(child.id) ? null : (
            <div
              key={child.id}
              className={`atrium-form-col atrium-form-col--${columnSpan(child, columns)}`}
              data-node={child.id}
            >
              <NodeList nodes={child.children} />
            </div>
          )
        ) : isHidden(child.id) ? null : (
          <div key={child.id} className="atrium-form-col atrium-form-col--24">
            <FormNodeView node={child} />
          </div>
        ),
      )}
    </div>
  );
});
