import { type FormNode, type ObjectDefinition, type Rule, ruleSetSchema } from '@atrium/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, fireEvent, render, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { expect } from 'vitest';
import { RuleEditor } from '../RuleEditor';

/** A lead with text, number, date, single and multi selects, and a lookup of its account. */
export function leadDefinition(): ObjectDefinition {
  const items = (values: string[]) => ({
    items: values.map((value) => ({ value, name: value.toUpperCase() })),
  });
  return {
    id: 1,
    name: 'lead',
    display_name: 'Lead',
    module: 'crm',
    label_attribute: 'name',
    label_expression: null,
    api_endpoint: 'records/lead',
    has_versioning: false,
    has_ordering: false,
    version: 1,
    attributes: [
      { id: 1, name: 'name', label: 'Name', type: 'singleLine', options: {} },
      { id: 2, name: 'budget', label: 'Budget', type: 'numberField', options: {} },
      {
        id: 3,
        name: 'status',
        label: 'Status',
        type: 'singleSelect',
        options: items(['new', 'lost', 'won']),
      },
      { id: 4, name: 'close_date', label: 'Close date', type: 'dateField', options: {} },
      {
        id: 5,
        name: 'interests',
        label: 'Interests',
        type: 'multiSelect',
        options: items(['cars', 'boats']),
      },
      {
        id: 6,
        name: 'rating',
        label: 'Rating',
        type: 'singleSelect',
        options: items(['hot', 'warm', 'cold']),
      },
      { id: 7, name: 'email', label: 'E-mail', type: 'email', options: {} },
    ],
    relationships: {
      account: {
        id: 1,
        name: 'leads',
        type: 'OneToMany',
        parent_object: 'account',
        child_object: 'lead',
        reverse_name: 'account',
        foreign_key: 'account_id',
        options: {},
        api_endpoint: 'r/crm/account/{id}/leads',
      },
    },
  };
}

/** grid → row → col (name, budget, status) and a titled section holding rating. */
export const leadForm: FormNode = {
  id: 'grid_1',
  type: 'grid',
  children: [
    {
      id: 'row_1',
      type: 'row',
      children: [
        {
          id: 'col_1',
          type: 'col',
          children: [
            { id: 'field_name', type: 'singleLine', attributeName: 'name', label: 'Name' },
            { id: 'field_budget', type: 'numberField', attributeName: 'budget', label: 'Budget' },
            { id: 'field_status', type: 'singleSelect', attributeName: 'status', label: 'Status' },
            {
              id: 'section_1',
              type: 'containerWithTitle',
              title: 'Qualification',
              children: [
                { id: 'field_rating', type: 'singleSelect', attributeName: 'rating', label: 'Rating' },
              ],
            },
          ],
        },
      ],
    },
  ],
};

interface HostProps {
  initial: Rule[];
  definition: ObjectDefinition;
  payloads: Rule[][];
  /** Lets a test replace the rules as a host would (undo, a reloaded draft). */
  control: { replace: (rules: Rule[]) => void };
}

/** The host's side: keeps the rules it is handed and checks each payload against the schema. */
function Host({ initial, definition, payloads, control }: HostProps) {
  const [rules, setRules] = useState<Rule[]>(initial);
  control.replace = setRules;
  return (
    <RuleEditor
      definition={definition}
      formBody={leadForm}
      rules={rules}
      onChange={(next) => {
        const parsed = ruleSetSchema.safeParse(next);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        payloads.push(next);
        setRules(next);
      }}
    />
  );
}

export function renderEditor(initial: Rule[] = [], definition = leadDefinition()) {
  const payloads: Rule[][] = [];
  const control = { replace: (_rules: Rule[]): void => undefined };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <App>
      <QueryClientProvider client={client}>
        <Host initial={initial} definition={definition} payloads={payloads} control={control} />
      </QueryClientProvider>
    </App>,
  );
  return {
    ...view,
    payloads,
    last: () => payloads[payloads.length - 1] ?? [],
    replace: (rules: Rule[]) => act(() => control.replace(rules)),
  };
}

/** Ant Design and the definitions batch are slow when test files run side by side. */
export const WAIT = { timeout: 10_000 };
configure({ asyncUtilTimeout: WAIT.timeout });

const openPopups = () => [
  ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
];

/**
 * The popup of this select, once open. Closed popups stay in the page and every select has the same
 * id under test, so the popup is the one that opened on the mouse press (or the only one open).
 */
/** The popup each select opened last: reopened, rc-select shows the same element again. */
const knownPopups = new WeakMap<HTMLElement, Element>();

async function openPopup(combobox: HTMLElement): Promise<Element> {
  const before = new Set(openPopups());
  if (combobox.getAttribute('aria-expanded') !== 'true') fireEvent.mouseDown(combobox);
  const popup = await waitFor(() => {
    const open = openPopups();
    const opened = open.filter((candidate) => !before.has(candidate));
    const known = knownPopups.get(combobox);
    const found =
      opened[opened.length - 1] ??
      (known && open.includes(known) ? known : undefined) ??
      (open.length === 1 ? open[0] : undefined);
    if (!found || combobox.getAttribute('aria-expanded') !== 'true')
      throw new Error('The select is not open');
    return found;
  }, WAIT);
  knownPopups.set(combobox, popup);
  return popup;
}

/** Closes the select as a person would with Escape, so the next one's popup is told apart. */
function close(combobox: HTMLElement): void {
  fireEvent.keyDown(combobox, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
}

/** Opens an Ant Design select and clicks the option with this label. */
export async function choose(combobox: HTMLElement, label: string): Promise<void> {
  const popup = await openPopup(combobox);
  const option = await waitFor(() => {
    const found = [...popup.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (element) => element.getAttribute('title') === label,
    );
    if (!found) throw new Error(`No option '${label}'`);
    return found;
  }, WAIT);
  fireEvent.click(option);
  if (combobox.getAttribute('aria-expanded') === 'true') close(combobox);
}

/** The labels a select offers once opened. */
export async function optionsOf(combobox: HTMLElement): Promise<string[]> {
  const popup = await openPopup(combobox);
  const labels = [...popup.querySelectorAll('.ant-select-item-option')].map(
    (element) => element.getAttribute('title') ?? '',
  );
  close(combobox);
  return labels;
}

/** A rule on a lead: `status is lost` with the given actions. */
export function lostRule(actions: Rule['actions'] = []): Rule {
  return {
    id: 1,
    title: 'Lost leads',
    condition: {
      title: 'Lost',
      evalPattern: 'ALL_AND',
      conditions: [
        {
          id: 1,
          operandLeft: {
            type: 'ATTRIBUTE',
            data: { object: 'lead', key: 'record', attributeName: 'status', attributeType: 'singleSelect' },
          },
          operator: 'is',
          operandRight: { type: 'CONSTANTS', data: { dataType: 'TEXT', input: 'lost' } },
        },
      ],
    },
    groups: [],
    actions,
  };
}
