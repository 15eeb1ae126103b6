import {
  type CompiledRuleSet,
  chainTree,
  type ObjectDefinition,
  type RuleUser,
  ruleChains,
  rulePermissions,
} from '@atrium/core';
import { useMemo } from 'react';
import { usePermissions } from '../../session/permissions/usePermissions';
import { useSession } from '../../session/useSession';
import { compileFormRules, rulesOfForm, ruleUser, type ServedForm } from './form-rules';
import { loadRuleRelated, relatedSourceFields } from './rule-related';
import { ruleRunnerFor, type TracingRuleRunner } from './rule-runner';

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
  const asked = useMemo(() => rulePermissions(rules), [rules]);
  const { has, ready } = usePermissions(asked);
  const profileId = useSession().profile?.id ?? 0;
  const granted = asked.filter(has).join(',');
  const user = useMemo(() => ruleUser(profileId, granted ? granted.split(',') : []), [profileId, granted]);
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
