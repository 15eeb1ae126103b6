import type { ChartData } from '@atrium/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { stubBrowser } from '../../../test-support/browser-stubs';
import { ChartCardBody, type ChartCardBodyProps } from '../ChartCardBody';

const base: ChartCardBodyProps = {
  type: 'BRAND_CARD',
  style: {},
  label: 'Pipeline',
  status: 'success',
  error: null,
  pages: [],
  onReload: () => {},
};

const cards: ChartData = {
  kind: 'series',
  barsNames: [''],
  titles: [{ name: 'Count', color: '#20a8d8', totalCount: 42 }],
  data: [{ title: '', key: null, values: [42] }],
  seriesKeys: null,
  truncated: false,
};

describe('a chart card', () => {
  beforeAll(() => {
    stubBrowser();
    initI18n('en');
  });
  afterEach(cleanup);

  it('shows a loader while the chart is generated', () => {
    render(<ChartCardBody {...base} status="pending" />);
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('shows the failure with the first 20 characters of the message, and reloads', () => {
    const onReload = vi.fn();
    render(
      <ChartCardBody
        {...base}
        status="error"
        error={new Error('The database is not reachable right now')}
        onReload={onReload}
      />,
    );
    expect(screen.getByText('Ops! Something went wrong The database is not')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('says No Data Available when the answer has no groups', () => {
    render(<ChartCardBody {...base} pages={[{ ...cards, barsNames: [], titles: [], data: [] }]} />);
    expect(screen.getByText('No Data Available')).toBeTruthy();
  });

  it('draws a brand card’s totals', () => {
    render(<ChartCardBody {...base} pages={[cards]} />);
    expect(screen.getByText('Count')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
  });

  it('lists a table’s pages as rows', () => {
    const page = (id: number, name: string): ChartData => ({
      kind: 'table',
      labels: ['Stage', 'Count'],
      rows: [
        {
          id,
          data: [
            { label: 'Stage', value: name },
            { label: 'Count', value: id },
          ],
        },
      ],
      isPaginated: false,
      titles: [],
      result: 1,
    });
    render(<ChartCardBody {...base} type="TABLE" pages={[page(1, 'Won'), page(2, 'Lost')]} />);
    expect(screen.getByText('Won')).toBeTruthy();
    expect(screen.getByText('Lost')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Stage' })).toBeTruthy();
  });

  it('names a date grouping’s categories as periods, keeping their keys', () => {
    const months: ChartData = {
      kind: 'series',
      barsNames: ['2026-10-01', '2026-11-01'],
      titles: [{ name: 'Count', color: '#20a8d8', totalCount: 5 }],
      data: [
        { title: '2026-10-01', key: '2026-10-01', values: [2] },
        { title: '2026-11-01', key: '2026-11-01', values: [3] },
      ],
      seriesKeys: null,
      truncated: false,
    };
    render(<ChartCardBody {...base} type="BAR" pages={[months]} buckets={['month']} />);
    expect(screen.getByRole('rowheader', { name: 'October 2026' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'November 2026' })).toBeTruthy();
  });

  it('names a table’s date column as periods, and leaves its other columns as they are', () => {
    const quarters: ChartData = {
      kind: 'table',
      labels: ['Closed (quarter)', 'Stage', 'Count'],
      rows: [
        {
          id: 1,
          data: [
            { label: 'Closed (quarter)', value: '2026-07-01' },
            { label: 'Stage', value: 'Won' },
            { label: 'Count', value: 1200 },
          ],
        },
      ],
      isPaginated: false,
      titles: [{ name: 'Count', color: '#20a8d8', totalCount: 1200 }],
      result: 1,
    };
    render(<ChartCardBody {...base} type="TABLE" pages={[quarters]} buckets={['quarter', undefined]} />);
    expect(screen.queryByText('2026-07-01')).toBeNull();
    expect(screen.getByText(/Jul.*Sep.*2026/)).toBeTruthy();
    expect(screen.getByText('Won')).toBeTruthy();
    expect(screen.getByText('1,200')).toBeTruthy();
  });
});
