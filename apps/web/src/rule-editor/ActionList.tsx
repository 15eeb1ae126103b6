import type { FormNode, ObjectDefinition, Rule, RuleAction } from '@atrium/core';
import { Button, Space, Typography } from 'antd';
import { useRuleEditorTranslation } from '../i18n/resources/rule-editor';
import { ActionEditor } from './ActionEditor';
import { blankAction, removeAt, replaceAt } from './rule-drafts';

interface ActionListProps {
  /** The whole rule: new action ids are unique across its own and its groups' actions. */
  rule: Rule;
  actions: readonly RuleAction[];
  definition: ObjectDefinition;
  formBody: FormNode;
  onChange: (actions: RuleAction[]) => void;
}

/** The Actions of a rule or of one of its nested groups. */
export function ActionList({ rule, actions, definition, formBody, onChange }: ActionListProps) {
  const { t } = useRuleEditorTranslation();
  return (
    <section aria-label={t('ruleEditor.action.heading')} className="atrium-rule-editor__actions">
      <Typography.Title level={5}>{t('ruleEditor.action.heading')}</Typography.Title>
      <Space orientation="vertical" size={8} style={{ inlineSize: '100%' }}>
        {actions.map((action, index) => (
          <ActionEditor
            key={action.id}
            action={action}
            position={index + 1}
            definition={definition}
            formBody={formBody}
            onChange={(next) => onChange(replaceAt(actions, index, next))}
            onDelete={() => onChange(removeAt(actions, index))}
          />
        ))}
        <Button onClick={() => onChange([...actions, blankAction(rule)])}>
          {t('ruleEditor.action.add')}
        </Button>
      </Space>
    </section>
  );
}
