import type { FormNode, ObjectDefinition } from '@atrium/core';
import { render } from '@testing-library/react';
import type { RuleRunner } from '../../rules/rule-runner';
import { FormRenderer } from '../FormRenderer';
import { FormStore } from '../form-store';
import { definitionWith, testConditions, testWidgets } from './test-widgets';

interface Options {
  values?: Record<string, unknown>;
  isNew?: boolean;
  readOnly?: boolean;
  rules?: RuleRunner;
  definition?: ObjectDefinition;
}

export const field = (name: string, options: Record<string, unknown> = {}): FormNode => ({
  id: `attrib_${name}`,
  type: 'singleLine',
  attributeName: name,
  options,
});

/** Renders a schema with the test widgets over a fresh store; answers the store with the result. */
export function renderForm(schema: FormNode, names: readonly string[], options: Options = {}) {
  const store = new FormStore(options.values ?? {});
  const definition = options.definition ?? definitionWith(names);
  const view = render(
    <FormRenderer
      schema={schema}
      definition={definition}
      store={store}
      widgets={testWidgets}
      conditions={testConditions}
      rules={options.rules}
      isNew={options.isNew ?? false}
      readOnly={options.readOnly ?? false}
    />,
  );
  return { store, ...view };
}
