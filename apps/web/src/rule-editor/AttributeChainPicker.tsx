import type { AttributeOperand, ObjectDefinition, RelatedObjectHop } from '@atrium/core';
import { Select, Space } from 'antd';
import { useState } from 'react';
import { useRuleEditorTranslation } from '../i18n/resources/rule-editor';
import { useObjectDefinition } from '../metadata/useObjectDefinition';
import { lookupHops } from './related-chains';

type AttributeData = AttributeOperand['data'];

/** The rule schema follows at most five hops. */
const MAX_HOPS = 5;
const RELATION = 'rel:';
const ATTRIBUTE = 'attr:';

interface Option {
  value: string;
  label: string;
}

interface LevelProps {
  definition: ObjectDefinition;
  /** `rel:{name}` for a hop already taken, `attr:{name}` for the chosen attribute. */
  value: string | undefined;
  canFollow: boolean;
  label: string;
  onPick: (value: string, definition: ObjectDefinition) => void;
}

function Level({ definition, value, canFollow, label, onPick }: LevelProps) {
  const { t } = useRuleEditorTranslation();
  const attributes = definition.attributes.map((attribute) => ({
    value: `${ATTRIBUTE}${attribute.name}`,
    label: attribute.label,
  }));
  const lookups = canFollow
    ? lookupHops(definition).map((hop) => ({
        value: `${RELATION}${hop.relationName}`,
        label: t('ruleEditor.operand.follow', { name: hop.relationName, object: hop.object }),
      }))
    : [];
  const options: (Option | { label: string; options: Option[] })[] =
    lookups.length === 0
      ? attributes
      : [
          { label: t('ruleEditor.operand.attributes'), options: attributes },
          { label: t('ruleEditor.operand.relatedObjects'), options: lookups },
        ];
  return (
    <Select
      aria-label={label}
      value={value}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('ruleEditor.operand.pickAttribute')}
      style={{ minInlineSize: 180 }}
      onChange={(picked: string) => onPick(picked, definition)}
    />
  );
}

interface RelatedLevelProps extends Omit<LevelProps, 'definition'> {
  object: string;
}

/** A level past a hop: the related object's definition comes through the definitions cache. */
function RelatedLevel({ object, ...props }: RelatedLevelProps) {
  const { t } = useRuleEditorTranslation();
  const { data, isPending } = useObjectDefinition(object);
  if (isPending) return <span>{t('ruleEditor.operand.loading')}</span>;
  if (!data) return <span role="alert">{t('ruleEditor.operand.missingObject', { object })}</span>;
  return <Level definition={data} {...props} />;
}

interface AttributeChainPickerProps {
  definition: ObjectDefinition;
  value: AttributeData | undefined;
  onChange: (data: AttributeData) => void;
  /** The accessible name of the first select; later levels add the related object's name. */
  label: string;
}

/**
 * An attribute of the record or of a record it looks up, hop by hop (spec 001 §3.1 related-object
 * chain). Hops picked before an attribute stay local, so the rule never holds a half-made operand.
 */
export function AttributeChainPicker({ definition, value, onChange, label }: AttributeChainPickerProps) {
  const { t } = useRuleEditorTranslation();
  const [pending, setPending] = useState<RelatedObjectHop[] | null>(null);
  const hops = pending ?? value?.relatedObject ?? [];
  const pick = (level: number) => (picked: string, owner: ObjectDefinition) => {
    const taken = hops.slice(0, level);
    if (picked.startsWith(RELATION)) {
      const relationName = picked.slice(RELATION.length);
      const relationship = owner.relationships[relationName];
      if (relationship) setPending([...taken, { object: relationship.parent_object, relationName }]);
      return;
    }
    const name = picked.slice(ATTRIBUTE.length);
    const attribute = owner.attributes.find((candidate) => candidate.name === name);
    if (!attribute) return;
    setPending(null);
    onChange({
      object: owner.name,
      key: 'record',
      attributeId: attribute.id,
      attributeName: attribute.name,
      attributeType: attribute.type,
      ...(taken.length > 0 ? { relatedObject: taken } : {}),
    });
  };
  const valueAt = (level: number): string | undefined => {
    const hop = hops[level];
    if (hop) return `${RELATION}${hop.relationName}`;
    return pending === null && value ? `${ATTRIBUTE}${value.attributeName}` : undefined;
  };
  return (
    <Space wrap size={4}>
      <Level
        definition={definition}
        value={valueAt(0)}
        canFollow={MAX_HOPS > 0}
        label={label}
        onPick={pick(0)}
      />
      {hops.map((hop, index) => (
        <RelatedLevel
          key={hops
            .slice(0, index + 1)
            .map((taken) => taken.relationName)
            .join('.')}
          object={hop.object}
          value={valueAt(index + 1)}
          canFollow={index + 1 < MAX_HOPS}
          label={t('ruleEditor.operand.attributeOf', { label, object: hop.object })}
          onPick={pick(index + 1)}
        />
      ))}
    </Space>
  );
}
