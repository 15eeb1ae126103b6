import type { FormNode, ObjectDefinition, Rule, RuleGroup, RuleIssue } from '@atrium/core';
import { Button, Card, Space, Tag } from 'antd';
import { useRuleEditorTranslation } from '../i18n/resources/rule-editor';
import { ActionList } from './ActionList';
import { ConditionGroupEditor } from './ConditionGroupEditor';
import { IssueAlerts } from './IssueAlerts';
import { blankCondition, blankRuleGroup, removeAt, replaceAt } from './rule-drafts';
import { TitleInput } from './TitleInput';

interface RuleCardProps {
  rule: Rule;
  position: number;
  count: number;
  definition: ObjectDefinition;
  formBody: FormNode;
  issues: readonly RuleIssue[];
  onChange: (rule: Rule) => void;
  onMove: (step: -1 | 1) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One rule: its title, top-level condition, nested groups with their actions, own actions and issues. */
export function RuleCard(props: RuleCardProps) {
  const { rule, position, count, definition, formBody, issues, onChange } = props;
  const { t } = useRuleEditorTranslation();
  const errors = issues.filter((issue) => issue.severity === 'error');
  const warnings = issues.filter((issue) => issue.severity === 'warning');
  const label = t('ruleEditor.rule.label', { number: position });
  const first = () => blankCondition({ conditions: [] }, definition.name, definition.attributes[0]);
  const setGroup = (index: number, group: RuleGroup) =>
    onChange({ ...rule, groups: replaceAt(rule.groups, index, group) });
  return (
    <Card
      role="region"
      aria-label={label}
      size="small"
      className="atrium-rule-editor__rule"
      title={
        <Space wrap>
          <span>{label}</span>
          {errors.length > 0 ? (
            <Tag color="error">{t('ruleEditor.rule.invalid')}</Tag>
          ) : (
            <Tag color="success">{t('ruleEditor.rule.valid')}</Tag>
          )}
          {warnings.length > 0 ? (
            <Tag color="warning">{t('ruleEditor.rule.warnings', { count: warnings.length })}</Tag>
          ) : null}
        </Space>
      }
      extra={
        <Space wrap size={4}>
          <Button
            size="small"
            disabled={position === 1}
            aria-label={t('ruleEditor.rule.moveUp', { label })}
            onClick={() => props.onMove(-1)}
          >
            ↑
          </Button>
          <Button
            size="small"
            disabled={position === count}
            aria-label={t('ruleEditor.rule.moveDown', { label })}
            onClick={() => props.onMove(1)}
          >
            ↓
          </Button>
          <Button
            size="small"
            onClick={props.onDuplicate}
            aria-label={t('ruleEditor.rule.duplicate', { label })}
          >
            {t('ruleEditor.rule.duplicateShort')}
          </Button>
          <Button
            size="small"
            danger
            onClick={props.onDelete}
            aria-label={t('ruleEditor.rule.delete', { label })}
          >
            {t('ruleEditor.delete')}
          </Button>
        </Space>
      }
    >
      <TitleInput
        label={t('ruleEditor.rule.title')}
        value={rule.title}
        onChange={(title) => onChange({ ...rule, title })}
      />
      <IssueAlerts issues={[...errors, ...warnings]} />
      <ConditionGroupEditor
        group={rule.condition}
        definition={definition}
        onChange={(condition) => onChange({ ...rule, condition })}
      />
      {rule.groups.map((group, index) => (
        <Card
          // biome-ignore lint/suspicious/noArrayIndexKey: nested groups have no id in the rule schema; their place is who they are.
          key={index}
          size="small"
          role="region"
          aria-label={t('ruleEditor.rule.groupLabel', { number: index + 1 })}
          title={t('ruleEditor.rule.groupLabel', { number: index + 1 })}
          style={{ marginBlockStart: 12 }}
          extra={
            <Button
              size="small"
              danger
              aria-label={t('ruleEditor.rule.deleteGroup', { number: index + 1 })}
              onClick={() => onChange({ ...rule, groups: removeAt(rule.groups, index) })}
            >
              {t('ruleEditor.delete')}
            </Button>
          }
        >
          <ConditionGroupEditor
            group={group}
            definition={definition}
            onChange={(next) => setGroup(index, next)}
          />
          <ActionList
            rule={rule}
            actions={group.actions}
            definition={definition}
            formBody={formBody}
            onChange={(actions) => setGroup(index, { ...group, actions })}
          />
        </Card>
      ))}
      <Button
        style={{ marginBlock: 12 }}
        onClick={() => onChange({ ...rule, groups: [...rule.groups, blankRuleGroup(first())] })}
      >
        {t('ruleEditor.rule.addGroup')}
      </Button>
      {rule.groups.length === 0 || rule.actions.length > 0 ? (
        <ActionList
          rule={rule}
          actions={rule.actions}
          definition={definition}
          formBody={formBody}
          onChange={(actions) => onChange({ ...rule, actions })}
        />
      ) : null}
    </Card>
  );
}
