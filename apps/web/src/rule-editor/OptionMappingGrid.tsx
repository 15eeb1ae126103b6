import type { ObjectDefinition, SetOptions } from '@atrium/core';
import { Empty, Select, Table, Typography } from 'antd';
import { useRuleEditorTranslation } from '../i18n/resources/rule-editor';
import { type SelectItem, selectItems } from './operand-kinds';
import { attributeNamed } from './related-chains';

interface OptionMappingGridProps {
  definition: ObjectDefinition;
  /** The select whose options the action restricts. */
  target: string | undefined;
  value: SetOptions | undefined;
  onChange: (value: SetOptions) => void;
}

/** The attributes that have options: only those can drive a mapping. */
function choiceAttributes(definition: ObjectDefinition) {
  return definition.attributes.filter((attribute) => selectItems(attribute) !== undefined);
}

/**
 * Set Options (spec 001 §2.2): for each option of a condition attribute, the options of the action
 * attribute it leaves. A source option left without choices is taken out of the mapping, so it
 * restricts nothing (an entry of [] would leave no option at all).
 */
export function OptionMappingGrid({ definition, target, value, onChange }: OptionMappingGridProps) {
  const { t } = useRuleEditorTranslation();
  const sources = choiceAttributes(definition);
  const sourceItems = selectItems(attributeNamed(definition, value?.sourceAttribute ?? '')) ?? [];
  const targetItems = selectItems(attributeNamed(definition, target ?? '')) ?? [];
  const mapping = value?.mapping ?? {};
  const setRow = (option: string, kept: string[]) => {
    if (!value) return;
    const next = { ...mapping };
    if (kept.length === 0) delete next[option];
    else next[option] = kept;
    onChange({ sourceAttribute: value.sourceAttribute, mapping: next });
  };
  return (
    <div className="atrium-rule-editor__mapping">
      <Select
        aria-label={t('ruleEditor.mapping.source')}
        placeholder={t('ruleEditor.mapping.source')}
        value={value?.sourceAttribute}
        style={{ minInlineSize: 220, marginBlockEnd: 8 }}
        options={sources.map((attribute) => ({ value: attribute.name, label: attribute.label }))}
        onChange={(sourceAttribute: string) => onChange({ sourceAttribute, mapping: {} })}
      />
      {targetItems.length === 0 ? (
        <Typography.Paragraph type="secondary">
          {t('ruleEditor.mapping.noTargetOptions')}
        </Typography.Paragraph>
      ) : null}
      {value && sourceItems.length > 0 ? (
        <Table<SelectItem>
          size="small"
          pagination={false}
          rowKey="value"
          dataSource={sourceItems}
          columns={[
            { title: t('ruleEditor.mapping.when'), dataIndex: 'label', key: 'label' },
            {
              title: t('ruleEditor.mapping.keep'),
              key: 'keep',
              render: (_, item) => (
                <Select
                  mode="multiple"
                  aria-label={t('ruleEditor.mapping.keepFor', { option: item.label })}
                  value={mapping[item.value] ?? []}
                  style={{ minInlineSize: 240 }}
                  options={targetItems.map((option) => ({ value: option.value, label: option.label }))}
                  onChange={(kept: string[]) => setRow(item.value, kept)}
                />
              ),
            },
          ]}
        />
      ) : value ? (
        <Empty description={t('ruleEditor.mapping.noSourceOptions')} />
      ) : null}
    </div>
  );
}
