import {
  checkRules,
  type FormNode,
  type ObjectDefinition,
  type Rule,
  type RuleCompileContext,
  type RuleIssue,
  usedAttributes,
} from '@atrium/core';
import { missingLayouts } from './form-targets';

/** What the rules are checked against: the object's attributes and the fields the form shows. */
export function ruleContext(
  definition: ObjectDefinition,
  formBody: FormNode,
  relations: RuleCompileContext['relations'] = {},
): RuleCompileContext {
  return {
    attributes: definition.attributes.map(({ name, type, options }) => ({ name, type, options })),
    relations,
    formFields: [...usedAttributes(formBody)],
  };
}

/** Every error and warning of the rule set, by rule id (issues of an unreadable rule under null). */
export function issuesByRule(
  rules: readonly Rule[],
  context: RuleCompileContext,
  formBody: FormNode,
): Map<number | null, RuleIssue[]> {
  const issues = [...checkRules(rules, context), ...missingLayouts(rules, formBody)];
  const byRule = new Map<number | null, RuleIssue[]>();
  for (const issue of issues) byRule.set(issue.ruleId, [...(byRule.get(issue.ruleId) ?? []), issue]);
  return byRule;
}
