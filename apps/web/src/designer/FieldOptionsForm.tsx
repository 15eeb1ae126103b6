import { Form, Input, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useDesignerTranslation } from '../i18n/resources/designer';
import { CommitInput, useDebouncedCommit } from './CommitInput';
import { HideConditionFields } from './HideConditionFields';
import type { SettingsProps } from './SettingsPanel';

/** Spec 001 §9: title edits reach the schema 1000 ms after the last keystroke. */
export const TITLE_DEBOUNCE_MS = 1000;

const isOn = (value: unknown) => value === true || value === '1';
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const SWITCHES = ['required', 'readOnly', 'hideLabel', 'disabled'] as const;

/**
 * The options form of a field (spec 001 §2.3, §5.2): the title is required, the label commits on blur
 * or Enter, the title 1000 ms after typing stops. Empty values stay while editing; the save drops them.
 */
export function FieldOptionsForm({ node, attributeLabel, onOptions, onText }: SettingsProps) {
  const { t } = useDesignerTranslation();
  const options = node.options ?? {};
  const storedTitle = text(options.title) || node.label || attributeLabel || '';
  const [title, setTitle] = useState(storedTitle);
  useEffect(() => setTitle(storedTitle), [storedTitle]);
  const commitTitle = useDebouncedCommit((value: string) => onOptions({ title: value }), TITLE_DEBOUNCE_MS);
  const missing = title.trim() === '';
  return (
    <>
      <Form.Item
        label={t('designer.options.title')}
        required
        validateStatus={missing ? 'error' : undefined}
        help={missing ? t('designer.options.titleRequired') : undefined}
      >
        <Input
          aria-label={t('designer.options.title')}
          data-testid="options-title"
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            // A blank title is shown as an error and never reaches the schema.
            if (event.target.value.trim() !== '') commitTitle(event.target.value);
          }}
        />
      </Form.Item>
      <Form.Item label={t('designer.options.label')}>
        <CommitInput
          label={t('designer.options.label')}
          value={node.label ?? attributeLabel ?? ''}
          onCommit={(label) => onText({ label })}
          testId="options-label"
        />
      </Form.Item>
      <Form.Item label={t('designer.options.placeholder')}>
        <CommitInput
          label={t('designer.options.placeholder')}
          value={text(options.placeholder)}
          onCommit={(placeholder) => onOptions({ placeholder })}
        />
      </Form.Item>
      <Form.Item label={t('designer.options.description')}>
        <CommitInput
          label={t('designer.options.description')}
          value={text(options.description)}
          onCommit={(description) => onOptions({ description })}
          multiline
        />
      </Form.Item>
      {SWITCHES.map((key) => (
        <Form.Item key={key} label={t(`designer.options.${key}`)}>
          <Switch
            aria-label={t(`designer.options.${key}`)}
            checked={isOn(options[key])}
            onChange={(on) => onOptions({ [key]: on })}
          />
        </Form.Item>
      ))}
      <Form.Item label={t('designer.settings.classNames')}>
        <CommitInput
          label={t('designer.settings.classNames')}
          value={text(options.classNames)}
          onCommit={(classNames) => onOptions({ classNames })}
        />
      </Form.Item>
      <HideConditionFields node={node} onOptions={onOptions} />
    </>
  );
}
