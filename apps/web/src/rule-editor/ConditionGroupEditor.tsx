import {
  type AttributeOperand,
  type ConditionGroup,
  canAddCondition,
  canDeleteCondition,
  formatConditionString,
  type ObjectDefinition,
} from '@atrium/core';
import { Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useRuleEditorTranslation } from '../i18n/resources/rule-editor';
import { ConditionRow } from './ConditionRow';
import { PatternSelector } from './PatternSelector';
import { blankCondition, removeAt, replaceAt } from './rule-drafts';
import { TitleInput } from './TitleInput';

interface ConditionGroupEditorProps<G extends ConditionGroup> {
  group: G;
  definition: ObjectDefinition;
  onChange: (group: G) => void;
  onTitleValidity?: (valid: boolean) => void;
}

/**
 * The condition editor of spec 001 §2.1: a required title, condition rows, Add more (within the
 * group's limit), the evaluation pattern and the Condition Preview.
 */
export function ConditionGroupEditor<G extends ConditionGroup>({
  group,
  definition,
  onChange,
  onTitleValidity,
}: ConditionGroupEditorProps<G>) {
  const { t } = useRuleEditorTranslation();
  const [preview, setPreview] = useState(false);
  const deletable = canDeleteCondition(group);
  const labelOf = (data: AttributeOperand['data']) =>
    data.object === definition.name && !data.relatedObject
      ? definition.attributes.find((attribute) => attribute.name === data.attributeName)?.label
      : undefined;
  return (
    <div className="atrium-rule-editor__group">
      <TitleInput
        label={t('ruleEditor.group.title')}
        value={group.title}
        onValidity={onTitleValidity}
        onChange={(title) => onChange({ ...group, title })}
      />
      <Space orientation="vertical" size={8} style={{ inlineSize: '100%' }}>
        {group.conditions.map((condition, index) => (
          <ConditionRow
            key={condition.id}
            condition={condition}
            definition={definition}
            onChange={(next) => onChange({ ...group, conditions: replaceAt(group.conditions, index, next) })}
            onDelete={
              deletable
                ? () => onChange({ ...group, conditions: removeAt(group.conditions, index) })
                : undefined
            }
          />
        ))}
        <Space wrap>
          <Button
            disabled={!canAddCondition(group)}
            onClick={() =>
              onChange({
                ...group,
                conditions: [
                  ...group.conditions,
                  blankCondition(group, definition.name, definition.attributes[0]),
                ],
              })
            }
          >
            {t('ruleEditor.group.addMore')}
          </Button>
          <Button onClick={() => setPreview(true)}>{t('ruleEditor.group.preview')}</Button>
        </Space>
        <PatternSelector group={group} onChange={(evalPattern) => onChange({ ...group, evalPattern })} />
      </Space>
      <Modal
        open={preview}
        title={t('ruleEditor.group.conditionString')}
        footer={null}
        onCancel={() => setPreview(false)}
      >
        <Typography.Paragraph data-testid="condition-string">
          {formatConditionString(group, { attributeLabel: labelOf })}
        </Typography.Paragraph>
      </Modal>
    </div>
  );
}
