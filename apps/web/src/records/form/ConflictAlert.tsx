import type { ObjectDefinition, RecordData } from '@atrium/core';
import { Alert, Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { changedFields } from './changed-fields';
import { saveBodyOf } from './record-values';

interface ConflictAlertProps {
  definition: ObjectDefinition;
  /** The record as the server now has it. */
  current: RecordData;
  /** What the person has in the form. */
  mine: Readonly<Record<string, unknown>>;
  onReload: () => void;
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** A 409 on save: the server's values where they differ from the form, and a way to take them. */
export function ConflictAlert({ definition, current, mine, onReload }: ConflictAlertProps) {
  const { t } = useTranslation();
  const differing = Object.keys(changedFields(current, saveBodyOf(definition, mine)));
  const labels = new Map(definition.attributes.map((attribute) => [attribute.name, attribute.label]));
  const display = (name: string) => current[`${name}_display`] ?? current[name];
  return (
    <Alert
      type="warning"
      showIcon
      className="atrium-record-form__alert"
      title={t('records.conflictTitle')}
      description={
        differing.length ? (
          <Descriptions
            size="small"
            column={1}
            title={t('records.conflictCurrent')}
            items={differing.map((name) => ({
              key: name,
              label: labels.get(name) ?? name,
              children: shown(display(name)),
            }))}
          />
        ) : null
      }
      action={<Button onClick={onReload}>{t('records.conflictReload')}</Button>}
    />
  );
}
