import { cleanup, screen } from '@testing-library/react';
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

describe('chart widgets', { timeout: 20_000 }, () => {
  beforeEach(() => {
    startSession();
    asked.length = 0;
    stubServer(
      () => new Set(),
      [
        (url) => {
          asked.push(url.pathname + url.search);
          if (url.pathname.endsWith('statistics/bar/lead')) {
            return jsonResponse(200, {
              groupBy: 'status',
              data: [
                { label: 'New', value: 5 },
                { label: null, value: 2 },
              ],
            });
          }
          if (url.pathname.endsWith('statistics/brand-card/lead'))
            return jsonResponse(200, { title: 'Lead', totalCount: 7 });
          return undefined;
        },
      ],
    );
  });
  afterEach(() => {
    cleanup();
    endSession();
  });

  const props = (options: Record<string, unknown> = {}) =>
    widgetProps({
      type: 'chartBar',
      options,
      definitionOverrides: {
        name: 'lead',
        display_name: 'Lead',
        attributes: [{ id: 1, name: 'status', label: 'Status', type: 'singleSelect', options: {} }],
      },
    });

  it('draws counts per value from statistics/bar/{object}, with the numbers in a table', async () => {
    renderPanel(ChartBarWidget, props({ groupBy: 'status' }));
    expect(await screen.findByRole('figure', { name: 'Lead by Status' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('row', { name: 'New 5' })).toBeTruthy();
    expect(screen.getByRole('row', { name: '— 2' })).toBeTruthy();
    expect(asked[0]).toBe('/api/v1/statistics/bar/lead?groupBy=status');
  });

  it('shows the total of the brand card', async () => {
    renderPanel(BrandCardWidget, props());
    expect(await screen.findByText('Lead in all', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
  });
});
