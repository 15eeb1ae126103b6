import type { ObjectDefinition } from '@atrium/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { definitionClient } from '../../metadata/definition-client';
import { stubBrowser } from '../../test-support/browser-stubs';
import { jsonResponse } from '../../test-support/fixtures';
import { choose, lostRule, renderEditor, WAIT } from './editor-harness';

const account: ObjectDefinition = {
  id: 2,
  name: 'account',
  display_name: 'Account',
  module: 'crm',
  label_attribute: 'name',
  label_expression: null,
  api_endpoint: 'records/account',
  has_versioning: false,
  has_ordering: false,
  version: 1,
  attributes: [{ id: 11, name: 'industry', label: 'Industry', type: 'singleLine', options: {} }],
  relationships: {},
};

const asked: string[] = [];

beforeEach(() => {
  initI18n('en');
  definitionClient.clear();
  stubBrowser();
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/v1/def/objects/bynames')
        return jsonResponse(200, { data: [account], missing: [] });
      if (url.pathname === '/api/v1/records/lead/42')
        return jsonResponse(200, { id: 42, permission: 7, status: 'lost', budget: 500, account_id: 5 });
      if (url.pathname === '/api/v1/records/account/5')
        return jsonResponse(200, { id: 5, permission: 7, industry: 'Retail' });
      return jsonResponse(404, { statusCode: 404, message: 'The record does not exist.' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hideBudget = () => lostRule([{ id: 1, name: 'HIDE_FIELD', data: { resource: ['budget'] } }]);

describe('RuleEditor Try it', { timeout: 60_000 }, () => {
  it('shows which rule hid a field for the sample values, and the values its condition saw', async () => {
    renderEditor([hideBudget()]);
    const tryIt = screen.getByRole('region', { name: 'Try it' });
    expect(within(tryIt).getByText('No rule changes any field of this record right now.')).toBeTruthy();
    await choose(within(tryIt).getByRole('combobox', { name: 'Sample Status' }), 'LOST');
    const hidden = await within(tryIt).findByRole('region', { name: 'Hidden' }, WAIT);
    expect(hidden.closest('.ant-card')?.querySelector('.ant-card-head-title')?.textContent).toBe('Budget');
    expect(within(hidden).getByText('Rule “Lost leads” (#1)')).toBeTruthy();
    expect(within(hidden).getByText("#1 'lost' is 'lost' → true")).toBeTruthy();
    expect(within(tryIt).getByText('fired')).toBeTruthy();
  });

  it('loads a record by id and runs the rules on it; a missing record is said so', async () => {
    renderEditor([hideBudget()]);
    const tryIt = screen.getByRole('region', { name: 'Try it' });
    fireEvent.change(within(tryIt).getByRole('textbox', { name: 'Record id' }), { target: { value: '42' } });
    fireEvent.click(within(tryIt).getByRole('button', { name: 'Load record' }));
    expect(await within(tryIt).findByRole('region', { name: 'Hidden' }, WAIT)).toBeTruthy();
    expect(asked).toContain('/api/v1/records/lead/42');
    fireEvent.change(within(tryIt).getByRole('textbox', { name: 'Record id' }), { target: { value: '7' } });
    fireEvent.click(within(tryIt).getByRole('button', { name: 'Load record' }));
    expect(
      await within(tryIt).findByText('The record could not be loaded: The record does not exist.', {}, WAIT),
    ).toBeTruthy();
  });

  it('loads the parent a lookup chain reads with the record, and the rule sees it', async () => {
    const rule = hideBudget();
    rule.condition.conditions[0] = {
      id: 1,
      operandLeft: {
        type: 'ATTRIBUTE',
        data: {
          object: 'account',
          key: 'record',
          attributeName: 'industry',
          attributeType: 'singleLine',
          relatedObject: [{ object: 'account', relationName: 'account' }],
        },
      },
      operator: 'is',
      operandRight: { type: 'CONSTANTS', data: { dataType: 'TEXT', input: 'retail' } },
    };
    renderEditor([rule]);
    const tryIt = screen.getByRole('region', { name: 'Try it' });
    fireEvent.change(within(tryIt).getByRole('textbox', { name: 'Record id' }), { target: { value: '42' } });
    fireEvent.click(within(tryIt).getByRole('button', { name: 'Load record' }));
    const hidden = await within(tryIt).findByRole('region', { name: 'Hidden' }, WAIT);
    expect(within(hidden).getByText("#1 'Retail' is 'retail' → true")).toBeTruthy();
    expect(asked).toContain('/api/v1/records/account/5');
    const related = within(tryIt).getByRole('textbox', {
      name: 'Related records (JSON)',
    }) as HTMLTextAreaElement;
    expect(JSON.parse(related.value)).toEqual({ account: { id: 5, permission: 7, industry: 'Retail' } });
    fireEvent.change(related, { target: { value: '{"account": ' } });
    expect(
      await within(tryIt).findByText('This is not a JSON object keyed by relation name.', {}, WAIT),
    ).toBeTruthy();
  });

  it('says why the rules cannot run while one has an error', async () => {
    const broken = hideBudget();
    broken.condition.evalPattern = '1 AND';
    renderEditor([broken]);
    const tryIt = screen.getByRole('region', { name: 'Try it' });
    expect(within(tryIt).getByText('The rules cannot run until these errors are fixed:')).toBeTruthy();
  });

  it('reads an attribute of a looked-up record, loading its definition', async () => {
    const view = renderEditor([hideBudget()]);
    const row = screen.getByRole('group', { name: 'Condition 1' });
    await choose(within(row).getByRole('combobox', { name: 'Left operand attribute' }), 'account → account');
    const related = await within(row).findByRole(
      'combobox',
      { name: 'Left operand attribute of account' },
      WAIT,
    );
    expect(asked.some((path) => path.startsWith('/api/v1/def/objects/bynames'))).toBe(true);
    await choose(related, 'Industry');
    await waitFor(() =>
      expect(view.last()[0]?.condition.conditions[0]?.operandLeft).toEqual({
        type: 'ATTRIBUTE',
        data: {
          object: 'account',
          key: 'record',
          attributeId: 11,
          attributeName: 'industry',
          attributeType: 'singleLine',
          relatedObject: [{ object: 'account', relationName: 'account' }],
        },
      }),
    );
  });

  it('reports a chain that reads an attribute the related object no longer has', async () => {
    const rule = hideBudget();
    rule.condition.conditions[0] = {
      id: 1,
      operandLeft: {
        type: 'ATTRIBUTE',
        data: {
          object: 'account',
          key: 'record',
          attributeName: 'revenue',
          attributeType: 'numberField',
          relatedObject: [{ object: 'account', relationName: 'account' }],
        },
      },
      operator: 'isEmpty',
    };
    renderEditor([rule]);
    const region = screen.getByRole('region', { name: 'Rule 1' });
    expect(
      await within(region).findByText(
        "The rule reads the attribute 'revenue', which the object does not have.",
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(within(region).getByText('Has errors')).toBeTruthy();
  });
});
