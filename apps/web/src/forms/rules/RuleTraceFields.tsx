import type { ConditionTrace, FieldCause, GroupTrace, RuleTrace } from '@atrium/core';
import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const KINDS = ['hidden', 'shown', 'required', 'readOnly', 'filled', 'restricted', 'warned'] as const;

const seen = (value: unknown) =>
  value === undefined ? '∅' : typeof value === 'string' ? `'${value}'` : JSON.stringify(value);

/** A group's pattern and result, then each condition with the values the operator saw. */
export function ConditionLines({ group }: { group: GroupTrace }) {
  const { t } = useTranslation();
  return (
    <ul className="atrium-rule-trace__conditions">
      <li>
        {group.title} · {group.pattern} →{' '}
        {t(group.passed ? 'renderer.trace.passed' : 'renderer.trace.failed')}
      </li>
      {group.conditions.map((condition: ConditionTrace) => (
        <li key={condition.id}>
          #{condition.id} {seen(condition.left)} {condition.operator}
          {condition.right === undefined ? '' : ` ${seen(condition.right)}`} → {String(condition.result)}
          {condition.leftGroup ? <ConditionLines group={condition.leftGroup} /> : null}
          {condition.rightGroup ? <ConditionLines group={condition.rightGroup} /> : null}
        </li>
      ))}
    </ul>
  );
}

function CauseView({ cause, trace }: { cause: FieldCause; trace: RuleTrace }) {
  const { t } = useTranslation();
  const rule = trace.rules.find((entry) => entry.ruleId === cause.ruleId);
  const group = cause.group === null ? undefined : rule?.groups.find((entry) => entry.index === cause.group);
  return (
    <div className="atrium-rule-trace__cause">
      <Typography.Text strong>
        {t('renderer.trace.rule', { title: cause.ruleTitle, id: cause.ruleId })}
      </Typography.Text>{' '}
      <Tag>{cause.action}</Tag>
      {rule ? <ConditionLines group={rule.condition} /> : null}
      {group ? <ConditionLines group={group} /> : null}
    </div>
  );
}

/** The fields some rule changed, in the trace's order. */
export function changedFields(trace: RuleTrace): [string, RuleTrace['fields'][string]][] {
  return Object.entries(trace.fields).filter(([, causes]) => KINDS.some((kind) => causes[kind].length > 0));
}

interface RuleTraceFieldsProps {
  trace: RuleTrace;
  /** Field labels by name; layouts and unknown names show as they are. */
  labels: ReadonlyMap<string, string>;
}

/**
 * Per field, the rules that hid, showed, required, locked, filled, restricted or warned it, with each
 * condition's values as the rules saw them: the form's "Why is this hidden?" and the rule editor's Try it.
 */
export function RuleTraceFields({ trace, labels }: RuleTraceFieldsProps) {
  const { t } = useTranslation();
  return changedFields(trace).map(([field, causes]) => (
    <Card key={field} size="small" className="atrium-rule-trace__field" title={labels.get(field) ?? field}>
      {KINDS.filter((kind) => causes[kind].length > 0).map((kind) => (
        <section key={kind} aria-label={t(`renderer.trace.kinds.${kind}`)}>
          <Tag color="blue">{t(`renderer.trace.kinds.${kind}`)}</Tag>
          {causes[kind].map((cause) => (
            <CauseView key={`${cause.ruleId}-${cause.actionId}`} cause={cause} trace={trace} />
          ))}
        </section>
      ))}
    </Card>
  ));
}
