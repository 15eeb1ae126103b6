import {
  type CompiledRuleSet,
  chainTree,
  type ObjectDefinition,
  type RuleUser,
  ruleChains,
} from '@atrium/core';
import { useMemo } from 'react';
import { compileFormRules, rulesOfForm, type ServedForm } from './form-rules';
import { loadRuleRelated, relatedSourceFields } from './rule-related';
import { ruleRunnerFor, type TracingRuleRunner } from './rule-runner';
import { useRuleUser } from './useRuleUser';

export interface FormRules {
  compiled: CompiledRuleSet | undefined;
  /** Undefined while the user's permissions the rules ask about are not known yet. */
  runner: TracingRuleRunner | undefined;
  user: RuleUser;
}

/**
 * A form's rules compiled once and bound to the signed-in user (their id, the permissions asked, their
 * time zone) and to the related records the rules read.
 */
export function useFormRules(form: ServedForm | undefined, definition: ObjectDefinition): FormRules {
  const rules = useMemo(() => rulesOfForm(form), [form]);
  const compiled = useMemo(() => compileFormRules(rules, definition), [rules, definition]);
  const { user, ready } = useRuleUser(rules);
  // The related records the rules read: loaded beside the record, as the server loads them on save.
  const related = useMemo(() => {
    const tree = chainTree(ruleChains(rules));
    if (tree.size === 0) return undefined;
    return {
      sources: relatedSourceFields(definition, tree),
      load: (record: Readonly<Record<string, unknown>>) => loadRuleRelated(definition, tree, record),
    };
  }, [rules, definition]);
  const runner = useMemo(
    () => (compiled && ready ? ruleRunnerFor(compiled, user, related) : undefined),
    [compiled, ready, user, related],
  );
  return { compiled, runner, user };
}
