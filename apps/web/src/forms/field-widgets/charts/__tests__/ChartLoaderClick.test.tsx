import type { ChartOption, ObjectDefinition } from '@atrium/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definitionClient } from '../../../../metadata/definition-client';
import {
  endSession,
  jsonResponse,
  renderPanel,
  startSession,
  stubServer,
  WAIT,
  widgetProps,
} from '../../related-object/__tests__/panel-harness';
import { ChartBarWidget } from '../ChartWidgets';

/** The list filter a link carries in its `?filter=` (read here, as forms may not import the record list). */
const filterOf = (search: string): unknown => JSON.parse(new URLSearchParams(search).get('filter') ?? '{}');

// ECharts draws nothing in jsdom: its click (a bar by position) is a button per category here.
vi.mock('../../../../modules/business-intelligence/EChartsReport', () => ({
  EChartsReport: ({
    option,
    onCategoryClick,
  }: {
    option: ChartOption;
    onCategoryClick?: (index: number) => void;
  }) => {
    const axis = (option as { xAxis?: { data?: string[] } }).xAxis;
    const names = axis?.data ?? ['first', 'second'];
    return (
      <div>
        {names.map((name, index) => (
          <button key={name} type="button" onClick={() => onCategoryClick?.(index)}>
            {`bar ${index}`}
          </button>
        ))}
      </div>
    );
  },
}));

const asked: string[] = [];

const savedChart = {
  id: 7,
  report_id: 3,
  report_name: 'Opportunities by stage',
  object: 'opportunity',
  name: 'Opportunities by stage',
  type: 'BAR',
  style: {},
  pivot_order: 0,
  pivot_size: 12,
};
const savedReport = {
  id: 3,
  name: 'Opportunities by stage',
  group_id: null,
  owner: { id: 1, name: 'Ada Lovelace' },
  mine: true,
  definition: {
    object: 'opportunity',
    filters: [],
    dimensions: [{ attribute: 'stage' }],
    measures: [{ kind: 'count' }],
    sort: [],
    limit: 200,
  },
  shared_with: { users: [], roles: [] },
  charts: [savedChart],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const series = {
  kind: 'series',
  barsNames: ['Won', 'Lost'],
  titles: [{ name: 'Count', color: '#20a8d8', totalCount: 4 }],
  data: [
    { title: 'Won', key: 'Won', values: [3] },
    { title: 'Lost', key: 'Lost', values: [1] },
  ],
  seriesKeys: null,
  truncated: false,
};
const opportunity: ObjectDefinition = {
  id: 2,
  name: 'opportunity',
  display_name: 'Opportunity',
  module: 'crm',
  label_attribute: 'name',
  label_expression: null,
  api_endpoint: 'records/opportunity',
  has_versioning: false,
  has_ordering: false,
  version: 1,
  relationships: {
    account: {
      id: 1,
      name: 'account',
      type: 'OneToMany',
      parent_object: 'account',
      child_object: 'opportunity',
      reverse_name: 'opportunities',
      foreign_key: 'account_id',
      options: {},
      api_endpoint: 'r/crm/account',
    },
  },
  attributes: [
    { id: 1, name: 'name', label: 'Name', type: 'singleLine', options: {} },
    {
      id: 2,
      name: 'stage',
      label: 'Stage',
      type: 'singleSelect',
      options: {
        items: [
          { value: 'Won', name: 'Won' },
          { value: 'Lost', name: 'Lost' },
        ],
      },
    },
    { id: 3, name: 'account_id', label: 'Account', type: 'lookup', options: {} },
  ],
};

describe('a click on a chart on a record’s form', { timeout: 20_000 }, () => {
  beforeEach(() => {
    startSession();
    definitionClient.clear();
    asked.length = 0;
    stubServer(
      () => new Set(),
      [
        (url) => {
          asked.push(url.pathname + url.search);
          if (url.pathname.endsWith('analytics/charts/7')) return jsonResponse(200, savedChart);
          if (url.pathname.endsWith('analytics/reports/3')) return jsonResponse(200, savedReport);
          if (url.pathname.endsWith('def/objects/bynames'))
            return jsonResponse(200, { data: [opportunity], missing: [] });
          if (url.pathname.includes('analytics/charts/generate-chart/7/')) return jsonResponse(200, series);
          return undefined;
        },
      ],
    );
  });
  afterEach(() => {
    cleanup();
    endSession();
    definitionClient.clear();
  });

  const props = (options: Record<string, unknown>) =>
    widgetProps({
      type: 'chartBar',
      options,
      record: { id: 42, name: 'Acme' },
      definitionOverrides: {
        name: 'account',
        display_name: 'Account',
        label_attribute: 'name',
        attributes: [{ id: 9, name: 'name', label: 'Name', type: 'singleLine', options: {} }],
      },
    });

  it('opens the opportunities of this account in the stage clicked', async () => {
    renderPanel(ChartBarWidget, props({ chart: 7 }));
    fireEvent.click(await screen.findByRole('button', { name: 'bar 0' }, WAIT));
    const location = screen.getByTestId('location');
    await waitFor(() => expect(location.textContent).toBe('/crm/opportunities'), WAIT);
    expect(filterOf(location.dataset.search ?? '')).toEqual({
      stage: { kind: 'choice', values: ['Won'] },
      account_id: { kind: 'lookup', id: 42, label: 'Acme' },
    });
    expect(asked).toContain('/api/v1/analytics/reports/3');
  });

  it('opens the other category with the same lookup', async () => {
    renderPanel(ChartBarWidget, props({ chart: 7, lookup: 'account_id' }));
    fireEvent.click(await screen.findByRole('button', { name: 'bar 1' }, WAIT));
    const location = screen.getByTestId('location');
    await waitFor(() => expect(location.textContent).toBe('/crm/opportunities'), WAIT);
    expect(filterOf(location.dataset.search ?? '')).toEqual({
      stage: { kind: 'choice', values: ['Lost'] },
      account_id: { kind: 'lookup', id: 42, label: 'Acme' },
    });
  });

  it('stays on the form when the widget names a lookup the chart’s object does not have', async () => {
    renderPanel(ChartBarWidget, props({ chart: 7, lookup: 'partner_id' }));
    fireEvent.click(await screen.findByRole('button', { name: 'bar 0' }, WAIT));
    await waitFor(() => expect(asked).toContain('/api/v1/analytics/reports/3'), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location').textContent).toBe('/crm/accounts/42');
  });
});
