import {
  type FormNode,
  isLayoutType,
  type Rule,
  type RuleAction,
  type RuleIssue,
  walkNodes,
} from '@atrium/core';

export interface LayoutChoice {
  /** `@{nodeId}` for a layout node (spec 001 §4.1), the attribute name for a field. */
  path: string;
  /** The node's title, or its type and id when it has none. */
  label: string;
}

/** Every node a Hide Layout can hide, in document order: layout nodes as `@id`, fields by name. */
export function layoutChoices(body: FormNode): LayoutChoice[] {
  const choices: LayoutChoice[] = [];
  walkNodes(body, (node) => {
    if (isLayoutType(node.type)) {
      const title = node.title ?? node.label;
      choices.push({
        path: `@${node.id}`,
        label: title ? `${title} (${node.id})` : `${node.type} ${node.id}`,
      });
    } else if (node.attributeName) {
      choices.push({ path: node.attributeName, label: node.label ?? node.attributeName });
    }
  });
  return choices;
}

function layoutPathsOf(actions: readonly RuleAction[]): { path: string; index: number }[] {
  return actions.flatMap((action, index) =>
    action.name === 'HIDE_LAYOUT' && action.data.layoutPath?.startsWith('@')
      ? [{ path: action.data.layoutPath, index }]
      : [],
  );
}

/**
 * Hide Layout actions naming a layout node the form no longer has. Core's checkRules already warns
 * about missing fields; it cannot know layout node ids, which only the form body holds.
 */
export function missingLayouts(rules: readonly Rule[], body: FormNode): RuleIssue[] {
  const ids = new Set<string>();
  walkNodes(body, (node) => ids.add(node.id));
  const issues: RuleIssue[] = [];
  for (const rule of rules) {
    const check = (actions: readonly RuleAction[], path: string) => {
      for (const { path: layout, index } of layoutPathsOf(actions)) {
        if (ids.has(layout.slice(1))) continue;
        issues.push({
          ruleId: rule.id,
          path: `${path}[${index}].data.layoutPath`,
          message: `The action HIDE_LAYOUT targets the layout '${layout}', which is not on the form.`,
          severity: 'warning',
        });
      }
    };
    check(rule.actions, 'actions');
    rule.groups.forEach((group, index) => {
      check(group.actions, `groups[${index}].actions`);
    });
  }
  return issues;
}
