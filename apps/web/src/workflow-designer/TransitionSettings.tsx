import {
  type ConditionGroup,
  type ObjectDefinition,
  outcomesOf,
  type WorkflowDefinition,
  type WorkflowTransition,
} from '@atrium/core';
import { Button, Form, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CommitInput } from '../designer/CommitInput';
import { ConditionGroupEditor } from '../rule-editor/ConditionGroupEditor';
import { blankCondition, blankGroup } from '../rule-editor/rule-drafts';

/** A condition nobody has written yet: the object's first attribute `is not empty`. */
export function blankWorkflowCondition(object: ObjectDefinition): ConditionGroup {
  return blankGroup(blankCondition({ conditions: [] }, object.name, object.attributes[0]));
}

interface ConditionSlotProps {
  condition: ConditionGroup | undefined;
  object: ObjectDefinition | null | undefined;
  onChange: (condition: ConditionGroup | undefined) => void;
  /** The start on update always has a condition: it cannot be taken away. */
  required?: boolean;
}

/** A condition written with the rule editor's condition builder, or a button to add one. */
export function ConditionSlot({ condition, object, onChange, required = false }: ConditionSlotProps) {
  const { t } = useTranslation();
  if (!object)
    return <Typography.Text type="secondary">{t('workflowDesigner.condition.noObject')}</Typography.Text>;
  if (!condition)
    return (
      <Button data-testid="wf-condition-add" onClick={() => onChange(blankWorkflowCondition(object))}>
        {t('workflowDesigner.condition.add')}
      </Button>
    );
  return (
    <Space orientation="vertical" style={{ inlineSize: '100%' }} data-testid="wf-condition">
      <ConditionGroupEditor group={condition} definition={object} onChange={onChange} />
      {required ? null : (
        <Button danger size="small" onClick={() => onChange(undefined)}>
          {t('workflowDesigner.condition.remove')}
        </Button>
      )}
    </Space>
  );
}

interface TransitionSettingsProps {
  definition: WorkflowDefinition;
  transition: WorkflowTransition;
  object: ObjectDefinition | null | undefined;
  onChange: (transition: WorkflowTransition) => void;
}

/** A transition: the outcome it leaves on, its label, and the condition that must hold for it to be taken. */
export function TransitionSettings({ definition, transition, object, onChange }: TransitionSettingsProps) {
  const { t } = useTranslation();
  const from = definition.nodes.find((node) => node.id === transition.from);
  const to = definition.nodes.find((node) => node.id === transition.to);
  const outcomes = from ? outcomesOf(from) : [];
  return (
    <Form layout="vertical" component="div" data-testid="wf-transition-settings">
      <Typography.Paragraph>
        {t('workflowDesigner.transition.joins', {
          from: from?.label ?? transition.from,
          to: to?.label ?? transition.to,
        })}
      </Typography.Paragraph>
      <Form.Item label={t('workflowDesigner.transition.on')}>
        <Select
          aria-label={t('workflowDesigner.transition.on')}
          value={transition.on}
          options={[...new Set([...outcomes, transition.on])].map((outcome) => ({
            value: outcome,
            label: outcome,
          }))}
          onChange={(on) => onChange({ ...transition, on })}
        />
      </Form.Item>
      <Form.Item label={t('workflowDesigner.transition.label')}>
        <CommitInput
          label={t('workflowDesigner.transition.label')}
          value={transition.label ?? ''}
          onCommit={(label) => {
            const { label: _dropped, ...rest } = transition;
            onChange(label.trim() ? { ...rest, label } : rest);
          }}
        />
      </Form.Item>
      <Form.Item label={t('workflowDesigner.transition.condition')}>
        <ConditionSlot
          condition={transition.condition}
          object={object}
          onChange={(condition) => {
            const { condition: _dropped, ...rest } = transition;
            onChange(condition ? { ...rest, condition } : rest);
          }}
        />
      </Form.Item>
    </Form>
  );
}

interface StartSettingsProps {
  definition: WorkflowDefinition;
  object: ObjectDefinition | null | undefined;
  onChange: (definition: WorkflowDefinition) => void;
}

/** The workflow itself: its label and how it starts (on create, on update when a condition holds, by hand). */
export function StartSettings({ definition, object, onChange }: StartSettingsProps) {
  const { t } = useTranslation();
  const { start } = definition;
  return (
    <Form layout="vertical" component="div" data-testid="wf-start-settings">
      <Form.Item label={t('workflowDesigner.definition.label')}>
        <CommitInput
          label={t('workflowDesigner.definition.label')}
          value={definition.label}
          onCommit={(label) => onChange({ ...definition, label })}
        />
      </Form.Item>
      <Form.Item label={t('workflowDesigner.definition.startsOn')}>
        <Select
          aria-label={t('workflowDesigner.definition.startsOn')}
          data-testid="wf-start-on"
          value={start.on}
          options={(['manual', 'create', 'update'] as const).map((on) => ({
            value: on,
            label: t(`workflowDesigner.start.${on}`),
          }))}
          onChange={(on) => {
            if (on !== 'update') onChange({ ...definition, start: { on } });
            else if (object)
              onChange({ ...definition, start: { on, condition: blankWorkflowCondition(object) } });
          }}
        />
      </Form.Item>
      {start.on === 'update' ? (
        <Form.Item label={t('workflowDesigner.definition.startCondition')}>
          <ConditionSlot
            required
            condition={start.condition}
            object={object}
            onChange={(condition) => {
              if (condition) onChange({ ...definition, start: { on: 'update', condition } });
            }}
          />
        </Form.Item>
      ) : null}
    </Form>
  );
}
