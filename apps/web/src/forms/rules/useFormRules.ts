import {
  type CompiledRuleSet,
  createRuleSession,
  type FormDefinition,
  type ObjectDefinition,
  type RuleUser,
  rulePermissions,
} from '@atrium/core';
import { useMemo } from 'react';
import { usePermissions } from '../../session/permissions/usePermissions';
import { useSession } from '../../session/useSession';
import { compileFormRules, rulesOfForm, ruleUser } from './form-rules';
import type { RuleRunner } from './rule-runner';

export interface FormRules {
  compiled: CompiledRuleSet | undefined;
  /** Undefined while the user's permissions the rules ask about are not known yet. */
  runner: RuleRunner | undefined;
  user: RuleUser;
}

/** A form's rules compiled once and bound to the signed-in user (their id and the permissions asked). */
export function useFormRules(form: FormDefinition | undefined, definition: ObjectDefinition): FormRules {
  const rules = useMemo(() => rulesOfForm(form), [form]);
  const compiled = useMemo(() => compileFormRules(rules, definition), [rules, definition]);
  const asked = useMemo(() => rulePermissions(rules), [rules]);
  const { has, ready } = usePermissions(asked);
  const profileId = useSession().profile?.id ?? 0;
  const granted = asked.filter(has).join(',');
  const user = useMemo(() => ruleUser(profileId, granted ? granted.split(',') : []), [profileId, granted]);
  const runner = useMemo(
    () => (compiled && ready ? createRuleSession(compiled, user) : undefined),
    [compiled, ready, user],
  );
  return { compiled, runner, user };
}
