import { compileRules, type Rule } from '@atrium/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { stubBrowser } from '../../../test-support/browser-stubs';
import { definitionWith } from '../../renderer/__tests__/test-widgets';
import { compileFormRules, ruleUser } from '../form-rules';
import { RuleTraceDrawer } from '../RuleTraceDrawer';
import { ruleRunnerFor } from '../rule-runner';

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

/** Through an account's lookup: a lead of a government account needs a tender number. */
const byAccount: Rule = {
  id: 2,
  title: 'Government tenders',
  condition: {
    title: 'Government account',
    evalPattern: 'ALL_AND',
    conditions: [
      {
        id: 1,
        operandLeft: {
          type: 'ATTRIBUTE',
          data: {
            object: 'lead',
            key: 'record',
            attributeName: 'industry',
            attributeType: 'singleSelect',
            relatedObject: [{ object: 'account', relationName: 'account' }],
          },
        },
        operator: 'is',
        operandRight: { type: 'CONSTANTS', data: { dataType: 'TEXT', input: 'Government' } },
      },
    ],
  },
  groups: [],
  actions: [{ id: 1, name: 'MAKE_REQUIRED', data: { resource: ['budget'] } }],
};

const definition = definitionWith(['status', 'budget']);
const runnerOf = (set: Rule[]) => {
  const compiled = compileFormRules(set, definition);
  return compiled ? ruleRunnerFor(compiled, ruleUser(3, [])) : undefined;
};
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
        hasRules
        runner={runnerOf(rules)}
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
        hasRules
        runner={runnerOf(rules)}
        record={{ status: 'won' }}
        labels={labels}
      />,
    );
    expect(await screen.findByText('No rule changes any field of this record right now.')).toBeTruthy();
  });

  it('shows the values the rules read from related records, as the form last loaded them', async () => {
    const runner = ruleRunnerFor(compileRules([byAccount], { attributes: [] }), ruleUser(3, []), {
      sources: ['account_id'],
      load: async () => ({}),
    });
    runner.related?.use({ account: { id: 7, industry: 'Government' } });
    render(
      <RuleTraceDrawer
        open
        onClose={() => undefined}
        hasRules
        runner={runner}
        record={{ account_id: 7 }}
        labels={labels}
      />,
    );
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText(/Government tenders/)).toBeTruthy();
    expect(screen.getByText("#1 'Government' is 'Government' → true")).toBeTruthy();
  });

  it('says the form has no rules when it has none, and waits while its rules get ready', async () => {
    const { unmount } = render(
      <RuleTraceDrawer
        open
        onClose={() => undefined}
        hasRules={false}
        runner={undefined}
        record={{}}
        labels={labels}
      />,
    );
    expect(await screen.findByText(/no rules/i)).toBeTruthy();
    unmount();
    render(
      <RuleTraceDrawer
        open
        onClose={() => undefined}
        hasRules
        runner={undefined}
        record={{}}
        labels={labels}
      />,
    );
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).not.toBeNull());
    expect(screen.queryByText(/no rules/i)).toBeNull();
  });
});
