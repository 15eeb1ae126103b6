import { type Rule, type RuleUser, rulePermissions } from '@atrium/core';
import { useMemo } from 'react';
import { usePermissions } from '../../session/permissions/usePermissions';
import { useSession } from '../../session/useSession';
import { ruleUser } from './form-rules';

/**
 * The signed-in person as `rules` see them: their id, which of the permissions the rules ask about
 * they hold, and their time zone. `ready` is false until those permissions are known.
 */
export function useRuleUser(rules: readonly Rule[]): { user: RuleUser; ready: boolean } {
  const asked = useMemo(() => rulePermissions(rules), [rules]);
  const { has, ready } = usePermissions(asked);
  const profileId = useSession().profile?.id ?? 0;
  const granted = asked.filter(has).join(',');
  const user = useMemo(() => ruleUser(profileId, granted ? granted.split(',') : []), [profileId, granted]);
  return { user, ready };
}
