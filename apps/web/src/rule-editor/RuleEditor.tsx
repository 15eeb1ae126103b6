import type { FormNode, ObjectDefinition, Rule } from '@atrium/core';
import { Button, Empty, Space } from 'antd';
import { useMemo } from 'react';
import { useRuleEditorTranslation } from '../i18n/resources/rule-editor';
import { IssueAlerts } from './IssueAlerts';
import { RuleCard } from './RuleCard';
import { blankCondition, blankRule, duplicateRule, moveItem, removeAt, replaceAt } from './rule-drafts';
import { issuesByRule, ruleContext } from './rule-issues';
import { TryItPanel } from './TryItPanel';
import { useRuleRelations } from './useRuleRelations';

export interface RuleEditorProps {
  definition: ObjectDefinition;
  formBody: FormNode;
  rules: readonly Rule[];
  onChange: (rules: Rule[]) => void;
}

/**
 * The rule editor of spec 001 §2.1–§2.2, controlled: every edit hands the host a new rule array.
 * Rules run in list order (the last Set Value wins), so the list can be reordered. Errors and
 * warnings from core's checkRules are shown on each rule and block nothing: the host decides on save.
 */
export function RuleEditor({ definition, formBody, rules, onChange }: RuleEditorProps) {
  const { t } = useRuleEditorTranslation();
  const relations = useRuleRelations(definition, rules);
  const context = useMemo(
    () => ruleContext(definition, formBody, relations),
    [definition, formBody, relations],
  );
  const issues = useMemo(() => issuesByRule(rules, context, formBody), [rules, context, formBody]);
  const unplaced = issues.get(null) ?? [];
  const add = () =>
    onChange([
      ...rules,
      blankRule(rules, blankCondition({ conditions: [] }, definition.name, definition.attributes[0])),
    ]);
  return (
    <section aria-label={t('ruleEditor.title')} className="atrium-rule-editor">
      <Space orientation="vertical" size={12} style={{ inlineSize: '100%' }}>
        <IssueAlerts issues={unplaced} />
        {rules.length === 0 ? <Empty description={t('ruleEditor.empty')} /> : null}
        {rules.map((rule, index) => (
          <RuleCard
            key={rule.id}
            rule={rule}
            position={index + 1}
            count={rules.length}
            definition={definition}
            formBody={formBody}
            issues={issues.get(rule.id) ?? []}
            onChange={(next) => onChange(replaceAt(rules, index, next))}
            onMove={(step) => onChange(moveItem(rules, index, step))}
            onDuplicate={() => onChange(duplicateRule(rules, index))}
            onDelete={() => onChange(removeAt(rules, index))}
          />
        ))}
        <Button type="primary" onClick={add}>
          {t('ruleEditor.addRule')}
        </Button>
        <TryItPanel definition={definition} rules={rules} context={context} />
      </Space>
    </section>
  );
}
