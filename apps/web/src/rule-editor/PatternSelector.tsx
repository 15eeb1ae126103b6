import { type ConditionGroup, checkEvalPattern } from '@atrium/core';
import { Input, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useRuleEditorTranslation } from '../i18n/resources/rule-editor';

type Mode = 'ALL_AND' | 'ALL_OR' | 'CUSTOM';

function modeOf(pattern: string): Mode {
  const preset = pattern.trim().toUpperCase();
  return preset === 'ALL_AND' || preset === 'ALL_OR' ? preset : 'CUSTOM';
}

interface PatternSelectorProps {
  group: ConditionGroup;
  onChange: (pattern: string) => void;
}

/**
 * The evaluation pattern (spec 001 §5.1): all, any, or a custom pattern checked with the engine's own
 * parser on every keystroke, its error and column shown under the box. A bad pattern still reaches the
 * rule (checkRules then marks the rule invalid); only an empty box is kept back, as the schema needs text.
 */
export function PatternSelector({ group, onChange }: PatternSelectorProps) {
  const { t } = useRuleEditorTranslation();
  const [custom, setCustom] = useState(modeOf(group.evalPattern) === 'CUSTOM');
  const [text, setText] = useState(group.evalPattern);
  // The host may replace the pattern (undo, a reloaded draft): follow it, but keep an emptied box empty.
  useEffect(() => {
    const isCustom = modeOf(group.evalPattern) === 'CUSTOM';
    setCustom(isCustom);
    if (isCustom) setText((shown) => (shown.trim() === '' ? shown : group.evalPattern));
  }, [group.evalPattern]);
  const mode: Mode = custom ? 'CUSTOM' : modeOf(group.evalPattern);
  const ids = group.conditions.map((condition) => condition.id);
  const check = custom ? checkEvalPattern(text, ids) : { ok: true as const };
  const choose = (next: Mode) => {
    if (next === 'CUSTOM') {
      const written = ids.join(' AND ') || '1';
      setCustom(true);
      setText(written);
      onChange(written);
    } else {
      setCustom(false);
      onChange(next);
    }
  };
  const patternLabel = t('ruleEditor.pattern.custom');
  return (
    <Space orientation="vertical" size={4} style={{ inlineSize: '100%' }}>
      <Select
        aria-label={t('ruleEditor.pattern.label')}
        value={mode}
        style={{ minInlineSize: 260 }}
        options={[
          { value: 'ALL_AND', label: t('ruleEditor.pattern.ALL_AND') },
          { value: 'ALL_OR', label: t('ruleEditor.pattern.ALL_OR') },
          { value: 'CUSTOM', label: t('ruleEditor.pattern.CUSTOM') },
        ]}
        onChange={choose}
      />
      {custom ? (
        <>
          <Input
            aria-label={patternLabel}
            aria-invalid={!check.ok}
            status={check.ok ? undefined : 'error'}
            placeholder="(1 AND 2) OR 3"
            value={text}
            maxLength={500}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim() !== '') onChange(event.target.value);
            }}
          />
          {check.ok ? null : (
            <Typography.Text type="danger" role="alert">
              {t('ruleEditor.pattern.error', { position: check.position, message: check.message })}
            </Typography.Text>
          )}
        </>
      ) : null}
    </Space>
  );
}
