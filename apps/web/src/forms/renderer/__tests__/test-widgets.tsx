import { FIELD_TYPES, type ObjectDefinition } from '@atrium/core';
import type { FieldWidget, FieldWidgetProps, FieldWidgetRegistry } from '../../field-widgets/widget-types';
import type { CompiledHideCondition } from '../../rules/hide-condition';

/** How often each field's widget rendered, by input id: tests assert a keystroke renders one field. */
export const renders = new Map<string, number>();

function TextInput({ inputId, value, onChange, allowedOptions, required }: FieldWidgetProps) {
  renders.set(inputId, (renders.get(inputId) ?? 0) + 1);
  return (
    <input
      id={inputId}
      value={typeof value === 'string' ? value : ''}
      data-options={allowedOptions?.join(',')}
      aria-required={required}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function TextDisplay({ inputId, value }: FieldWidgetProps) {
  renders.set(inputId, (renders.get(inputId) ?? 0) + 1);
  return <output id={inputId}>{typeof value === 'string' ? value : ''}</output>;
}

const text: FieldWidget = { Input: TextInput, Display: TextDisplay, labelled: true };

/** A registry drawing every type as a text box, standing in for the real widgets. */
export const testWidgets = Object.fromEntries(FIELD_TYPES.map((type) => [type, text])) as FieldWidgetRegistry;

/** `field=value` hides when the field equals the value: enough to drive hideOnCondition in tests. */
export function testConditions(source: string): CompiledHideCondition {
  const [field = '', expected = ''] = source.split('=');
  if (!field) throw new Error(`Bad condition ${source}`);
  return { reads: [field], test: (record) => record[field] === expected };
}

export function definitionWith(names: readonly string[]): ObjectDefinition {
  return {
    id: 1,
    name: 'lead',
    display_name: 'Lead',
    module: 'crm',
    label_attribute: names[0] ?? null,
    label_expression: null,
    api_endpoint: 'records/lead',
    has_versioning: false,
    has_ordering: false,
    version: 1,
    relationships: {},
    attributes: names.map((name, index) => ({
      id: index + 1,
      name,
      label: name.replace(/^./, (c) => c.toUpperCase()),
      type: 'singleLine' as const,
      options: {},
    })),
  };
}
