import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  endSession,
  jsonResponse,
  renderPanel,
  startSession,
  stubServer,
  WAIT,
  widgetProps,
} from '../../related-object/__tests__/panel-harness';
import { BrandCardWidget, ChartBarWidget } from '../ChartWidgets';

const asked: string[] = [];
let answer: () => Response;

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
const series = (values: number[]) => ({
  kind: 'series',
  barsNames: values.map((_, index) => `Stage ${index + 1}`),
  titles: [{ name: 'Count', color: '#20a8d8', totalCount: values.reduce((a, b) => a + b, 0) }],
  data: values.map((value, index) => ({
    title: `Stage ${index + 1}`,
    key: `s${index + 1}`,
    values: [value],
  })),
  seriesKeys: null,
  truncated: false,
});

describe('chart widgets with a saved chart, in the record’s context', { timeout: 20_000 }, () => {
  beforeEach(() => {
    startSession();
    asked.length = 0;
    answer = () => jsonResponse(200, series([3, 1]));
    stubServer(
      () => new Set(),
      [
        (url) => {
          asked.push(url.pathname + url.search);
          if (url.pathname.endsWith('analytics/charts/7')) return jsonResponse(200, savedChart);
          if (url.pathname.includes('analytics/charts/generate-chart/7/')) return answer();
          return undefined;
        },
      ],
    );
  });
  afterEach(() => {
    cleanup();
    endSession();
  });

  const props = (options: Record<string, unknown>, record: Record<string, unknown> = { id: 42 }) =>
    widgetProps({
      type: 'chartBar',
      options,
      record,
      definitionOverrides: { name: 'account', display_name: 'Account' },
    });

  it('draws the chart for this record from generate-chart/{chart}/{object}/{id}', async () => {
    renderPanel(ChartBarWidget, props({ chart: 7, lookup: 'account' }));
    const figure = await screen.findByRole('figure', { name: 'Opportunities by stage' }, WAIT);
    expect(figure).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Stage 1' })).toBeTruthy();
    expect(asked).toContain('/api/v1/analytics/charts/generate-chart/7/account/42?page=1&lookup=account');
  });

  it('shows the totals as a brand card, numbers in the person’s language', async () => {
    answer = () => jsonResponse(200, series([1200, 34]));
    renderPanel(BrandCardWidget, props({ chart: '7', title: 'Pipeline' }));
    expect(await screen.findByText('1,234', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Pipeline')).toBeTruthy();
  });

  it('says No Data Available when the record has nothing to count', async () => {
    answer = () => jsonResponse(200, series([]));
    renderPanel(ChartBarWidget, props({ chart: 7 }));
    expect(await screen.findByText('No Data Available', {}, WAIT)).toBeTruthy();
  });

  it('shows a failure with the first 20 characters of its message, and Reload asks again', async () => {
    answer = () =>
      jsonResponse(422, { statusCode: 422, message: 'The report has no lookup to account records.' });
    renderPanel(ChartBarWidget, props({ chart: 7 }));
    expect(await screen.findByText('Ops! Something went wrong The report has no lo', {}, WAIT)).toBeTruthy();
    const before = asked.filter((url) => url.includes('generate-chart')).length;
    answer = () => jsonResponse(200, series([5]));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('figure', { name: 'Opportunities by stage' }, WAIT)).toBeTruthy();
    expect(asked.filter((url) => url.includes('generate-chart')).length).toBeGreaterThan(before);
  });

  it('asks for nothing on a record not saved yet', async () => {
    renderPanel(ChartBarWidget, props({ chart: 7 }, { id: 'new' }));
    expect(await screen.findByText('Save the record to see this chart.', {}, WAIT)).toBeTruthy();
    expect(asked.some((url) => url.includes('generate-chart'))).toBe(false);
  });
});
