import type { Condition, ConditionGroup, ObjectDefinition, Operand, RuleOperatorName } from '@atrium/core';
import { Button, Select, Space, Typography } from 'antd';
import { useRuleEditorTranslation } from '../i18n/resources/rule-editor';
import { useObjectDefinition } from '../metadata/useObjectDefinition';
import { FIELDSET } from './editor-styles';
import { NestedGroupButton } from './NestedGroupButton';
import { OperandEditor } from './OperandEditor';
import {
  blankConstant,
  constantFits,
  constantKind,
  isUnary,
  keptOperator,
  operatorsFor,
  selectItems,
} from './operand-kinds';
import { attributeNamed, collectionObject } from './related-chains';
import { blankCondition, blankGroup } from './rule-drafts';

interface ConditionRowProps {
  condition: Condition;
  definition: ObjectDefinition;
  onChange: (condition: Condition) => void;
  /** Absent while the group has only this condition (spec 001 §2.1). */
  onDelete: (() => void) | undefined;
}

/** The definition the left attribute belongs to: the record's, or the last hop's related object. */
function useLeftDefinition(left: Operand, definition: ObjectDefinition): ObjectDefinition | null | undefined {
  const hops = left.type === 'ATTRIBUTE' ? (left.data.relatedObject ?? []) : [];
  const last = hops[hops.length - 1];
  const related = useObjectDefinition(last?.object);
  return last ? related.data : definition;
}

/** The right operand a condition needs once its left side or operator changed. */
function fittedRight(condition: Condition, items: ReturnType<typeof selectItems>): Operand | undefined {
  if (isUnary(condition.operator)) return undefined;
  const kind = constantKind(condition.operandLeft, condition.operator, items);
  const right = condition.operandRight;
  return right && constantFits(right, kind) ? right : blankConstant(kind);
}

/** One condition: left operand, the operators its field type allows, and the right operand if any. */
export function ConditionRow({ condition, definition, onChange, onDelete }: ConditionRowProps) {
  const { t } = useRuleEditorTranslation();
  const left = condition.operandLeft;
  const leftDefinition = useLeftDefinition(left, definition);
  const leftAttribute =
    left.type === 'ATTRIBUTE' ? attributeNamed(leftDefinition, left.data.attributeName) : undefined;
  const items = selectItems(leftAttribute);
  const collection =
    left.type === 'ATTRIBUTE' && leftDefinition
      ? collectionObject(leftDefinition, left.data.attributeName)
      : undefined;
  const related = useObjectDefinition(condition.operator === 'hasOne' ? collection : undefined).data;
  const update = (patch: Partial<Condition>) => {
    const next: Condition = { ...condition, ...patch };
    next.operator = keptOperator(next.operandLeft, next.operator);
    const right = fittedRight(next, items);
    if (right) next.operandRight = right;
    else delete next.operandRight;
    if (next.operator !== 'hasOne') delete next.subConditions;
    onChange(next);
  };
  const kind = constantKind(left, condition.operator, items);
  const rowLabel = t('ruleEditor.condition.label', { id: condition.id });
  const subScope = related ?? definition;
  const subGroup: ConditionGroup =
    condition.subConditions ??
    blankGroup(blankCondition({ conditions: [] }, subScope.name, subScope.attributes[0]));
  return (
    <fieldset style={FIELDSET} aria-label={rowLabel} className="atrium-rule-editor__condition">
      <Space wrap align="start" size={6}>
        <Typography.Text strong>{condition.id}</Typography.Text>
        <OperandEditor
          operand={left}
          definition={definition}
          label={t('ruleEditor.condition.left')}
          onChange={(operandLeft) => update({ operandLeft })}
        />
        <Select
          aria-label={t('ruleEditor.condition.operator')}
          value={condition.operator}
          virtual={false}
          style={{ minInlineSize: 170 }}
          showSearch={{ optionFilterProp: 'label' }}
          options={operatorsFor(left).map((operator) => ({
            value: operator,
            label: t(`ruleEditor.operators.${operator}`),
          }))}
          onChange={(operator: RuleOperatorName) => update({ operator })}
        />
        {condition.operandRight ? (
          <OperandEditor
            operand={condition.operandRight}
            definition={definition}
            label={t('ruleEditor.condition.right')}
            constant={{ kind, items }}
            onChange={(operandRight) => onChange({ ...condition, operandRight })}
          />
        ) : null}
        {condition.operator === 'hasOne' ? (
          <NestedGroupButton
            group={subGroup}
            definition={subScope}
            label={rowLabel}
            onChange={(subConditions) => onChange({ ...condition, subConditions })}
          />
        ) : null}
        {onDelete ? (
          <Button
            danger
            aria-label={t('ruleEditor.condition.delete', { id: condition.id })}
            onClick={onDelete}
          >
            {t('ruleEditor.delete')}
          </Button>
        ) : null}
      </Space>
    </fieldset>
  );
}
