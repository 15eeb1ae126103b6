import type { CompiledRuleSet, RuleUser } from '@atrium/core';
import { Drawer, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changedFields, RuleTraceFields } from './RuleTraceFields';

interface RuleTraceDrawerProps {
  open: boolean;
  onClose: () => void;
  compiled: CompiledRuleSet | undefined;
  user: RuleUser;
  /** The record as edited when the drawer opens. */
  record: Readonly<Record<string, unknown>>;
  /** Field labels by name; layouts and unknown names show as they are. */
  labels: ReadonlyMap<string, string>;
}

/**
 * "Why is this hidden?" for administrators: per field, the rules that hid, showed, required, locked,
 * filled, restricted or warned it, with each condition's values as the rules saw them.
 */
export function RuleTraceDrawer({ open, onClose, compiled, user, record, labels }: RuleTraceDrawerProps) {
  const { t } = useTranslation();
  const trace = useMemo(
    () => (open && compiled ? compiled.trace({ ...record }, user) : undefined),
    [open, compiled, record, user],
  );
  return (
    <Drawer open={open} onClose={onClose} title={t('renderer.trace.title')} size="large" destroyOnHidden>
      {!trace || changedFields(trace).length === 0 ? (
        <Empty description={t(compiled ? 'renderer.trace.nothing' : 'renderer.trace.noRules')} />
      ) : (
        <RuleTraceFields trace={trace} labels={labels} />
      )}
    </Drawer>
  );
}
