import {
  type FormNode,
  type ObjectDefinition,
  OPERATOR_FAMILY_OF,
  RULE_ACTION_NAMES,
  type RuleAction,
  type RuleActionName,
} from '@atrium/core';
import { Button, Input, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useRuleEditorTranslation } from '../i18n/resources/rule-editor';
import { FIELDSET } from './editor-styles';
import { layoutChoices } from './form-targets';
import { OptionMappingGrid } from './OptionMappingGrid';
import { attributeNamed } from './related-chains';
import { retypeAction, usesLayoutPath } from './rule-drafts';

interface ActionEditorProps {
  action: RuleAction;
  position: number;
  definition: ObjectDefinition;
  formBody: FormNode;
  onChange: (action: RuleAction) => void;
  onDelete: () => void;
}

/** A Set Value on a number field keeps a number, so the record's type is not changed by the rule. */
function typedValue(text: string, targetType: string | undefined): string | number {
  const numeric =
    targetType !== undefined &&
    OPERATOR_FAMILY_OF[targetType as keyof typeof OPERATOR_FAMILY_OF] === 'number';
  const number = Number(text);
  return numeric && text.trim() !== '' && Number.isFinite(number) ? number : text;
}

/** The action editor of spec 001 §2.2: what to do, to which field or layout, with which value. */
export function ActionEditor({
  action,
  position,
  definition,
  formBody,
  onChange,
  onDelete,
}: ActionEditorProps) {
  const { t } = useRuleEditorTranslation();
  const layouts = useMemo(() => layoutChoices(formBody), [formBody]);
  const fields = definition.attributes.map((attribute) => ({
    value: attribute.name,
    label: attribute.label,
  }));
  const data = action.data;
  const target = data.resource[0];
  const setData = (patch: Partial<RuleAction['data']>) =>
    onChange({ ...action, data: { ...data, ...patch } });
  return (
    <fieldset
      style={FIELDSET}
      aria-label={t('ruleEditor.action.label', { number: position })}
      className="atrium-rule-editor__action"
    >
      <Space wrap align="start" size={6}>
        <Select
          aria-label={t('ruleEditor.action.name')}
          value={action.name}
          style={{ minInlineSize: 200 }}
          options={RULE_ACTION_NAMES.map((name) => ({ value: name, label: t(`ruleEditor.actions.${name}`) }))}
          onChange={(name: RuleActionName) => onChange(retypeAction(action, name))}
        />
        {usesLayoutPath(action.name) ? (
          <Select
            aria-label={t('ruleEditor.action.layoutPath')}
            placeholder={t('ruleEditor.action.layoutPath')}
            value={data.layoutPath}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minInlineSize: 240 }}
            options={layouts.map((choice) => ({
              value: choice.path,
              label: choice.label,
            }))}
            onChange={(layoutPath: string) => setData({ layoutPath })}
          />
        ) : (
          <Select
            aria-label={t('ruleEditor.action.target')}
            placeholder={t('ruleEditor.action.target')}
            mode={action.name === 'READONLY_FIELDS' ? 'multiple' : undefined}
            value={action.name === 'READONLY_FIELDS' ? data.resource : target}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minInlineSize: 220 }}
            options={fields}
            onChange={(picked: string | string[]) =>
              setData({ resource: Array.isArray(picked) ? picked : [picked] })
            }
          />
        )}
        {action.name === 'SET_VALUE' ? (
          <Input
            aria-label={t('ruleEditor.action.value')}
            placeholder={t('ruleEditor.action.value')}
            value={data.setValue === undefined || data.setValue === null ? '' : String(data.setValue)}
            onChange={(event) =>
              setData({
                setValue: typedValue(event.target.value, attributeNamed(definition, target ?? '')?.type),
              })
            }
          />
        ) : null}
        {action.name === 'SHOW_WARNING' ? (
          <Input
            aria-label={t('ruleEditor.action.message')}
            placeholder={t('ruleEditor.action.message')}
            value={data.message ?? ''}
            maxLength={500}
            onChange={(event) => setData({ message: event.target.value })}
          />
        ) : null}
        <Button danger aria-label={t('ruleEditor.action.delete', { number: position })} onClick={onDelete}>
          {t('ruleEditor.delete')}
        </Button>
      </Space>
      {action.name === 'SET_OPTIONS' ? (
        <OptionMappingGrid
          definition={definition}
          target={target}
          value={data.setOptions}
          onChange={(setOptions) => setData({ setOptions })}
        />
      ) : null}
    </fieldset>
  );
}
