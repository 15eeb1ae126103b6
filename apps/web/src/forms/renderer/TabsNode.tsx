import type { FormNode } from '@atrium/core';
import { Tabs } from 'antd';
import { memo, useMemo } from 'react';
import { ModuleIcon } from '../../ui/ModuleIcon';
import { NodeList } from './NodeList';
import { nodeFlag, nodeText, nodeTitle } from './node-options';
import { useHiddenNodes } from './useHiddenNodes';

const EMPTY: FormNode[] = [];

/** Tabs with their panes, vertical with `direction: 'vertical'` or `vertical`; a hidden tab leaves no pane. */
export const TabsNode = memo(function TabsNode({ node }: { node: FormNode }) {
  const tabs = node.children ?? EMPTY;
  const isHidden = useHiddenNodes(tabs);
  const vertical = nodeText(node, 'direction') === 'vertical' || nodeFlag(node, 'vertical');
  const items = useMemo(
    () =>
      tabs
        .filter((tab) => !isHidden(tab.id))
        .map((tab, index) => {
          const icon = nodeText(tab, 'iconName');
          return {
            key: tab.id,
            label: nodeTitle(tab) ?? String(index + 1),
            ...(icon ? { icon: <ModuleIcon name={icon} /> } : {}),
            children: tab.type === 'tab' ? <NodeList nodes={tab.children} /> : <NodeList nodes={[tab]} />,
          };
        }),
    [tabs, isHidden],
  );
  return (
    <Tabs
      className="atrium-form-tabs"
      data-node={node.id}
      items={items}
      {...(vertical ? { tabPlacement: 'start' as const } : {})}
    />
  );
});
