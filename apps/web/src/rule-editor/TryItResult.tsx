import type { RuleTrace } from '@atrium/core';
import { Alert, Empty, Tag, Typography } from 'antd';
import { ConditionLines, changedFields, RuleTraceFields } from '../forms/rules/RuleTraceFields';
import { useRuleEditorTranslation } from '../i18n/resources/rule-editor';

export type TryItOutcome = { trace: RuleTrace } | { errors: string[] } | undefined;

/** What the rules did to the sample: each rule held, fired or not, then every field some rule changed. */
export function TryItResult({
  outcome,
  labels,
}: {
  outcome: TryItOutcome;
  labels: ReadonlyMap<string, string>;
}) {
  const { t } = useRuleEditorTranslation();
  if (outcome === undefined) return <Empty description={t('ruleEditor.tryIt.noRules')} />;
  if ('errors' in outcome)
    return (
      <Alert
        type="error"
        showIcon
        title={t('ruleEditor.tryIt.cannotRun')}
        description={
          <ul>
            {[...new Set(outcome.errors)].map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        }
      />
    );
  const { trace } = outcome;
  return (
    <section aria-label={t('ruleEditor.tryIt.result')}>
      <Typography.Title level={5}>{t('ruleEditor.tryIt.rules')}</Typography.Title>
      {trace.rules.map((entry) => (
        <div key={entry.ruleId} className="atrium-rule-trace__cause">
          <Typography.Text strong>
            {t('renderer.trace.rule', { title: entry.title, id: entry.ruleId })}
          </Typography.Text>{' '}
          <Tag color={entry.fired ? 'green' : entry.held ? 'blue' : 'default'}>
            {t(
              entry.fired
                ? 'ruleEditor.tryIt.fired'
                : entry.held
                  ? 'ruleEditor.tryIt.held'
                  : 'ruleEditor.tryIt.notHeld',
            )}
          </Tag>
          <ConditionLines group={entry.condition} />
          {entry.groups.map((group) => (
            <ConditionLines key={group.index} group={group} />
          ))}
        </div>
      ))}
      <Typography.Title level={5}>{t('ruleEditor.tryIt.fields')}</Typography.Title>
      {changedFields(trace).length === 0 ? (
        <Empty description={t('renderer.trace.nothing')} />
      ) : (
        <RuleTraceFields trace={trace} labels={labels} />
      )}
    </section>
  );
}
