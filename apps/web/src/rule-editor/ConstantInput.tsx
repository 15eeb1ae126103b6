import type { ConstantOperand } from '@atrium/core';
import { Input, InputNumber, Select } from 'antd';
import { useRuleEditorTranslation } from '../i18n/resources/rule-editor';
import { type ConstantKind, dataTypeOf, type SelectItem } from './operand-kinds';

interface ConstantInputProps {
  kind: ConstantKind;
  /** The left attribute's options, for choice kinds. */
  items: readonly SelectItem[] | undefined;
  value: ConstantOperand | undefined;
  onChange: (operand: ConstantOperand) => void;
  label: string;
}

type ConstantValue = ConstantOperand['data']['input'];

function textOf(input: ConstantValue | undefined): string {
  if (input === undefined || Array.isArray(input)) return '';
  return String(input);
}

/** `datetime-local` shows local wall time; the rule keeps the instant in UTC, as the record does. */
function localOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}

/** A constant whose box matches its type: numbers, dates, the attribute's options, yes or no, text. */
export function ConstantInput({ kind, items, value, onChange, label }: ConstantInputProps) {
  const { t } = useRuleEditorTranslation();
  const input = value?.data.input;
  const emit = (next: ConstantValue) =>
    onChange({ type: 'CONSTANTS', data: { dataType: dataTypeOf(kind), input: next } });
  switch (kind) {
    case 'number':
      return (
        <InputNumber
          aria-label={label}
          value={typeof input === 'number' ? input : Number(textOf(input)) || 0}
          onChange={(next) => emit(typeof next === 'number' ? next : 0)}
        />
      );
    case 'date':
      return (
        <Input
          type="date"
          aria-label={label}
          value={textOf(input)}
          onChange={(event) => emit(event.target.value)}
        />
      );
    case 'datetime':
      return (
        <Input
          type="datetime-local"
          aria-label={label}
          value={localOf(textOf(input))}
          onChange={(event) => {
            const date = new Date(event.target.value);
            emit(Number.isNaN(date.getTime()) ? '' : date.toISOString());
          }}
        />
      );
    case 'boolean':
      return (
        <Select
          aria-label={label}
          value={textOf(input) || undefined}
          style={{ minInlineSize: 100 }}
          options={[
            { value: '1', label: t('ruleEditor.constant.yes') },
            { value: '0', label: t('ruleEditor.constant.no') },
          ]}
          onChange={(next: string) => emit(next)}
        />
      );
    case 'choice':
      return (
        <Select
          aria-label={label}
          value={textOf(input) || undefined}
          style={{ minInlineSize: 160 }}
          options={items?.map((item) => ({ value: item.value, label: item.label }))}
          onChange={(next: string) => emit(next)}
        />
      );
    case 'choices':
      return (
        <Select
          mode={items ? 'multiple' : 'tags'}
          aria-label={label}
          value={Array.isArray(input) ? input.map(String) : []}
          style={{ minInlineSize: 200 }}
          options={items?.map((item) => ({ value: item.value, label: item.label }))}
          onChange={(next: string[]) => emit(next)}
        />
      );
    case 'email':
    case 'text':
      return (
        <Input aria-label={label} value={textOf(input)} onChange={(event) => emit(event.target.value)} />
      );
  }
}
