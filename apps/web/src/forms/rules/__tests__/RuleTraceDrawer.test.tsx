import type { Rule } from '@atrium/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { stubBrowser } from '../../../test-support/browser-stubs';
import { definitionWith } from '../../renderer/__tests__/test-widgets';
import { compileFormRules, ruleUser } from '../form-rules';
import { RuleTraceDrawer } from '../RuleTraceDrawer';

const rules: Rule[] = [
  {
    id: 1,
    title: 'Lost leads have no budget',
    condition: {
      title: 'Lost',
      evalPattern: 'ALL_AND',
      conditions: [
        {
          id: 1,
          operandLeft: {
            type: 'ATTRIBUTE',
            data: { object: 'lead', key: 'record', attributeName: 'status', attributeType: 'singleLine' },
          },
          operator: 'is',
          operandRight: { type: 'CONSTANTS', data: { dataType: 'TEXT', input: 'lost' } },
        },
      ],
    },
    groups: [],
    actions: [{ id: 1, name: 'HIDE_FIELD', data: { resource: ['budget'] } }],
  },
];

const definition = definitionWith(['status', 'budget']);
const labels = new Map(definition.attributes.map((attribute) => [attribute.name, attribute.label]));

beforeEach(() => {
  initI18n('en');
  stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RuleTraceDrawer', () => {
  it('says which rule hid a field, and the values its conditions saw', async () => {
    render(
      <RuleTraceDrawer
        open
        onClose={() => undefined}
        compiled={compileFormRules(rules, definition)}
        user={ruleUser(3, [])}
        record={{ status: 'lost' }}
        labels={labels}
      />,
    );
    expect(await screen.findByText('Budget')).toBeTruthy();
    expect(screen.getByText('Hidden')).toBeTruthy();
    expect(screen.getByText(/Lost leads have no budget/)).toBeTruthy();
    expect(screen.getByText("#1 'lost' is 'lost' → true")).toBeTruthy();
  });

  it('says so when no rule changes anything', async () => {
    render(
      <RuleTraceDrawer
        open
        onClose={() => undefined}
        compiled={compileFormRules(rules, definition)}
        user={ruleUser(3, [])}
        record={{ status: 'won' }}
        labels={labels}
      />,
    );
    expect(await screen.findByText('No rule changes any field of this record right now.')).toBeTruthy();
  });
});
