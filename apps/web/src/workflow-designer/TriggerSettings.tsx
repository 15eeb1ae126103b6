import type { NodeOfKind, ObjectDefinition } from '@atrium/core';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CommitInput } from '../designer/CommitInput';
import { ConditionSlot } from './TransitionSettings';

interface TriggerSettingsProps {
  node: NodeOfKind<'MANUAL_TRIGGER'>;
  object: ObjectDefinition | null | undefined;
  onChange: (node: NodeOfKind<'MANUAL_TRIGGER'>) => void;
}

/**
 * A manual trigger: its button's name, and what the record must satisfy for the button to act, with
 * the reason a person is told when it does not (the server refuses the trigger and moves nothing).
 */
export function TriggerSettings({ node, object, onChange }: TriggerSettingsProps) {
  const { t } = useTranslation();
  const { requires, ...withoutRequirement } = node;
  return (
    <>
      <Form.Item label={t('workflowDesigner.node.triggerName')}>
        <CommitInput
          label={t('workflowDesigner.node.triggerName')}
          value={node.name}
          onCommit={(name) => onChange({ ...node, name })}
        />
      </Form.Item>
      <Form.Item label={t('workflowDesigner.node.requires')} extra={t('workflowDesigner.node.requiresHelp')}>
        <ConditionSlot
          condition={requires?.condition}
          object={object}
          onChange={(condition) =>
            onChange(
              condition
                ? {
                    ...node,
                    requires: {
                      condition,
                      message: requires?.message ?? t('workflowDesigner.node.requiresMessageDefault'),
                    },
                  }
                : withoutRequirement,
            )
          }
        />
      </Form.Item>
      {requires ? (
        <Form.Item label={t('workflowDesigner.node.requiresMessage')}>
          <CommitInput
            label={t('workflowDesigner.node.requiresMessage')}
            value={requires.message}
            testId="wf-trigger-requires-message"
            onCommit={(message) =>
              onChange({ ...node, requires: { ...requires, message: message.trim() || requires.message } })
            }
          />
        </Form.Item>
      ) : null}
    </>
  );
}
