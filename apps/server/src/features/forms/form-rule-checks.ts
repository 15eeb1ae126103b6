import {
  checkRules,
  type FormNode,
  type ObjectDefinition,
  type RuleIssue,
  usedAttributes,
} from '@atrium/core';
import { AppError } from '../../platform/errors/app-error';

/** Rule issues keyed as the error body's field errors: `rule {id}: {path}`, or the path alone. */
function issueErrors(issues: readonly RuleIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.ruleId === null ? issue.path || 'rules' : `rule ${issue.ruleId}: ${issue.path}`;
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

/** Every issue of a form's rule set, checked against the object's attributes and the form's fields. */
export function formRuleIssues(
  definition: Pick<ObjectDefinition, 'attributes'>,
  body: FormNode,
  rules: unknown,
): RuleIssue[] {
  return checkRules(rules, { attributes: definition.attributes, formFields: [...usedAttributes(body)] });
}

/**
 * The check of every rule save (the rules call and the designer's): errors refuse the save with 422,
 * one entry per rule path; the warnings are answered for the editor to show.
 */
export function requireRunnableRules(
  definition: Pick<ObjectDefinition, 'attributes'>,
  body: FormNode,
  rules: unknown,
): RuleIssue[] {
  const issues = formRuleIssues(definition, body, rules);
  const errors = issues.filter((issue) => issue.severity === 'error');
  if (errors.length > 0) {
    throw new AppError('UNPROCESSABLE', 'Some rules cannot run; nothing was saved.', issueErrors(errors));
  }
  return issues;
}
