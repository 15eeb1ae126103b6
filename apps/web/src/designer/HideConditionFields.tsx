import { type FormNode, tryCompileExpression } from '@atrium/core';
import { Form, Input, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useDesignerTranslation } from '../i18n/resources/designer';

interface Props {
  node: FormNode;
  onOptions: (patch: Record<string, unknown>) => void;
  /** Tabs keep their hide flags as '1'/'0' (spec 001 §2.3); other elements as booleans. */
  flagsAsText?: boolean;
}

const isOn = (value: unknown) => value === true || value === '1' || value === 1 || value === 'true';

/** Hide on Create, Hide on Detail, Enable hide On Condition and its formula (spec 001 §5.2). */
export function HideConditionFields({ node, onOptions, flagsAsText = false }: Props) {
  const { t } = useDesignerTranslation();
  const options = node.options ?? {};
  const flag = (on: boolean) => (flagsAsText ? (on ? '1' : '0') : on);
  const enabled = isOn(options.enableHideOnCondition) || typeof options.hideOnCondition === 'string';
  return (
    <>
      <Form.Item label={t('designer.settings.hideOnCreate')}>
        <Switch
          aria-label={t('designer.settings.hideOnCreate')}
          checked={isOn(options.hideOnCreate)}
          onChange={(on) => onOptions({ hideOnCreate: flag(on) })}
        />
      </Form.Item>
      <Form.Item label={t('designer.settings.hideOnDetail')}>
        <Switch
          aria-label={t('designer.settings.hideOnDetail')}
          checked={isOn(options.hideOnDetail)}
          onChange={(on) => onOptions({ hideOnDetail: flag(on) })}
        />
      </Form.Item>
      <Form.Item label={t('designer.settings.enableHideOnCondition')}>
        <Switch
          aria-label={t('designer.settings.enableHideOnCondition')}
          checked={enabled}
          onChange={(on) =>
            onOptions(
              on
                ? { enableHideOnCondition: true }
                : { enableHideOnCondition: undefined, hideOnCondition: undefined },
            )
          }
        />
      </Form.Item>
      {enabled ? (
        <FormulaInput
          value={typeof options.hideOnCondition === 'string' ? options.hideOnCondition : ''}
          onCommit={(hideOnCondition) => onOptions({ hideOnCondition })}
        />
      ) : null}
    </>
  );
}

/** The formula is checked with core's compiler as it is typed; only a formula that compiles is kept. */
function FormulaInput({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  const { t } = useDesignerTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const checked = text.trim() === '' ? undefined : tryCompileExpression(text);
  const error = checked && !checked.ok ? checked.error.message : undefined;
  const commit = () => {
    if (error === undefined && text !== value) onCommit(text);
  };
  return (
    <Form.Item
      label={t('designer.settings.hideOnConditionFormula')}
      validateStatus={error ? 'error' : undefined}
      help={error ? t('designer.settings.formulaError', { message: error }) : undefined}
    >
      <Input
        aria-label={t('designer.settings.hideOnConditionFormula')}
        data-testid="hide-on-condition-formula"
        value={text}
        placeholder="status == 'Lost'"
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onPressEnter={commit}
      />
    </Form.Item>
  );
}
