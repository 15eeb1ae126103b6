import {
  type ObjectDefinition,
  OPERAND_TYPES,
  type Operand,
  type OperandType,
  permissionCatalogue,
} from '@atrium/core';
import { Select, Space } from 'antd';
import { useMemo } from 'react';
import { useRuleEditorTranslation } from '../i18n/resources/rule-editor';
import { AttributeChainPicker } from './AttributeChainPicker';
import { ConstantInput } from './ConstantInput';
import { NestedGroupButton } from './NestedGroupButton';
import { blankConstant, type ConstantKind, type SelectItem } from './operand-kinds';
import { blankCondition, blankGroup } from './rule-drafts';

const LEFT_CONSTANT_KIND: Record<string, ConstantKind> = {
  TEXT: 'text',
  NUMBER: 'number',
  EMAIL: 'email',
  ARRAY: 'choices',
};

interface OperandEditorProps {
  operand: Operand;
  onChange: (operand: Operand) => void;
  definition: ObjectDefinition;
  /** 'Left operand' or 'Right operand', prefixed to every control's accessible name. */
  label: string;
  /** For the right side: the constant box the left operand and operator call for. */
  constant?: { kind: ConstantKind; items: readonly SelectItem[] | undefined };
}

/** A fresh operand of the chosen type, with something sensible filled in. */
function operandOfType(type: OperandType, definition: ObjectDefinition, kind: ConstantKind): Operand {
  switch (type) {
    case 'ATTRIBUTE': {
      const first = blankCondition({ conditions: [] }, definition.name, definition.attributes[0]);
      return first.operandLeft;
    }
    case 'CONSTANTS':
      return blankConstant(kind);
    case 'PERMISSION':
      return { type: 'PERMISSION', data: {} };
    case 'CONDITION':
      return {
        type: 'CONDITION',
        data: blankGroup(blankCondition({ conditions: [] }, definition.name, definition.attributes[0])),
      };
  }
}

/** One side of a condition: an attribute, a constant, the current user's permission, or a nested condition. */
export function OperandEditor({ operand, onChange, definition, label, constant }: OperandEditorProps) {
  const { t } = useRuleEditorTranslation();
  const permissions = useMemo(() => permissionCatalogue().map((value) => ({ value, label: value })), []);
  const kind = constant?.kind ?? 'text';
  return (
    <Space wrap size={4}>
      <Select
        aria-label={t('ruleEditor.operand.type', { label })}
        value={operand.type}
        style={{ minInlineSize: 130 }}
        options={OPERAND_TYPES.map((type) => ({ value: type, label: t(`ruleEditor.operandTypes.${type}`) }))}
        onChange={(type: OperandType) => onChange(operandOfType(type, definition, kind))}
      />
      {operand.type === 'ATTRIBUTE' ? (
        <AttributeChainPicker
          definition={definition}
          value={operand.data}
          label={t('ruleEditor.operand.attribute', { label })}
          onChange={(data) => onChange({ type: 'ATTRIBUTE', data })}
        />
      ) : null}
      {operand.type === 'CONSTANTS' && constant ? (
        <ConstantInput
          kind={constant.kind}
          items={constant.items}
          value={operand}
          label={t('ruleEditor.operand.value', { label })}
          onChange={onChange}
        />
      ) : null}
      {operand.type === 'CONSTANTS' && !constant ? (
        <>
          <Select
            aria-label={t('ruleEditor.operand.dataType', { label })}
            value={operand.data.dataType}
            options={Object.keys(LEFT_CONSTANT_KIND).map((value) => ({
              value,
              label: t(`ruleEditor.dataTypes.${value}`),
            }))}
            onChange={(dataType: string) => onChange(blankConstant(LEFT_CONSTANT_KIND[dataType] ?? 'text'))}
          />
          <ConstantInput
            kind={LEFT_CONSTANT_KIND[operand.data.dataType] ?? 'text'}
            items={undefined}
            value={operand}
            label={t('ruleEditor.operand.value', { label })}
            onChange={onChange}
          />
        </>
      ) : null}
      {operand.type === 'PERMISSION' ? (
        <Select
          aria-label={t('ruleEditor.operand.permission', { label })}
          value={operand.data.permission}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('ruleEditor.operand.currentUser')}
          style={{ minInlineSize: 220 }}
          options={permissions}
          onChange={(permission: string | undefined) =>
            onChange({ type: 'PERMISSION', data: permission ? { permission } : {} })
          }
        />
      ) : null}
      {operand.type === 'CONDITION' ? (
        <NestedGroupButton
          group={operand.data}
          definition={definition}
          label={label}
          onChange={(data) => onChange({ type: 'CONDITION', data })}
        />
      ) : null}
    </Space>
  );
}
