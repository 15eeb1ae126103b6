import type { Attribute, FieldType, ObjectDefinition } from '@atrium/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

/** jsdom has no layout: Ant Design's text areas and pickers only need the observer to exist. */
class NoLayoutObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in globalThis)) vi.stubGlobal('ResizeObserver', NoLayoutObserver);

/** No media query matches in jsdom: Ant Design's steps and timeline ask about breakpoints. */
function noMediaMatch(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}
if (typeof window.matchMedia !== 'function') window.matchMedia = noMediaMatch;

interface HarnessInput extends Partial<Omit<FieldWidgetProps, 'attribute'>> {
  type: FieldType;
  options?: Record<string, unknown>;
  definitionOverrides?: Partial<ObjectDefinition>;
}

/** The props a renderer would hand a widget for a field named `field` of the given type. */
export function widgetProps({
  type,
  options = {},
  definitionOverrides,
  ...rest
}: HarnessInput): FieldWidgetProps {
  const attribute: Attribute = { id: 1, name: 'field', label: 'Field', type, options };
  const definition: ObjectDefinition = {
    id: 1,
    name: 'thing',
    display_name: 'Thing',
    module: 'crm',
    label_attribute: 'field',
    label_expression: null,
    api_endpoint: 'records/thing',
    has_versioning: false,
    has_ordering: false,
    attributes: [attribute],
    relationships: {},
    version: 1,
    ...definitionOverrides,
  };
  return {
    node: { id: 'attrib_field', type, attributeName: 'field' },
    attribute,
    definition,
    record: {},
    value: undefined,
    onChange: vi.fn(),
    onBatchChange: vi.fn(),
    readOnly: false,
    required: false,
    isNew: false,
    allowedOptions: undefined,
    errors: [],
    inputId: 'attrib_field',
    ...rest,
  };
}

/** Draws a widget's input or display the way the form would, with translations and a query cache. */
export function renderWidget(
  widget: FieldWidget,
  props: FieldWidgetProps,
  part: 'Input' | 'Display' = 'Input',
) {
  initI18n('en');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Part = widget[part];
  const view = render(
    <QueryClientProvider client={client}>
      <Part {...props} />
    </QueryClientProvider>,
  );
  const rerender = (next: FieldWidgetProps) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <Part {...next} />
      </QueryClientProvider>,
    );
  return { ...view, rerender };
}

/** The first render of Ant Design is slow on a busy machine. */
export const WAIT = { timeout: 5000 };
