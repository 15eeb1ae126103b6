import { Drawer, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changedFields, RuleTraceFields } from './RuleTraceFields';
import type { TracingRuleRunner } from './rule-runner';

interface RuleTraceDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The form's rules as they run, with the related records they last read; undefined without rules. */
  runner: TracingRuleRunner | undefined;
  /** The record as edited when the drawer opens. */
  record: Readonly<Record<string, unknown>>;
  /** Field labels by name; layouts and unknown names show as they are. */
  labels: ReadonlyMap<string, string>;
}

/**
 * "Why is this hidden?" for administrators: per field, the rules that hid, showed, required, locked,
 * filled, restricted or warned it, with each condition's values as the rules saw them.
 */
export function RuleTraceDrawer({ open, onClose, runner, record, labels }: RuleTraceDrawerProps) {
  const { t } = useTranslation();
  const trace = useMemo(() => (open && runner ? runner.trace(record) : undefined), [open, runner, record]);
  return (
    <Drawer open={open} onClose={onClose} title={t('renderer.trace.title')} size="large" destroyOnHidden>
      {!trace || changedFields(trace).length === 0 ? (
        <Empty description={t(runner ? 'renderer.trace.nothing' : 'renderer.trace.noRules')} />
      ) : (
        <RuleTraceFields trace={trace} labels={labels} />
      )}
    </Drawer>
  );
}
