import { Drawer, Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changedFields, RuleTraceFields } from './RuleTraceFields';
import type { TracingRuleRunner } from './rule-runner';

interface RuleTraceDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Whether the form has rules that compile at all. */
  hasRules: boolean;
  /**
   * The form's rules as they run, with the related records they last read; undefined without rules
   * and, while the permissions the rules ask about are being looked up, for a moment with them.
   */
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
export function RuleTraceDrawer({ open, onClose, hasRules, runner, record, labels }: RuleTraceDrawerProps) {
  const { t } = useTranslation();
  const trace = useMemo(() => (open && runner ? runner.trace(record) : undefined), [open, runner, record]);
  return (
    <Drawer open={open} onClose={onClose} title={t('renderer.trace.title')} size="large" destroyOnHidden>
      {!hasRules ? (
        <Empty description={t('renderer.trace.noRules')} />
      ) : !trace ? (
        <Skeleton active />
      ) : changedFields(trace).length === 0 ? (
        <Empty description={t('renderer.trace.nothing')} />
      ) : (
        <RuleTraceFields trace={trace} labels={labels} />
      )}
    </Drawer>
  );
}
